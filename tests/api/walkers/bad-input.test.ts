// Walker: every endpoint of endpoints.yaml refuses bad input the way a client can act on —
// status 0 with a Chinese message (or 400 for a body that is not a JSON object), never a 500 —
// and leaves the database as it was. SQL metacharacters are only text: stored verbatim.
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { EndpointDef } from '../../../src/config/types.ts'
import { entityModel } from '../../../src/server/crud/entity-model.ts'
import { payloadSchema } from '../../../src/server/crud/payload-schemas.ts'
import type { JsonSchema } from '../../../src/server/kernel/validate-payload.ts'
import {
  expectRefusal,
  fingerprint,
  methodOf,
  stringProps,
  tableNames,
  tenantId,
  validPayload,
  variantApis,
  variantWalks,
  withKey,
  wrongValue,
} from '../../support/walker-helpers.ts'

const apis = await variantApis()
afterAll(() => Promise.all(Object.values(apis).map((a) => a.close())))

/** A valid call to these ends the caller's session: every call gets a session of its own. */
const SESSION_ENDING = new Set(['/login/loginout', '/user/upgrade/password'])
const SQL_TEXTS = [`'; DROP TABLE storage; --`, `" OR 1=1 --`, `\\\\`, `%_`]

interface BadCase {
  name: string
  payload?: Record<string, unknown>
  rawBody?: string
  http?: number
  /** The field the refusal must name. */
  field?: string
}

/** The bad cases of one endpoint, built around a payload that passes validation. */
function badCases(schema: JsonSchema, valid: Record<string, unknown>, inQuery: boolean): BadCase[] {
  const props: Record<string, JsonSchema> = schema.properties ?? {}
  const cases: BadCase[] = []
  if (!inQuery) cases.push({ name: 'invalid JSON', rawBody: '{"a":', http: 400 }, { name: 'a JSON array', rawBody: JSON.stringify([valid]), http: 400 })
  if (schema.required?.length) cases.push({ name: '{} without the required fields', payload: {}, field: schema.required[0] })
  for (const [key, prop] of Object.entries(props)) {
    const wrong = wrongValue(prop, inQuery)
    if (wrong !== undefined) cases.push({ name: `${key} of the wrong type`, payload: { ...valid, [key]: wrong }, field: key })
  }
  for (const key of stringProps(schema)) {
    cases.push({ name: `${key} of 100 000 characters`, payload: { ...valid, [key]: 'x'.repeat(100_000) }, field: key })
    // PostgreSQL text cannot hold NUL: refused with a message, not a 500 from the database.
    cases.push({ name: `${key} with a NUL character`, payload: { ...valid, [key]: 'a\u0000b' }, field: key })
  }
  for (const [key, json] of [
    ['__proto__', '{"x": 1, "status": 1}'],
    ['constructor', '{"prototype": {"x": 1}}'],
  ])
    cases.push({ name: `a ${key} key`, field: key, ...(inQuery ? { payload: { ...valid, [key]: 'x' } } : { rawBody: withKey(valid, key, json) }) })
  return cases
}

/** One session per variant and account for the whole walk (a login hashes a password: 85 ms). */
const sessions = new Map<string, Promise<string>>()
const sessionOf = (variant: keyof typeof apis, account: string) => {
  const key = `${variant}/${account}`
  if (!sessions.has(key)) sessions.set(key, apis[variant].login(account))
  return sessions.get(key)!
}

let demoTenant: number
beforeAll(async () => {
  demoTenant = await tenantId(apis.prison.db, 'DEMO')
})

it.each(variantWalks(apis))('%s refuses bad input', async (_label, variant, path, endpoint: EndpointDef) => {
  const api = apis[variant]
  const schema = payloadSchema(api.config, endpoint)
  const inQuery = methodOf(endpoint) === 'GET' || endpoint.in === 'query'
  const account = endpoint.auth === 'platform' ? 'admin' : 'demo'
  const shared = await sessionOf(variant, account)
  const token = async () => (SESSION_ENDING.has(path) ? api.login(account) : shared)
  const valid = () => validPayload(api.db, api.config, endpoint, schema, demoTenant)

  // Taken once: a refusal leaves the database as it was, so each case compares with the same print
  // (the fingerprint of every table, twice per case, was half of the whole api suite's time).
  const before = await fingerprint(api.db)
  for (const c of badCases(schema, await valid(), inQuery)) {
    const r = await api.call(path, c.payload ?? {}, { token: await token(), rawBody: c.rawBody })
    expectRefusal(r, c.name, [c.http ?? 200])
    if (c.field)
      expect(
        r.body.data?.errors?.map((e: any) => e.field),
        `${c.name}: the refusal names the field`,
      ).toContain(c.field)
    expect(await fingerprint(api.db), `${c.name}: the database is unchanged`).toEqual(before)
    expect(({} as any).x, `${c.name}: Object.prototype is untouched`).toBeUndefined()
  }

  const tables = await tableNames(api.db)
  for (const key of stringProps(schema))
    for (const text of SQL_TEXTS) {
      const label = `${key} = ${text}`
      const payload = { ...(await valid()), [key]: text }
      const r = await api.call(path, payload, { token: await token() })
      const done = r.http === 200 && (r.body ? r.body.status === 1 : !!r.bytes) // an export answers a file
      if (!done) expectRefusal(r, label)
      expect(await tableNames(api.db), `${label}: every table is still there`).toEqual(tables)
      const id = endpoint.op === 'create' ? r.body?.data?.id : endpoint.op === 'update' ? payload.id : undefined
      if (done && id) {
        const model = entityModel(api.config, endpoint.entity!)
        const stored = await api.db.query(`SELECT "${model.byName.get(key)!.column}" AS v FROM "${model.table}" WHERE id = $1`, [id])
        expect(stored.rows[0]?.v, `${label}: stored verbatim`).toBe(text)
      }
    }
})
