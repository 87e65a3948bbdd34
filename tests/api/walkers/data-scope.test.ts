// Walker (issue 18 #6): a user kept to some warehouses and owners (账号管理) reads nothing of the
// others, through any call. The walker's user holds every screen of tenant DEMO but is kept to a
// warehouse and an owner of its own that hold no documents: every list of a scoped table then
// shows only rows without a warehouse or owner, a record read, printed or changed by id answers
// as a missing one, no answer names another warehouse or owner, and every home tile counts 0 —
// while the same calls by demo (not kept) show those rows, so the refusals are the scope at work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EndpointDef } from '../../../src/config/types.ts'
import { entityModel } from '../../../src/server/crud/entity-model.ts'
import { payloadSchema } from '../../../src/server/crud/payload-schemas.ts'
import { dataScopeOf } from '../../../src/server/db/schema/table-model.ts'
import { createUser } from '../../../src/server/domain/users/create-user.ts'
import { handlers } from '../../../src/server/handlers.ts'
import { methodOf, rowById, sheetRows, tenantId, walkedEndpoints } from '../../support/walker-helpers.ts'
import { startApi, type Answer } from '../../support/api.ts'

const api = await startApi()
afterAll(() => api.close())
const config = api.config
const walked = walkedEndpoints(config).filter(([, e]) => e.auth !== 'public' && e.auth !== 'platform')

let demoTenant: number
let kept: string
let demo: string
let scope: { storage: number; owner: number }
/** Names of the tenant's warehouses and owners outside the scope: an export must not carry them. */
let outsideNames: Set<string>

beforeAll(async () => {
  demoTenant = await tenantId(api.db, 'DEMO')
  demo = await api.login('demo')
  await api.db.transaction(async (tx) => {
    const storage = (
      await tx.query<{ id: number }>(`INSERT INTO storage (tenant_id, code, name, storage_type) VALUES ($1, 'WALK', '巡检空仓', 1) RETURNING id`, [demoTenant])
    ).rows[0].id
    const owner = (
      await tx.query<{ id: number }>(`INSERT INTO product_owner (tenant_id, code, name) VALUES ($1, 'WALK', '巡检空货主') RETURNING id`, [demoTenant])
    ).rows[0].id
    scope = { storage, owner }
    const admin = (await tx.query<{ id: number }>(`SELECT id FROM sys_role WHERE tenant_id = $1 AND is_admin`, [demoTenant])).rows[0].id
    await createUser(
      tx,
      {
        tenantId: demoTenant,
        account: 'walk-kept',
        password: 'Walk2026x',
        userName: '巡检',
        realName: '巡检',
        userType: 3,
        roleIds: [admin],
        storageIds: [storage],
        ownerIds: [owner],
      },
      false,
    )
  })
  kept = await api.login('walk-kept', 'Walk2026x')
  outsideNames = new Set(
    (
      await api.db.query<{ name: string }>(
        `SELECT name FROM storage WHERE tenant_id = $1 AND id <> $2 UNION SELECT name FROM product_owner WHERE tenant_id = $1 AND id <> $3`,
        [demoTenant, scope.storage, scope.owner],
      )
    ).rows.map((r) => r.name),
  )
})

/** Every storageId / ownerId an answer carries, anywhere in it. */
function scopeValues(data: unknown, out: { storage: Set<number>; owner: Set<number> } = { storage: new Set(), owner: new Set() }) {
  if (Array.isArray(data)) for (const x of data) scopeValues(x, out)
  else if (data && typeof data === 'object')
    for (const [k, v] of Object.entries(data)) {
      if (k === 'storageId' && typeof v === 'number') out.storage.add(v)
      else if (k === 'ownerId' && typeof v === 'number') out.owner.add(v)
      else scopeValues(v, out)
    }
  return out
}
const outside = (a: Answer) => {
  const v = scopeValues(a.body?.data)
  return [...[...v.storage].filter((s) => s !== scope.storage), ...[...v.owner].filter((o) => o !== scope.owner)]
}

/** The calls demo's answers show another warehouse's or owner's rows through: the walk is not vacuous. */
const revealing: string[] = []

describe('no answer names another warehouse or owner', () => {
  // Reads only: a custom handler that writes (logout, mark as read) would change what the next call sees.
  const reads = walked.filter(
    // Logging out (in 系统日志, not a change) would end the walker's session.
    ([, e]) =>
      ['list', 'options', 'report'].includes(e.op) ||
      (e.op === 'custom' && !!e.handler && e.handler !== 'session.logout' && handlers[e.handler]?.mutates === false),
  )
  it.each(reads)('%s', async (path, endpoint) => {
    const call = (token: string) => api.call(path, endpoint.op === 'list' ? { pageSize: 200 } : {}, { token, method: methodOf(endpoint) })
    const mine = await call(kept)
    expect(outside(mine), JSON.stringify(mine.body).slice(0, 300)).toEqual([])
    if (outside(await call(demo)).length) revealing.push(path)
  })

  it('demo sees other warehouses and owners through many of those calls', () => {
    console.log(`data scope: ${revealing.length} calls show demo rows the kept user does not see`)
    expect(revealing.length).toBeGreaterThan(15)
  })
})

type ScopedTarget = [path: string, endpoint: EndpointDef, entity: string]

/** Walked calls of an entity whose table is kept to warehouses or owners (an id-payload call takes its siblings' entity). */
function scopedTargets(): ScopedTarget[] {
  return walked.flatMap(([path, e]): ScopedTarget[] => {
    const sibling = () => walked.find(([p, x]) => p.startsWith(path.slice(0, path.lastIndexOf('/') + 1)) && x.entity)?.[1].entity
    const entity = ['list', 'get', 'update', 'delete', 'toggle', 'export'].includes(e.op)
      ? e.entity
      : e.op === 'custom' && e.payload === 'idPayload'
        ? sibling()
        : undefined
    if (!entity || !config.entities[entity]?.['x-table'] || !dataScopeOf(config.entities[entity])) return []
    return [[path, e, entity]]
  })
}

describe('records of other warehouses and owners', () => {
  it.each(scopedTargets())('%s does not reach them', async (path, endpoint, entity) => {
    const model = entityModel(config, entity)
    const ds = dataScopeOf(config.entities[entity])!
    const fixed = Object.entries(endpoint.where ?? {}).map(([k, v]): [string, unknown] => [model.byName.get(k)!.column, v])
    const where = fixed.map(([c], i) => ` AND "${c}" = ANY($${i + 2})`).join('')
    const params = [demoTenant, ...fixed.map(([, v]) => [v].flat())]
    const inScope = [...ds.storage.map((c) => [c, scope.storage] as const), ...ds.owner.map((c) => [c, scope.owner] as const)]
      .map(([c, id]) => `("${c}" IS NULL OR "${c}" = ${id})`)
      .join(' AND ')
    const outsideRow = async () =>
      (await api.db.query(`SELECT * FROM "${model.table}" WHERE tenant_id = $1${where} AND NOT (${inScope}) ORDER BY id LIMIT 1`, params)).rows[0]
    // Demo rows without a warehouse or owner (products without an owner) are everyone's: give one an owner.
    if (!(await outsideRow())) {
      const [col, table, mine] = ds.owner.length ? [ds.owner[0], 'product_owner', scope.owner] : [ds.storage[0], 'storage', scope.storage]
      await api.db.query(
        `UPDATE "${model.table}" SET "${col}" = (SELECT id FROM "${table}" WHERE tenant_id = $1 AND id <> ${mine} ORDER BY id LIMIT 1)
          WHERE id = (SELECT id FROM "${model.table}" WHERE tenant_id = $1${where} ORDER BY id LIMIT 1)`,
        params,
      )
    }
    const row = await outsideRow()
    if (!row) throw new Error(`demo data is missing: no row of ${model.table} in tenant DEMO`)
    const id = row.id as number
    const schema = payloadSchema(config, endpoint)
    const as = (token: string, payload: unknown) => api.call(path, payload, { token, method: methodOf(endpoint) })
    const missing = async (payload: Record<string, unknown>) => {
      const r = await as(kept, payload)
      const nowhere = 'ids' in payload ? { ids: [999_999_999] } : { ...payload, id: 999_999_999 }
      expect(r.body, 'answered as for a record that does not exist').toEqual((await as(kept, nowhere)).body)
    }
    switch (endpoint.op) {
      case 'list': {
        const visible = Number((await api.db.query(`SELECT count(*) AS n FROM "${model.table}" WHERE tenant_id = $1${where} AND ${inScope}`, params)).rows[0].n)
        const r = (await as(kept, { pageSize: 200 })).body.data
        expect(r.list.map((x: { id: number }) => x.id)).not.toContain(id)
        expect(r.total, 'the kept user sees exactly the rows without another warehouse or owner').toBe(visible)
        if (schema.properties?.id) expect((await as(demo, { id })).body.data.total, 'demo lists the row').toBe(1)
        break
      }
      case 'export': {
        const r = await as(kept, schema.properties?.id ? { id } : {})
        expect(r.contentType, JSON.stringify(r.body)).toContain('spreadsheetml')
        const cells = (await sheetRows(r.bytes!)).slice(1).flat()
        expect(cells.filter((c) => typeof c === 'string' && outsideNames.has(c))).toEqual([])
        break
      }
      case 'get':
        await missing({ id })
        expect((await as(demo, { id })).body.data?.id, 'demo reads the row').toBe(id)
        break
      case 'update':
        await missing({
          ...Object.fromEntries(model.writable.filter((f) => row[f.column] != null).map((f) => [f.name, row[f.column]])),
          id,
          version: row.version,
        })
        break
      case 'delete':
        await missing({ ids: [id] })
        break
      case 'toggle': {
        const param = endpoint.param ?? 'status'
        const current = row[model.byName.get(endpoint.field ?? 'status')!.column]
        await missing({ id, [param]: schema.properties[param].enum.find((v: unknown) => v !== null && v !== current) ?? current })
        break
      }
      default: // prints and other calls taking a record id
        await missing({ id })
    }
    expect(await rowById(api.db, model.table, id), 'the row is unchanged').toEqual(row)
  })
})

describe('home tiles', () => {
  it('count nothing of other warehouses and owners', async () => {
    const tiles = async (token: string) =>
      ((await api.call('/home/count', {}, { token })).body.data as { title: string; count: number }[]).map((t) => [t.title, t.count])
    const mine = await tiles(kept)
    expect(mine.filter(([, n]) => n !== 0)).toEqual([])
    expect((await tiles(demo)).filter(([, n]) => (n as number) > 0).length, 'demo has work on its tiles').toBeGreaterThan(2)
  })
})
