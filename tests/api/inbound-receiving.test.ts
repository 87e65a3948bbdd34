// Reservations and scan-in (DOMAIN §3 入库预约/入库单): numbered reservations with lines, the
// review transitions, scans that receive at the receiving location (待检 when inspection is
// needed), double scans counted once, over-receipt refused unless allowed, finishing short.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { verifyStock } from '../../src/server/domain/stock/index.ts'

let api: TestApi
let demo: string
let skus: { id: number; code: string; barcode: string | null }[]
let storageId: number
beforeAll(async () => {
  api = await startApi()
  demo = await api.login('demo')
  const t = (await api.db.query(`SELECT id FROM tenant WHERE code = 'DEMO'`)).rows[0].id
  skus = (
    await api.db.query<{ id: number; code: string; barcode: string | null }>(
      `SELECT id, code, barcode FROM sku WHERE tenant_id = $1 AND barcode IS NOT NULL ORDER BY id LIMIT 3`,
      [t],
    )
  ).rows
  storageId = (await api.db.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [t])).rows[0].id
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}) => api.call(path, payload, { token: demo }).then((r) => r.body)
const key = () => crypto.randomUUID()
async function reservation(extra: object = {}) {
  const r = await call('/v1/bespeak/add', { bespeakType: 1, storageId, lines: skus.map((s, i) => ({ skuId: s.id, qty: 3 + i })), ...extra })
  expect(r.status, r.message).toBe(1)
  return r.data.id as number
}
const ledgerOf = async (bespeakId: number) =>
  (
    await api.db.query(
      `SELECT l.sku_id, sum(l.qty)::float AS qty, b.stock_status AS status, loc.code AS location
       FROM stock_ledger l JOIN stock_in si ON si.tenant_id = l.tenant_id AND si.id = l.doc_id AND l.doc_type = 'stockIn'
       JOIN stock_balance b ON b.tenant_id = l.tenant_id AND b.id = l.balance_id JOIN location loc ON loc.tenant_id = b.tenant_id AND loc.id = b.location_id
      WHERE si.bespeak_id = $1 GROUP BY l.sku_id, b.stock_status, loc.code ORDER BY l.sku_id`,
      [bespeakId],
    )
  ).rows

describe('reservations', () => {
  it('numbers a reservation, sums its lines, and refuses a SKU twice or no lines', async () => {
    const id = await reservation()
    const got = (await call('/v1/bespeak/get', { id })).data
    expect(got).toMatchObject({ bespeakNo: expect.stringMatching(/^YY\d{12}$/), status: 0, totalQty: 12, receivedQty: 0 })
    expect((await call('/v1/bespeak/add', { bespeakType: 1, storageId, lines: [] })).message).toBe('请至少选择 1 项明细')
    expect(
      (
        await call('/v1/bespeak/add', {
          bespeakType: 1,
          storageId,
          lines: [
            { skuId: skus[0].id, qty: 1 },
            { skuId: skus[0].id, qty: 2 },
          ],
        })
      ).message,
    ).toBe('第 2 行与前面的商品和批次重复')
  })

  it('is reviewed before goods can be received, and cannot be edited once approved', async () => {
    const id = await reservation()
    expect((await call('/v1/inScan/scan', { bespeakId: id, code: skus[0].barcode!, scanKey: key() })).message).toMatch(/当前不能收货/)
    expect((await call('/v1/bespeak/approve', { id })).status).toBe(1)
    const version = (await call('/v1/bespeak/get', { id })).data.version
    expect((await call('/v1/bespeak/update', { id, version, remark: 'x' })).message).toBe('只有待审核或已拒绝的预约可以修改')
    expect((await call('/v1/bespeak/unapprove', { id })).status).toBe(1)
    expect((await call('/v1/bespeak/cancel', { id })).status).toBe(1)
    expect((await call('/v1/bespeak/approve', { id })).message).toMatch(/当前状态“已取消”不能执行“审核”/)
  })
})

describe('scan-in', () => {
  it('receives scans at the receiving location, counts a double scan once, refuses over-receipt unless allowed', async () => {
    const id = await reservation()
    await call('/v1/bespeak/approve', { id })
    const first = key()
    const r1 = await call('/v1/inScan/scan', { bespeakId: id, code: skus[0].barcode!, scanKey: first })
    expect(r1.data).toMatchObject({ duplicate: false, message: '已收货 1', line: { receivedQty: 1, qty: 3, remaining: 2 }, bespeak: { status: 20 } })
    expect((await call('/v1/inScan/scan', { bespeakId: id, code: skus[0].barcode!, scanKey: first })).data).toMatchObject({
      duplicate: true,
      message: '重复扫描，已忽略',
    })
    await call('/v1/inScan/scan', { bespeakId: id, code: skus[0].code, qty: 2, scanKey: key() })
    expect((await call('/v1/inScan/scan', { bespeakId: id, code: skus[0].barcode!, scanKey: key() })).message).toBe(
      '超出预约数量：该商品预约 3，已收 3，本次 1',
    )
    expect((await call('/v1/inScan/scan', { bespeakId: id, code: skus[0].barcode!, scanKey: key(), allowOver: true })).status).toBe(1)
    expect((await call('/v1/inScan/scan', { bespeakId: id, code: 'NO-SUCH-CODE', scanKey: key() })).message).toBe('没有条码或编码为 NO-SUCH-CODE 的商品')
    const rows = await ledgerOf(id)
    expect(rows).toEqual([{ sku_id: skus[0].id, qty: 4, status: 1, location: expect.any(String) }])
    const lookup = (await call('/v1/inScan/lookup', { bespeakNo: (await call('/v1/bespeak/get', { id })).data.bespeakNo })).data
    expect(lookup.lines.map((l: any) => l.receivedQty)).toEqual([4, 0, 0])
  })

  it('receives as 待检 when inspection is needed, and finishes short', async () => {
    const id = await reservation({ needInspection: true })
    await call('/v1/bespeak/approve', { id })
    await call('/v1/inScan/scan', { bespeakId: id, code: skus[1].barcode!, qty: 4, scanKey: key() })
    expect((await ledgerOf(id)).map((r) => r.status)).toEqual([2])
    expect((await call('/v1/inScan/finish', { id })).status).toBe(1)
    const got = (await call('/v1/bespeak/get', { id })).data
    expect(got).toMatchObject({ status: 30, totalQty: 12, receivedQty: 4 })
    expect((await call('/v1/inScan/scan', { bespeakId: id, code: skus[1].barcode!, scanKey: key() })).message).toMatch(/当前不能收货/)
    const stockIn = (await call('/v1/stockIn/list', { pageSize: 10 })).data.list.find((s: any) => s.bespeakId === id)
    expect(stockIn).toMatchObject({ status: 0, totalQty: 4 })
  })

  it('posts 30 parallel sends of one scan once', async () => {
    const id = await reservation()
    await call('/v1/bespeak/approve', { id })
    const k = key()
    const answers = await Promise.all(Array.from({ length: 30 }, () => call('/v1/inScan/scan', { bespeakId: id, code: skus[2].barcode!, scanKey: k })))
    expect(answers.filter((a) => a.status === 1 && !a.data.duplicate)).toHaveLength(1)
    expect(answers.every((a) => a.status === 1)).toBe(true)
    expect((await ledgerOf(id)).map((r) => r.qty)).toEqual([1])
    expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
  })
})

describe('reservations from purchase orders', () => {
  it('books what is still to come, and receipts move the purchase order to 部分入库', async () => {
    const po = (
      await api.db.query(
        `SELECT p.id, p.purchase_no FROM purchase p JOIN tenant t ON t.id = p.tenant_id
        WHERE t.code = 'DEMO' AND p.status = 20 AND p.storage_id = $1 ORDER BY p.id LIMIT 1`,
        [storageId],
      )
    ).rows[0]
    expect(po, 'a demo purchase order waiting for goods in GZ01').toBeTruthy()
    const options = (await call('/v1/bespeak/purchaseOptions', { status: [20, 30] })).data
    expect(options.map((o: any) => o.value)).toContain(po.id)
    const r = await call('/v1/bespeak/fromPurchase', { purchaseId: po.id })
    expect(r.status, r.message).toBe(1)
    expect((await call('/v1/bespeak/fromPurchase', { purchaseId: po.id })).message).toMatch(/都已到货或已预约/)
    await call('/v1/bespeak/approve', { id: r.data.id })
    const lookup = (await call('/v1/inScan/lookup', { id: r.data.id })).data
    expect(lookup.purchaseNo).toBe(po.purchase_no)
    const first = lookup.lines[0]
    const scan = await call('/v1/inScan/scan', { bespeakId: r.data.id, code: first.barcode ?? first.skuCode, qty: 1, scanKey: key() })
    expect(scan.status, scan.message).toBe(1)
    const after = (await api.db.query(`SELECT status FROM purchase WHERE id = $1`, [po.id])).rows[0]
    expect(after.status).toBe(30)
  })
})

describe('inspection and shelving', () => {
  const stockInOf = async (bespeakId: number) => (await api.db.query(`SELECT id FROM stock_in WHERE bespeak_id = $1`, [bespeakId])).rows[0].id as number
  const linesOf = async (stockInId: number) =>
    (await api.db.query(`SELECT id, sku_id, qty::float AS qty, stock_status FROM stock_in_line WHERE stock_in_id = $1 ORDER BY id`, [stockInId])).rows
  const onHand = async (skuId: number, status: number, locationId?: number) =>
    Number(
      (
        await api.db.query(
          `SELECT COALESCE(sum(on_hand), 0) AS q FROM stock_balance WHERE sku_id = $1 AND stock_status = $2 AND ($3::bigint IS NULL OR location_id = $3)`,
          [skuId, status, locationId ?? null],
        )
      ).rows[0].q,
    )

  it('turns 待检 into 合格, 不合格 and rejected, then shelves the qualified goods to suggested locations', async () => {
    const id = await reservation({ needInspection: true })
    await call('/v1/bespeak/approve', { id })
    await call('/v1/inScan/scan', { bespeakId: id, code: skus[0].barcode!, qty: 3, scanKey: key() })
    await call('/v1/inScan/scan', { bespeakId: id, code: skus[1].barcode!, qty: 4, scanKey: key() })
    const stockInId = await stockInOf(id)
    const [a, b] = await linesOf(stockInId)
    expect((await call('/v1/shelf/confirm', { stockInId, lines: [{ stockInLineId: a.id, locationId: 1, qty: 1 }] })).message).toMatch(/不能上架/)
    const unbalanced = await call('/v1/inspection/submit', {
      stockInId,
      lines: [
        { stockInLineId: a.id, qualifiedQty: 2 },
        { stockInLineId: b.id, qualifiedQty: 4 },
      ],
    })
    expect(unbalanced.message).toBe(`${skus[0].code} 送检 3，合格、不合格与拒收合计 2，两者须相等`)
    const before = { ok: await onHand(a.sku_id, 1), bad: await onHand(a.sku_id, 4) }
    const done = await call('/v1/inspection/submit', {
      stockInId,
      report: '外包装完好',
      lines: [
        { stockInLineId: a.id, qualifiedQty: 2, unqualifiedQty: 1 },
        { stockInLineId: b.id, qualifiedQty: 3, rejectedQty: 1 },
      ],
    })
    expect(done.status, done.message).toBe(1)
    expect(await onHand(a.sku_id, 1)).toBe(before.ok + 2)
    expect(await onHand(a.sku_id, 4)).toBe(before.bad + 1)
    expect((await call('/v1/inspection/submit', { stockInId, lines: [{ stockInLineId: a.id, qualifiedQty: 3 }] })).message).toMatch(/不是待质检/)

    const suggestions = (await call('/v1/shelf/suggest', { stockInId })).data
    expect(suggestions.map((s: any) => [s.stockInLineId, s.qty])).toEqual([
      [a.id, 2],
      [b.id, 3],
    ])
    expect(suggestions.every((s: any) => s.locationId)).toBe(true)
    const over = await call('/v1/shelf/confirm', { stockInId, lines: [{ stockInLineId: a.id, locationId: suggestions[0].locationId, qty: 3 }] })
    expect(over.message).toBe(`${skus[0].code} 可上架 2，本次 3，超出可上架数量`)
    const part = await call('/v1/shelf/confirm', { stockInId, lines: [{ stockInLineId: a.id, locationId: suggestions[0].locationId, qty: 2 }] })
    expect(part.data).toEqual({ status: 20 })
    const atTarget = await onHand(a.sku_id, 1, suggestions[0].locationId)
    expect(atTarget).toBeGreaterThanOrEqual(2)
    const rest = await call('/v1/shelf/confirm', { stockInId, lines: [{ stockInLineId: b.id, locationId: suggestions[1].locationId, qty: 3 }] })
    expect(rest.data).toEqual({ status: 30 })
    expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
  })
})
