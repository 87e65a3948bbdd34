// Shared by the endpoint walkers (tests/api/walkers): which endpoints they walk, sample and
// wrong values derived from payload schemas, rows of the demo data, a database fingerprint.
import ExcelJS from 'exceljs'
import type { EndpointDef, WmsConfig } from '../../src/config/types.ts'
import type { JsonSchema } from '../../src/server/kernel/validate-payload.ts'
import { entityModel, type EntityModel } from '../../src/server/crud/entity-model.ts'
import type { Db, Row } from '../../src/server/db/types.ts'
import { CHINESE, startApi, type Answer, type TestApi } from './api.ts'
import { accessModel } from '../../src/config/access.ts'

export type Walked = [path: string, endpoint: EndpointDef]

/** Every endpoint a walker calls: implemented, named by an exact path, and callable by someone in
 *  this config (a call whose screens exist only in another variant is refused to all users here). */
export function walkedEndpoints(config: WmsConfig): Walked[] {
  const access = accessModel(config)
  return Object.entries(config.endpoints).filter(([path, e]) => {
    const a = access.of(path)
    return e.op !== 'planned' && !e.prefix && (a.kind !== 'modules' || a.modules.length > 0)
  })
}

/** The delivered variant, and the variant whose own screens reach calls the delivered one does not. */
export const WALKED_VARIANTS = ['prison', 'customer'] as const
export type WalkedVariant = (typeof WALKED_VARIANTS)[number]

export async function variantApis(): Promise<Record<WalkedVariant, TestApi>> {
  return { prison: await startApi(), customer: await startApi({ variant: 'customer' }) }
}

/** [label, variant, path, endpoint]: every call of the delivered variant, then each call only another variant makes callable. */
export function variantWalks(apis: Record<WalkedVariant, TestApi>): [string, WalkedVariant, string, EndpointDef][] {
  const seen = new Set<string>()
  return WALKED_VARIANTS.flatMap((v) =>
    walkedEndpoints(apis[v].config)
      .filter(([path]) => !seen.has(path) && !!seen.add(path))
      .map(([path, e]): [string, WalkedVariant, string, EndpointDef] => [v === 'prison' ? path : `${path} [${v}]`, v, path, e]),
  )
}

export const methodOf = (e: EndpointDef) => e.method ?? 'POST'

// ---------------------------------------------------------------- envelopes

export function isEnvelope(body: any): boolean {
  return !!body && typeof body === 'object' && [0, 1, 5].includes(body.status) && typeof body.message === 'string'
}

/** A refusal a client can act on: never a 500, an envelope with status 0 and a Chinese message. */
export function expectRefusal(r: Answer, label: string, http: number[] = [200]) {
  if (!http.includes(r.http) || r.body?.status !== 0 || !CHINESE.test(r.body?.message ?? ''))
    throw new Error(
      `${label}: expected HTTP ${http.join('/')} with status 0 and a Chinese message, got HTTP ${r.http} ${JSON.stringify(r.body)?.slice(0, 300)}`,
    )
  if (!isEnvelope(r.body)) throw new Error(`${label}: not an envelope: ${JSON.stringify(r.body).slice(0, 300)}`)
}

// ---------------------------------------------------------------- schemas and values

/** The JSON type of a property, looking through nullable types and the anyOf of eq filters. */
export function baseType(prop: JsonSchema): string | undefined {
  const t = prop.type ?? prop.anyOf?.[0]?.type
  return ([] as string[]).concat(t ?? []).find((x) => x !== 'null')
}

export const stringProps = (schema: JsonSchema) => Object.keys(schema.properties ?? {}).filter((k) => baseType(schema.properties[k]) === 'string')

/** A value of the wrong JSON type; a query string carries only text, so there strings have none. */
export function wrongValue(prop: JsonSchema, inQuery: boolean): unknown {
  const t = baseType(prop)
  if (inQuery) return t === 'string' ? undefined : 'abc'
  return ({ string: { x: 1 }, integer: 'abc', number: 'abc', boolean: 1, array: 'abc', object: 'abc' } as Record<string, unknown>)[t ?? '']
}

const FORMAT_SAMPLES: Record<string, string> = {
  mobile: '13800138999',
  phone: '13800138999',
  postcode: '510000',
  email: 'walker@example.com',
  date: '2026-01-15',
  'date-time': '2026-01-15 10:00:00',
  decimal: '1.5',
}
let seq = 0

/** A value the property accepts; strings are unique (codes and names are often unique). */
export function sampleValue(prop: JsonSchema): unknown {
  if (prop.anyOf) return sampleValue(prop.anyOf[0])
  const choices = (prop.enum ?? []).filter((v: unknown) => v !== null)
  if (choices.length) return choices[0]
  switch (baseType(prop)) {
    case 'string':
      return FORMAT_SAMPLES[prop.format] ?? `W${(++seq).toString(36)}`
    case 'integer':
    case 'number':
      return Math.min(Math.max(prop.minimum ?? 1, 1), prop.maximum ?? Infinity)
    case 'boolean':
      return true
    case 'array':
      return []
    default:
      return {}
  }
}

// ---------------------------------------------------------------- demo rows

export async function tenantId(db: Db, code: string): Promise<number> {
  return (await db.query<{ id: number }>(`SELECT id FROM tenant WHERE code = $1`, [code])).rows[0].id
}

/** The first row of a tenant in a table (as the owner: row-level security does not apply); a
 *  platform table has no tenant_id, so its first row (the tenant table: the tenant's own row). */
/** The tenant's first row of a table; `fixed` (column → value) narrows it to what an endpoint's `where` lists. */
export async function firstRow(db: Db, table: string, tenant: number, fixed: [string, unknown][] = []): Promise<Row | undefined> {
  const scoped = (await db.query(`SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = 'tenant_id'`, [table])).rows.length > 0
  const and = fixed.map(([c, v], i) => (Array.isArray(v) ? ` AND "${c}" = ANY($${i + 2})` : ` AND "${c}" = $${i + 2}`)).join('')
  if (scoped) return (await db.query(`SELECT * FROM "${table}" WHERE tenant_id = $1${and} ORDER BY id LIMIT 1`, [tenant, ...fixed.map(([, v]) => v)])).rows[0]
  if (table === 'tenant') return (await db.query(`SELECT * FROM tenant WHERE id = $1`, [tenant])).rows[0]
  return (await db.query(`SELECT * FROM "${table}" ORDER BY id LIMIT 1`)).rows[0]
}

export async function rowById(db: Db, table: string, id: number): Promise<Row | undefined> {
  return (await db.query(`SELECT * FROM "${table}" WHERE id = $1`, [id])).rows[0]
}

/** An update payload from a row: id, version and every writable field that holds a value. */
export function updatePayload(model: EntityModel, row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id, version: row.version }
  for (const f of model.writable) if (row[f.column] !== null && row[f.column] !== undefined) out[f.name] = row[f.column]
  return out
}

/**
 * A payload that passes validation: for an update the first row of the tenant, otherwise a
 * sample of every required property (references point at the tenant's first row).
 */
export async function validPayload(db: Db, config: WmsConfig, endpoint: EndpointDef, schema: JsonSchema, tenant: number): Promise<Record<string, unknown>> {
  // A read may name a row entity without a table (库存预警's rows): nothing to sample from.
  const model = endpoint.entity && config.entities[endpoint.entity]?.['x-table'] ? entityModel(config, endpoint.entity) : undefined
  if (model && endpoint.op === 'update') {
    const row = await firstRow(db, model.table, tenant)
    if (row) return updatePayload(model, row)
  }
  const out: Record<string, unknown> = {}
  for (const name of schema.required ?? []) {
    const ref = model?.byName.get(name)?.field['x-ref']
    const refTable = ref ? config.entities[ref]?.['x-table'] : undefined
    out[name] = refTable ? (await firstRow(db, refTable, tenant))?.id : sampleValue(schema.properties[name])
  }
  return out
}

/** JSON text of a payload with one more key written by hand (JSON.stringify cannot write __proto__). */
export function withKey(payload: Record<string, unknown>, key: string, valueJson: string): string {
  return (
    '{' + [`${JSON.stringify(key)}: ${valueJson}`, ...Object.entries(payload).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)].join(', ') + '}'
  )
}

// ---------------------------------------------------------------- database

const UNTRACKED = ['operation_log', 'system_log', 'sys_session', 'login_account', 'schema_migrations']

export async function tableNames(db: Db): Promise<string[]> {
  const r = await db.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)
  return r.rows.map((x) => x.t)
}

/** Row count and sum of versions of every table but logs, sessions and credentials. */
// The fingerprint query per database, built once: information_schema is slow to ask each time.
const fingerprintSql = new WeakMap<Db, Promise<string>>()

async function buildFingerprintSql(db: Db): Promise<string> {
  const tables = (
    await db.query<{ t: string; v: boolean }>(
      `SELECT t.table_name AS t, EXISTS (SELECT 1 FROM information_schema.columns c
                WHERE c.table_schema = 'public' AND c.table_name = t.table_name AND c.column_name = 'version') AS v
         FROM information_schema.tables t
        WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND t.table_name <> ALL($1)`,
      [UNTRACKED],
    )
  ).rows
  return tables.map(({ t, v }) => `SELECT '${t}' AS t, count(*) || '/' || ${v ? 'coalesce(sum(version), 0)' : '0'} AS f FROM "${t}"`).join(' UNION ALL ')
}

export async function fingerprint(db: Db): Promise<Record<string, string>> {
  let sql = fingerprintSql.get(db)
  if (!sql) fingerprintSql.set(db, (sql = buildFingerprintSql(db)))
  return Object.fromEntries((await db.query<{ t: string; f: string }>(await sql)).rows.map((r) => [r.t, r.f]))
}

/** The cell values of the first sheet of an .xlsx, row by row (the header row first). */
export async function sheetRows(bytes: ArrayBuffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(bytes)
  const out: unknown[][] = []
  wb.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1)))
  return out
}
