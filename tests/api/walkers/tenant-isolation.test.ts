// Walker: a user of tenant HDWL (demo2) cannot read, change or delete a row of tenant DEMO
// through any endpoint of endpoints.yaml that names a tenant entity or takes a record id.
// The same calls made by demo reach the row, so a refusal here is the tenant boundary at work.
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { EndpointDef, WmsConfig } from '../../../src/config/types.ts'
import { entityModel } from '../../../src/server/crud/entity-model.ts'
import { payloadSchema } from '../../../src/server/crud/payload-schemas.ts'
import { CHINESE } from '../../support/api.ts'
import {
  firstRow,
  rowById,
  sheetRows,
  tenantId,
  updatePayload,
  variantApis,
  variantWalks,
  walkedEndpoints,
  WALKED_VARIANTS,
  type WalkedVariant,
} from '../../support/walker-helpers.ts'

const apis = await variantApis()
const api = apis.prison
afterAll(() => Promise.all(Object.values(apis).map((a) => a.close())))

const REACHING_OPS = new Set(['list', 'get', 'update', 'delete', 'toggle', 'export', 'options'])
const isTenantEntity = (config: WmsConfig, id?: string) =>
  !!id && !!config.entities[id]?.['x-table'] && (config.entities[id]['x-scope'] ?? 'tenant') === 'tenant'

type Target = [label: string, variant: WalkedVariant, path: string, endpoint: EndpointDef, entity: string | undefined]

/** The walked calls that reach a tenant's row; an id-payload call takes the entity of its siblings (/storage/mark → storage). */
function targets(): Target[] {
  return variantWalks(apis).flatMap(([label, variant, path, e]): Target[] => {
    const config = apis[variant].config
    const walked = walkedEndpoints(config)
    const sibling = () => walked.find(([p, x]) => p.startsWith(path.slice(0, path.lastIndexOf('/') + 1)) && x.entity)?.[1].entity
    // Platform calls are not a tenant's at all: the next test refuses them to every tenant user.
    if (e.auth === 'platform') return []
    if (REACHING_OPS.has(e.op) && isTenantEntity(config, e.entity)) return [[label, variant, path, e, e.entity]]
    if (e.op === 'custom' && e.payload === 'idPayload') return [[label, variant, path, e, sibling()]]
    return []
  })
}

let demo: number, hdwl: number
const tokens = {} as Record<WalkedVariant, Record<string, string>>
beforeAll(async () => {
  demo = await tenantId(api.db, 'DEMO')
  hdwl = await tenantId(api.db, 'HDWL')
  for (const v of WALKED_VARIANTS) tokens[v] = { demo: await apis[v].login('demo'), demo2: await apis[v].login('demo2') }
})

/** An id no table holds: the refusal for another tenant's row must read exactly like the one for it. */
const NOWHERE = 999_999_999

it.each(targets())('%s does not reach a row of another tenant', async (_label, variant, path, endpoint, entity) => {
  const api = apis[variant]
  const token = tokens[variant]
  expect(entity, `${path}: no sibling endpoint names the entity of this id`).toBeTruthy()
  const model = entityModel(api.config, entity!)
  // A fixed `where` (sales-return reservations of the bespeak table) narrows the rows it reaches.
  const fixed = Object.entries(endpoint.where ?? {}).map(([k, v]): [string, unknown] => [model.byName.get(k)!.column, v])
  const row = await firstRow(api.db, model.table, demo, fixed)
  if (!row) throw new Error(`demo data is missing for entity ${entity}: no row of tenant DEMO in table ${model.table}`)
  const id = row.id as number
  const schema = payloadSchema(api.config, endpoint)
  const takes = (key: string) => !!schema.properties?.[key]
  const as = (account: 'demo' | 'demo2', payload: unknown) => api.call(path, payload, { token: token[account] })
  const refused = async (payload: Record<string, unknown>, what: string) => {
    const r = await as('demo2', payload)
    expect(r.http, what).toBe(200)
    expect(r.body, what).toMatchObject({ status: 0, message: expect.stringMatching(CHINESE) })
    const nowhere = 'ids' in payload ? { ids: [NOWHERE] } : { ...payload, id: NOWHERE }
    expect(r.body, `${what}: answered as for a record that does not exist`).toEqual((await as('demo2', nowhere)).body)
  }
  const hdwlCount = async () =>
    (
      await api.db.query(
        `SELECT count(*)::int AS n FROM "${model.table}" WHERE tenant_id = $1${fixed.map(([c, v], i) => (Array.isArray(v) ? ` AND "${c}" = ANY($${i + 2})` : ` AND "${c}" = $${i + 2}`)).join('')}`,
        [hdwl, ...fixed.map(([, v]) => v)],
      )
    ).rows[0].n
  const afterwards: (() => Promise<void>)[] = [] // calls by demo, once the row is known to be untouched

  switch (endpoint.op) {
    case 'list': {
      if (takes('id')) {
        expect((await as('demo2', { id })).body.data).toMatchObject({ total: 0, list: [] })
        afterwards.push(async () => expect((await as('demo', { id })).body.data.total, 'demo lists its own row').toBe(1))
      }
      const all = (await as('demo2', { pageSize: 200 })).body.data
      expect(all.list.map((r: any) => r.id)).not.toContain(id)
      expect(all.total, 'demo2 sees exactly the rows of HDWL').toBe(await hdwlCount())
      break
    }
    case 'options': {
      // Options filter by id when the endpoint allows it, else by the row's label.
      const label = model.byName.get(model.labelField)
      const payload = takes('id') ? { id } : takes('keyword') && label ? { keyword: row[label.column] } : {}
      const options = (await as('demo2', payload)).body.data
      expect(options.map((o: any) => o.value)).not.toContain(id)
      if (takes('id')) expect(options).toEqual([])
      afterwards.push(async () =>
        expect(
          (await as('demo', payload)).body.data.map((o: any) => o.value),
          'demo sees its own row',
        ).toContain(id),
      )
      break
    }
    case 'get':
      await refused({ id }, 'get')
      afterwards.push(async () => expect((await as('demo', { id })).body.data?.id, 'demo reads its own row').toBe(id))
      break
    case 'update': {
      const payload = updatePayload(model, row)
      await refused(payload, 'update')
      afterwards.push(async () => {
        const r = await as('demo', payload)
        expect(r.body, 'the same update by demo succeeds').toMatchObject({ status: 1, data: { id, version: row.version + 1 } })
      })
      break
    }
    case 'delete':
      await refused({ id }, 'delete {id}')
      await refused({ ids: [id] }, 'delete {ids}')
      break
    case 'toggle': {
      const param = endpoint.param ?? 'status'
      const current = row[model.byName.get(endpoint.field ?? 'status')!.column]
      const value = schema.properties[param].enum.find((v: unknown) => v !== null && v !== current) ?? current
      await refused({ id, [param]: value }, 'toggle')
      break
    }
    case 'export': {
      const payload = takes('id') ? { id } : { columns: ['id'] }
      const rows = async (account: 'demo' | 'demo2') => {
        const r = await as(account, payload)
        expect(r.contentType, JSON.stringify(r.body)).toContain('spreadsheetml')
        return sheetRows(r.bytes!)
      }
      if (takes('id')) {
        expect(await rows('demo2'), 'only the header row').toHaveLength(1)
        afterwards.push(async () => expect(await rows('demo'), 'demo exports its own row').toHaveLength(2))
      } else expect((await rows('demo2')).slice(1).flat()).not.toContain(id)
      break
    }
    default: // a custom call that takes the id of a record
      await refused({ id }, path)
  }

  expect(await rowById(api.db, model.table, id), 'the row of tenant DEMO is unchanged').toEqual(row)
  for (const check of afterwards) await check()
})

it('walks at least one update, so a refusal is shown to be the tenant boundary', () => {
  expect(targets().some(([, , , e]) => e.op === 'update')).toBe(true)
})

const platformOnly = walkedEndpoints(api.config).filter(([, e]) => e.auth === 'platform')

it.each(platformOnly)('%s is refused to a tenant administrator', async (path, endpoint) => {
  const r = await api.call(path, {}, { token: tokens.prison.demo, method: endpoint.method })
  expect(r.body).toEqual({ status: 0, message: '仅平台管理员可以执行此操作' })
})
