// Issue 19: the implementer's guide (docs/implementer-guide.md, .en.md) builds 设备维修单 from
// config alone. Its files are this fixture; the guides must show them as they are, and the
// config they make must load, seed and work (list, form, numbering, workflow, approval, variant).
// A guide that rots fails here.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatError, loadConfig } from '../../src/config/load.ts'
import type { ConfigSource } from '../../src/config/load.ts'
import type { ScreenDef, WmsConfig } from '../../src/config/types.ts'
import { readConfigSources } from '../../src/server/config/project-config.ts'
import { diffTables } from '../../src/server/db/schema/ddl.ts'
import { tableModel } from '../../src/server/db/schema/table-model.ts'
import { seedDemoRows } from '../../src/server/seed/demo-rows.ts'
import { startApi, type TestApi } from '../support/api.ts'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
const fixture = (name: string) => read(`tests/api/fixtures/implementer-guide/${name}`)
// The fixture sits deeper than the product's files: its editor modelines point further up.
const asInProduct = (text: string) => text.replace('../../../../schemas/meta/', '../meta/')

/** Step 4 of the guide: the document type joins the approval types (the other schemas take them with x-enumOf). */
/** Step 4: the value and its name appended at the end of docType's enum and x-enumNames, whatever types came before. */
const addDocType = (text: string) =>
  text.replace(/("docType": \{[^}]*?"enum": \[[^\]]*)\]/, '$1, "repairOrder"]').replace(/("docType": \{[^}]*?"x-enumNames": \[[^\]]*)\]/, '$1, "设备维修单"]')

/** The delivered config with the guide's files added and edited in, as a newcomer's tree would be. */
function guideSources(): ConfigSource[] {
  const sources = readConfigSources(process.cwd()).map((s) => {
    if (s.path === 'screens.yaml' || s.path === 'endpoints.yaml') return { ...s, text: s.text + fixture(s.path) }
    if (s.path === 'schemas/variants/customer.yaml') return { ...s, text: s.text + fixture('customer.variant.yaml') }
    if (s.path === 'schemas/entities/approvalFlow.json') return { ...s, text: addDocType(s.text) }
    return s
  })
  sources.push(
    { path: 'schemas/entities/repairOrder.json', text: fixture('repairOrder.json') },
    { path: 'schemas/workflows/repairOrder.yaml', text: asInProduct(fixture('repairOrder.workflow.yaml')) },
    { path: 'schemas/demo/repairOrder.yaml', text: asInProduct(fixture('repairOrder.demo.yaml')) },
  )
  return sources
}

function guideConfig(variant: string): WmsConfig {
  const { config, errors } = loadConfig(guideSources(), { variant })
  if (!config) throw new Error(errors.map(formatError).join('\n'))
  return config
}

describe('the guides show the example as it is tested', () => {
  const files = ['repairOrder.json', 'repairOrder.workflow.yaml', 'repairOrder.demo.yaml', 'screens.yaml', 'endpoints.yaml', 'customer.variant.yaml']
  for (const guide of ['docs/implementer-guide.md', 'docs/implementer-guide.en.md']) {
    it(`${guide} holds every file of the example verbatim`, () => {
      const text = read(guide)
      for (const name of files) expect(text, name).toContain(asInProduct(fixture(name)).trim())
    })
  }

  it('step 8 shows the message check-config gives for a misspelt key of the overlay (the line aside: it moves with the file)', () => {
    const typo = guideSources().map((s) =>
      s.path === 'schemas/variants/customer.yaml' ? { ...s, text: s.text.replace('{ cost: null }', '{ costs: null }') } : s,
    )
    const errors = loadConfig(typo, { variant: 'customer' }).errors.map(formatError)
    expect(errors).toHaveLength(1)
    const lineAside = (text: string) => text.replace(/^(schemas\/variants\/customer\.yaml):\d+:/, '$1:<line>:')
    for (const guide of ['docs/implementer-guide.md', 'docs/implementer-guide.en.md']) {
      const shown = read(guide).match(/^schemas\/variants\/customer\.yaml:.*?(?=  \[变体 customer\]$)/m)
      expect(lineAside(shown?.[0] ?? ''), guide).toBe(lineAside(errors[0]))
    }
  })

  it('steps 3 and 4 quote what check-config says while the calls, screens and the approval type are still missing', () => {
    const atStep3 = readConfigSources(process.cwd()).concat(
      { path: 'schemas/entities/repairOrder.json', text: fixture('repairOrder.json') },
      { path: 'schemas/workflows/repairOrder.yaml', text: asInProduct(fixture('repairOrder.workflow.yaml')) },
    )
    const errors = loadConfig(atStep3, { variant: 'prison' }).errors.map((e) => formatError(e).replace(/ {2}\[变体 \w+\]$/, ''))
    const quoted = ['接口 "/v1/repair/submit" 不存在', 'schemas/workflows/repairOrder.yaml:12:13 审批单据类型 "repairOrder" 不在 approvalFlow.docType 的取值中']
    for (const text of quoted) {
      expect(
        errors.some((e) => e.endsWith(text)),
        text,
      ).toBe(true)
      for (const guide of ['docs/implementer-guide.md', 'docs/implementer-guide.en.md']) expect(read(guide), guide).toContain('`' + text + '`')
    }
  })

  it('the one edit of step 4 makes the type valid in every approval query', () => {
    const config = guideConfig('prison')
    for (const query of ['approvalInstance', 'approvalPageQuery', 'approvalCountQuery', 'flowConfigQuery', 'flowConfigSave']) {
      expect(config.entities[query].properties.docType.enum, query).toContain('repairOrder')
    }
  })
})

describe('the config of the guide', () => {
  it('loads without a message in every variant', () => {
    for (const variant of ['prison', 'customer', 'prison-md5']) expect(loadConfig(guideSources(), { variant }).errors.map(formatError)).toEqual([])
  })

  it('the customer variant renames the list and drops the cost column and field (null deletes)', () => {
    const screen = (variant: string, key: string) => guideConfig(variant).screens[key] as ScreenDef
    expect(screen('customer', 'repair-order').title).toBe('设备报修')
    expect(Object.keys(screen('customer', 'repair-order').columns ?? {})).not.toContain('cost')
    expect(Object.keys(screen('customer', 'repair-order-edit').fields ?? {})).not.toContain('cost')
    expect(Object.keys(screen('prison', 'repair-order').columns ?? {})).toContain('cost')
  })
})

describe('设备维修单 through the API', () => {
  let api: TestApi
  let demo: string, approver: string
  const call = async (path: string, payload: unknown, token: string) => (await api.call(path, payload, { token })).body

  beforeAll(async () => {
    const config = guideConfig('prison')
    api = await startApi({ configure: (c) => Object.assign(c, config) })
    // What the migration of step 9 (npm run migrations -- new repair_order) creates.
    await api.db.exec(diffTables([], [tableModel(config.entities.repairOrder, config.entities)]).statements.join('\n'))
    await seedDemoRows(api.db, api.config)
    demo = await api.login('demo')
    approver = await api.login('approver')
  })
  afterAll(() => api.close())

  it('lists the demo rows of each tenant only to that tenant', async () => {
    const list = await call('/v1/repair/list', { pageIndex: 1, pageSize: 20 }, demo)
    expect(list.data.list.map((r: any) => [r.orderNo, r.storageName, r.status])).toEqual([
      ['WX20260101002', '佛山南海二号仓', 0],
      ['WX20260101001', '广州白云一号仓', 0],
    ])
    const other = await call('/v1/repair/list', { pageIndex: 1, pageSize: 20 }, await api.login('demo2'))
    expect(other.data.list.map((r: any) => r.equipmentName)).toEqual(['手持终端 PDA-07'])
  })

  it('numbers a new order, names the field of a refused value, and needs no approval while no flow is bound', async () => {
    const refused = await call('/v1/repair/add', { storageId: 1, equipmentName: '称重台', fault: '读数漂移', cost: -5 }, demo)
    expect(refused).toMatchObject({ status: 0, message: '预计费用不能小于 0' })
    const { id } = (await call('/v1/repair/add', { storageId: 1, equipmentName: '称重台', fault: '读数漂移', cost: 80 }, demo)).data
    const made = (await call('/v1/repair/get', { id }, demo)).data
    expect(made.orderNo).toMatch(/^WX\d{8}001$/)
    expect((await call('/v1/repair/submit', { id, version: made.version }, demo)).data.status).toBe(20)
  })

  it('goes through the approval once a flow is bound: the approver accepts, or rejects back to 草稿', async () => {
    expect((await call('/v1/approving/flowconfig/add', { docType: 'repairOrder', templateId: 2, enabled: true }, demo)).status).toBe(1)
    const rows = (await call('/v1/repair/list', { pageIndex: 1, pageSize: 20, equipmentName: '叉车' }, demo)).data.list
    const forklift = rows[0]
    expect((await call('/v1/repair/submit', { id: forklift.id, version: forklift.version }, demo)).data.status).toBe(10)
    const waiting = (await call('/v1/approving/page', { pageIndex: 1, pageSize: 20, docType: 'repairOrder' }, approver)).data.list
    expect(waiting.map((r: any) => [r.docNo, r.summary])).toEqual([['WX20260101001', '3 号电动叉车 · 起升无力，液压油渗漏']])
    expect((await call('/v1/approving/accept', { id: waiting[0].id, nodeIndex: 0, opinion: '同意维修' }, approver)).status).toBe(1)
    expect((await call('/v1/repair/get', { id: forklift.id }, demo)).data.status).toBe(20)

    const door = (await call('/v1/repair/list', { pageIndex: 1, pageSize: 20, equipmentName: '卷帘门' }, demo)).data.list[0]
    await call('/v1/repair/submit', { id: door.id, version: door.version }, demo)
    const next = (await call('/v1/approving/page', { pageIndex: 1, pageSize: 20, docType: 'repairOrder' }, approver)).data.list
    expect((await call('/v1/approving/reject', { id: next[0].id, nodeIndex: 0, opinion: '先报厂家保修' }, approver)).status).toBe(1)
    expect((await call('/v1/repair/get', { id: door.id }, demo)).data.status).toBe(0)
  })

  it('keeps keeper, left with 佛山南海二号仓 under 可用仓库 (step 10.6), from the order of 广州白云一号仓', async () => {
    const fs02 = (await api.db.query(`SELECT id FROM storage WHERE code = 'FS02'`)).rows[0].id
    const keeper = (await api.db.query(`SELECT id, version FROM sys_user WHERE account = 'keeper'`)).rows[0]
    expect((await call('/user/update', { id: keeper.id, version: keeper.version, storageIds: [fs02] }, demo)).status).toBe(1)
    const seen = (await call('/v1/repair/list', { pageIndex: 1, pageSize: 20 }, await api.login('keeper'))).data.list
    expect(seen.map((r: any) => r.storageName)).not.toContain('广州白云一号仓')
    expect(seen.map((r: any) => r.orderNo)).toContain('WX20260101002')
  })
})
