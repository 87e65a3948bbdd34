// Sales-return reservations (cancel-reservation), inspection projects on the inspection report,
// and closing a putaway: the rules of DOMAIN §3 for 入库预约 type 退货入库, 质检单 (projects and
// report) and 上架单 (close).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { verifyStock } from '../../src/server/domain/stock/index.ts'

let api: TestApi
let demo: string
let tenantId: number
let skus: { id: number; code: string; barcode: string }[]
let storageId: number
let customerId: number
beforeAll(async () => {
  api = await startApi()
  demo = await api.login('demo')
  tenantId = (await api.db.query(`SELECT id FROM tenant WHERE code = 'DEMO'`)).rows[0].id
  skus = (
    await api.db.query<{ id: number; code: string; barcode: string }>(
      `SELECT id, code, barcode FROM sku WHERE tenant_id = $1 AND barcode IS NOT NULL ORDER BY id LIMIT 2`,
      [tenantId],
    )
  ).rows
  storageId = (await api.db.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [tenantId])).rows[0].id
  customerId = (await api.db.query(`SELECT id FROM customer WHERE tenant_id = $1 ORDER BY id LIMIT 1`, [tenantId])).rows[0].id
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}, token = demo) => api.call(path, payload, { token }).then((r) => r.body)
const key = () => crypto.randomUUID()

/** A reservation received whole as 待检; answers its stock-in and lines. */
async function receivedForInspection(extra: object = {}) {
  const r = await call('/v1/bespeak/add', { bespeakType: 1, storageId, needInspection: true, lines: skus.map((s) => ({ skuId: s.id, qty: 5 })), ...extra })
  expect(r.status, r.message).toBe(1)
  await call('/v1/bespeak/approve', { id: r.data.id })
  for (const s of skus) expect((await call('/v1/inScan/scan', { bespeakId: r.data.id, code: s.barcode, qty: 5, scanKey: key() })).status).toBe(1)
  const stockInId = (await api.db.query(`SELECT id FROM stock_in WHERE bespeak_id = $1`, [r.data.id])).rows[0].id as number
  const lines = (await api.db.query(`SELECT id FROM stock_in_line WHERE stock_in_id = $1 ORDER BY id`, [stockInId])).rows.map((l) => l.id as number)
  return { bespeakId: r.data.id as number, stockInId, lines }
}

describe('sales-return reservations (退货预约)', () => {
  it('need a customer, and list apart from other reservations', async () => {
    const noCustomer = await call('/v1/bespeak/add', { bespeakType: 2, storageId, lines: [{ skuId: skus[0].id, qty: 2 }] })
    expect(noCustomer).toMatchObject({ status: 0, message: '退货预约须选择退货客户' })
    const r = await call('/v1/bespeak/add', {
      bespeakType: 2,
      customerId,
      sourceNo: 'SO-T-1',
      returnReason: '临期',
      storageId,
      needInspection: true,
      lines: [{ skuId: skus[0].id, qty: 2 }],
    })
    expect(r.status, r.message).toBe(1)
    const returns = (await call('/v1/bespeak/returnList', { pageSize: 200 })).data
    expect(returns.list.every((b: any) => b.bespeakType === 2)).toBe(true)
    expect(returns.list.find((b: any) => b.id === r.data.id)).toMatchObject({ customerName: expect.any(String), sourceNo: 'SO-T-1', providerId: null })
    // The payload cannot widen the fixed condition.
    const widened = (await call('/v1/bespeak/returnList', { bespeakType: 1, pageSize: 200 })).data
    expect(widened.list.every((b: any) => b.bespeakType === 2)).toBe(true)
  })

  it('are reviewed by the approver, who has no other inbound function', async () => {
    const approver = await api.login('approver')
    const r = await call('/v1/bespeak/add', { bespeakType: 2, customerId, storageId, lines: [{ skuId: skus[1].id, qty: 1 }] })
    expect((await call('/v1/bespeak/approve', { id: r.data.id }, approver)).status).toBe(1)
    expect((await call('/v1/bespeak/add', { bespeakType: 2, customerId, storageId, lines: [{ skuId: skus[1].id, qty: 1 }] }, approver)).status).not.toBe(1)
  })
})

describe('inspection projects and the report', () => {
  const project = async (code: string) =>
    (await api.db.query(`SELECT id FROM inspect_project WHERE tenant_id = $1 AND code = $2`, [tenantId, code])).rows[0].id as number

  it('judges values against the project limits and refuses an out-of-limit 合格', async () => {
    const { stockInId, lines } = await receivedForInspection()
    const [sensory, moisture] = [await project('JC001'), await project('JC003')]
    const decide = lines.map((id) => ({ stockInLineId: id, qualifiedQty: 5 }))
    const refused = await call('/v1/inspection/submit', { stockInId, results: [{ projectId: moisture, value: 15.2, passed: true }], lines: decide })
    expect(refused.message).toBe('「水分」检测值 15.2 超出限值 0 ~ 14.5%，不能判定为合格')
    const missing = await call('/v1/inspection/submit', { stockInId, results: [{ projectId: sensory }], lines: decide })
    expect(missing.message).toBe('请填写「感官检验」的检测值或判定结果')
    // Nothing was written by the refused calls: the stock-in still waits for inspection.
    expect((await api.db.query(`SELECT status FROM stock_in WHERE id = $1`, [stockInId])).rows[0].status).toBe(0)

    const ok = await call('/v1/inspection/submit', {
      stockInId,
      report: '合格',
      results: [
        { projectId: sensory, passed: true, remark: '正常' },
        { projectId: moisture, value: 15.2 },
      ],
      lines: decide,
    })
    expect(ok.status, ok.message).toBe(1)
    const report = (await call('/inspect/in/report/get', { id: ok.data.id })).data
    expect(report).toMatchObject({ inspectionNo: ok.data.inspectionNo, qualifiedQty: 10, report: '合格', projectIds: [sensory, moisture] })
    expect(report.lines).toHaveLength(2)
    expect(report.results.map((r: any) => [r.projectName, r.value, r.passed])).toEqual([
      ['感官检验', null, true],
      ['水分', 15.2, false],
    ])
    expect((await call('/v1/inspection/get', { id: ok.data.id })).data.results).toHaveLength(2)
  })

  it('refuses the same project twice and another tenant’s project', async () => {
    const { stockInId, lines } = await receivedForInspection()
    const sensory = await project('JC001')
    const decide = lines.map((id) => ({ stockInLineId: id, qualifiedQty: 5 }))
    expect(
      (
        await call('/v1/inspection/submit', {
          stockInId,
          results: [
            { projectId: sensory, passed: true },
            { projectId: sensory, passed: false },
          ],
          lines: decide,
        })
      ).message,
    ).toBe('检测项目不能重复')
    const other = (await api.db.query(`SELECT id FROM inspect_project WHERE tenant_id <> $1 LIMIT 1`, [tenantId])).rows[0].id
    expect((await call('/v1/inspection/submit', { stockInId, results: [{ projectId: other, passed: true }], lines: decide })).message).toBe(
      `检测项目 ${other} 不存在`,
    )
  })
})

describe('closing a putaway', () => {
  it('leaves what is not shelved at the receiving location and takes the stock-in off the putaway list', async () => {
    const { stockInId, lines } = await receivedForInspection({ needInspection: false })
    const suggestion = (await call('/v1/shelf/suggest', { stockInId })).data[0]
    expect((await call('/v1/shelf/confirm', { stockInId, lines: [{ stockInLineId: lines[0], locationId: suggestion.locationId, qty: 5 }] })).data).toEqual({
      status: 20,
    })
    const closed = await call('/v1/shelf/close', { id: stockInId, remark: '库位已满' })
    expect(closed.data).toEqual({ status: 90, left: 5 })
    expect((await call('/v1/shelf/confirm', { stockInId, lines: [{ stockInLineId: lines[1], locationId: suggestion.locationId, qty: 1 }] })).message).toMatch(
      /不能上架/,
    )
    expect((await call('/v1/shelf/close', { id: stockInId })).message).toMatch(/不能关闭上架/)
    const log = (await api.db.query(`SELECT title, remark FROM document_log WHERE doc_type = 'stockIn' AND doc_id = $1`, [stockInId])).rows
    expect(log).toEqual([{ title: '关闭上架', remark: '未上架 5 留在收货库位；库位已满' }])
    expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
  })
})

describe('库存校验 (stock verification on the stock-total screen)', () => {
  it('passes on the tenant’s rows and names a stock-in line whose ledger disagrees', async () => {
    expect((await call('/v1/stock/verify')).data).toMatchObject({ passed: true, summary: expect.stringMatching(/^\d+ 项检查全部通过$/) })
    const { lines } = await receivedForInspection({ needInspection: false })
    await api.db.query(`UPDATE stock_in_line SET qty = qty + 1 WHERE id = $1`, [lines[0]])
    try {
      const broken = (await call('/v1/stock/verify')).data
      expect(broken.passed).toBe(false)
      expect(broken.summary).toBe('1 项检查未通过：入库明细的收货数量等于其收货流水（1 处）')
      expect(broken.checks.find((c: any) => c.broken.length).broken).toEqual([expect.objectContaining({ stock_in_line_id: lines[0], qty: 6, ledger: 5 })])
      // Another tenant's check sees none of it.
      expect((await call('/v1/stock/verify', {}, await api.login('demo2'))).data.passed).toBe(true)
    } finally {
      await api.db.query(`UPDATE stock_in_line SET qty = qty - 1 WHERE id = $1`, [lines[0]])
    }
  })
})
