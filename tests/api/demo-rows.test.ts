// Issue 19: an entity added by config alone (entity schema, screens, endpoints and its demo rows
// in schemas/demo) gets its demo rows from the seed, so what the endpoint walkers need of it holds
// (a DEMO row to list, read, update and delete; none of it visible to HDWL), with no TypeScript.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatError, loadConfig } from '../../src/config/load.ts'
import type { ConfigSource } from '../../src/config/load.ts'
import type { WmsConfig } from '../../src/config/types.ts'
import { readConfigSources } from '../../src/server/config/project-config.ts'
import { entityModel } from '../../src/server/crud/entity-model.ts'
import { diffTables } from '../../src/server/db/schema/ddl.ts'
import { tableModel } from '../../src/server/db/schema/table-model.ts'
import { seedDemoRows } from '../../src/server/seed/demo-rows.ts'
import { startApi, type TestApi } from '../support/api.ts'
import { fingerprint, firstRow, tenantId, updatePayload } from '../support/walker-helpers.ts'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/config-only-entity/${name}`, import.meta.url), 'utf8')

/** The delivered config plus the fixture: a new entity with two screens, five endpoints and demo
 *  rows, and a document on it (header and lines) with demo rows only. */
function configWithGate(demoRows: string | null, planRows = fixture('gatePlan.yaml')): WmsConfig {
  const sources: ConfigSource[] = readConfigSources(process.cwd()).map((s) =>
    s.path === 'screens.yaml' || s.path === 'endpoints.yaml' ? { ...s, text: s.text + fixture(s.path) } : s,
  )
  for (const entity of ['gate', 'gatePlan', 'gatePlanLine']) sources.push({ path: `schemas/entities/${entity}.json`, text: fixture(`${entity}.json`) })
  if (demoRows !== null) sources.push({ path: 'schemas/demo/gate.yaml', text: demoRows }, { path: 'schemas/demo/gatePlan.yaml', text: planRows })
  const { config, errors } = loadConfig(sources, { variant: 'prison' })
  if (!config) throw new Error(errors.map(formatError).join('\n'))
  return config
}

let api: TestApi
let demo: number, hdwl: number
let before: Record<string, string>

beforeAll(async () => {
  const config = configWithGate(fixture('gate.yaml'))
  api = await startApi({ configure: (c) => Object.assign(c, config) })
  // The table a migration would create (npm run migrations -- new gate), with its RLS policies.
  const tables = ['gate', 'gatePlan', 'gatePlanLine'].map((id) => tableModel(config.entities[id], config.entities))
  await api.db.exec(diffTables([], tables).statements.join('\n'))
  before = await fingerprint(api.db)
  await seedDemoRows(api.db, api.config)
  demo = await tenantId(api.db, 'DEMO')
  hdwl = await tenantId(api.db, 'HDWL')
})
afterAll(() => api.close())

describe('an entity declared only in config', () => {
  it('gets its demo rows, references resolved by code, defaults applied, and nothing else is written twice', async () => {
    const after = await fingerprint(api.db)
    expect({ ...after, gate: undefined, gate_plan: undefined, gate_plan_line: undefined }).toEqual({
      ...before,
      gate: undefined,
      gate_plan: undefined,
      gate_plan_line: undefined,
    })
    const rows = (
      await api.db.query(
        `SELECT g.code, g.name, s.code AS storage, g.width_meters, g.status, g.remark, g.tenant_id FROM gate g JOIN storage s ON s.id = g.storage_id ORDER BY g.id`,
      )
    ).rows
    expect(rows).toEqual([
      { code: 'G01', name: '北侧 1 号道口', storage: 'GZ01', width_meters: 4.5, status: 1, remark: null, tenant_id: demo },
      { code: 'G02', name: '南侧冷链道口', storage: 'FS02', width_meters: null, status: 0, remark: '冬季检修', tenant_id: demo },
      { code: 'G01', name: '嘉定 1 号道口', storage: 'SH01', width_meters: null, status: 1, remark: null, tenant_id: hdwl },
    ])
    // A document's lines, written inline, belong to their header.
    const lines = (
      await api.db.query(
        `SELECT p.plan_no, g.code AS gate, l.slot, l.trucks FROM gate_plan_line l JOIN gate_plan p ON p.id = l.plan_id JOIN gate g ON g.id = p.gate_id ORDER BY l.id`,
      )
    ).rows
    expect(lines).toEqual([
      { plan_no: 'GP001', gate: 'G02', slot: '08:00-10:00', trucks: 2 },
      { plan_no: 'GP001', gate: 'G02', slot: '10:00-12:00', trucks: 1 },
    ])
    // Seeding again changes nothing: rows are matched by the entity's unique keys.
    await seedDemoRows(api.db, api.config)
    expect(await fingerprint(api.db)).toEqual(after)
  })

  it('has a DEMO row the walkers can list, read, update and delete through the generic operations', async () => {
    const row = await firstRow(api.db, 'gate', demo)
    if (!row) throw new Error('demo data is missing for entity gate: no row of tenant DEMO in table gate')
    const token = await api.login('demo')
    const other = await api.login('demo2')
    const list = (await api.call('/gate/list', { pageIndex: 1, pageSize: 20 }, { token })).body
    expect(list.data.list.map((r: any) => [r.code, r.storageName])).toEqual(
      expect.arrayContaining([
        ['G01', '广州白云一号仓'],
        ['G02', '佛山南海二号仓'],
      ]),
    )
    expect(list.data.total).toBe(2)
    expect((await api.call('/gate/list', { pageIndex: 1, pageSize: 20 }, { token: other })).body.data.list.map((r: any) => r.name)).toEqual(['嘉定 1 号道口'])
    expect((await api.call('/gate/get', { id: row.id }, { token: other })).body.status).toBe(0)
    expect((await api.call('/gate/get', { id: row.id }, { token })).body.data).toMatchObject({ code: 'G01', widthMeters: 4.5 })
    const model = entityModel(api.config, 'gate')
    const updated = await api.call('/gate/update', { ...updatePayload(model, row), name: '北侧 1 号道口（改）' }, { token })
    expect(updated.body).toMatchObject({ status: 1, data: { id: row.id, version: row.version + 1 } })
    expect((await api.call('/gate/delete', { id: row.id }, { token })).body.status).toBe(1)
    expect(await firstRow(api.db, 'gate', demo)).toMatchObject({ code: 'G02' })
    expect((await api.call('/gate/list', { pageIndex: 1, pageSize: 20 }, { token })).body.data.total).toBe(1)
  })
})

describe('the demo rows are checked before anything is seeded', () => {
  it('a reference to a warehouse no demo row declares is a config error at its line', () => {
    const text = fixture('gate.yaml').replace('storageId: FS02', 'storageId: FS20')
    expect(() => configWithGate(text)).toThrow(
      'schemas/demo/gate.yaml:11:5 "storageId" 引用的 storage "FS20"（按 code）在 DEMO 的演示数据中没有声明（是否想写 "FS02"？）',
    )
  })

  it('a line field the line entity does not have is a config error at the line', () => {
    const planRows = fixture('gatePlan.yaml').replace('trucks: 1 }', 'truks: 1 }')
    const text = fixture('gate.yaml')
    expect(() => configWithGate(text, planRows)).toThrow(
      'schemas/demo/gatePlan.yaml:8:9 缺少必填字段 "trucks"（车次）\nschemas/demo/gatePlan.yaml:8:32 字段 "truks" 不在实体 "gatePlanLine" 中（是否想写 "trucks"？）',
    )
  })

  it('a value the entity refuses is refused by the seed too, naming the row', async () => {
    const config = configWithGate(null)
    config.demo.gate = { DEMO: { BAD: { code: 'g-1', name: '错误', storageId: 'GZ01' } } }
    await expect(seedDemoRows(api.db, config)).rejects.toThrow('演示数据 schemas/demo/gate.yaml DEMO.BAD：道口编码只能是大写字母、数字和 -')
  })
})
