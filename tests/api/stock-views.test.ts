// stock-total and stock-locate read the balance table: sums per SKU by status, rows per
// location and lot, the current warehouse by default, owner scope, exports, tenant isolation;
// and the demo's opening stock passes verify-stock.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import { allocate, move, receive, STOCK_STATUS, verifyStock } from '../../src/server/domain/stock/index.ts'

let api: TestApi
let demo: string
let f: StockFixture
beforeAll(async () => {
  api = await startApi()
  demo = await api.login('demo')
  f = await stockFixture(api.db)
  const key = (loc: number, extra = {}) => ({
    storageId: f.storageId,
    locationId: f.locations[loc],
    skuId: f.skus[0],
    stockStatus: STOCK_STATUS.normal,
    ...extra,
  })
  await f.run(async (tx) => {
    await receive(tx, { docType: 'test', lineId: 1 }, key(0, { batchNo: 'L1', expiryDate: '2099-01-01' }), 30)
    await receive(tx, { docType: 'test', lineId: 2 }, key(1), 20)
    await move(tx, { docType: 'test', lineId: 3 }, key(1), { stockStatus: STOCK_STATUS.frozen }, 5)
    await receive(tx, { docType: 'test', lineId: 4 }, key(2, { stockStatus: STOCK_STATUS.qc }), 7)
    await allocate(tx, { docType: 'order' }, [{ lineId: 5, storageId: f.storageId, skuId: f.skus[0], qty: 12 }])
  })
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}, token = demo) => api.call(path, payload, { token })

describe('stock views', () => {
  it('sums a SKU by status on stock-total', async () => {
    const r = await call('/v1/stock/total', { storageId: f.storageId })
    expect(r.body.data.list).toEqual([
      expect.objectContaining({ skuCode: f.skuCodes.get(f.skus[0]), onHand: 57, allocated: 12, available: 33, frozen: 5, qc: 7, damaged: 0 }),
    ])
  })

  it('lists each balance row on stock-locate, filtered by lot and status', async () => {
    const all = (await call('/v1/stock/locate', { storageId: f.storageId })).body.data
    expect(all.total).toBe(4)
    const lot = (await call('/v1/stock/locate', { storageId: f.storageId, batchNo: 'L1' })).body.data.list
    expect(lot).toEqual([
      expect.objectContaining({ batchNo: 'L1', expiryDate: '2099-01-01', onHand: 30, stockStatus: 1, locationCode: expect.stringMatching(/-1$/) }),
    ])
    const frozen = (await call('/v1/stock/locate', { storageId: f.storageId, stockStatus: 3 })).body.data.list
    expect(frozen.map((r: any) => r.onHand)).toEqual([5])
  })

  it('shows the current warehouse when no warehouse is chosen, and the demo opening stock there', async () => {
    const r = (await call('/v1/stock/total', {})).body.data
    expect(r.total).toBeGreaterThan(20)
    expect(r.list.some((x: any) => x.skuCode === f.skuCodes.get(f.skus[0]))).toBe(false)
    const everywhere = (await call('/v1/stock/total', { allStorages: true, keyword: f.skuCodes.get(f.skus[0]) })).body.data
    expect(everywhere.total).toBe(1)
  })

  it('exports with Chinese headers and labels', async () => {
    const r = await call('/v1/stock/locate/export', { storageId: f.storageId, columns: ['locationCode', 'skuCode', 'stockStatus', 'onHand'] })
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(r.bytes!)
    const ws = wb.worksheets[0]
    expect(ws.getRow(1).values).toEqual([undefined, '库位', '规格编码', '库存状态', '在库数量'])
    expect(ws.rowCount).toBe(5)
    expect((ws.getColumn(3).values as unknown[]).slice(2).sort()).toEqual(['合格', '合格', '待检', '冻结'].sort())
  })

  it('never shows another tenant stock', async () => {
    const other = await api.login('demo2')
    const r = (await call('/v1/stock/locate', { storageId: f.storageId }, other)).body.data
    expect(r.total).toBe(0)
  })

  it('keeps a user kept to one owner to that owner stock', async () => {
    const owners = (await call('/v1/owner/options', {})).body.data
    const role = (await api.db.query(`SELECT id FROM sys_role WHERE name = '仓管员'`)).rows[0].id
    await call('/user/add', {
      account: 'ownerone',
      userName: 'o',
      realName: '货主专员',
      userType: 3,
      roleIds: [role],
      ownerIds: [owners[0].value],
      password: 'Owner2026',
    })
    const t = (await api.call('/login', { account: 'ownerone', password: 'Owner2026' })).body.data.token
    await api.call('/user/upgrade/password', { oldPwd: 'Owner2026', newPwd: 'Owner2027' }, { token: t })
    const rows = (await call('/v1/stock/locate', { allStorages: true, pageSize: 200 }, t)).body.data.list
    expect(rows.length).toBeGreaterThan(0)
    expect(new Set(rows.map((r: any) => r.ownerName))).toEqual(new Set([owners[0].label]))
  })

  it('the demo opening stock passes verify-stock', async () => {
    expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
  })
})
