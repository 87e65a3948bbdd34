// 应付账款 (payables): each demo supplier's payable reconciles with its documents (receipts at the
// order's tax-inclusive price, less accepted returns and settlements), the ageing buckets settle
// the oldest debits first, 对账 records the balance and reads 已对账 until a later entry, a stale
// 对账 is refused, the keeper may not read it, and a user kept to a warehouse sums only its entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import { postGoods, postMoney, SOURCE } from '../../src/server/domain/payable/post.ts'
import { createUser } from '../../src/server/domain/users/create-user.ts'

let api: TestApi
let f: StockFixture
const token: Record<string, string> = {}

beforeAll(async () => {
  api = await startApi()
  for (const a of ['keeper', 'finance']) token[a] = await api.login(a)
  f = await stockFixture(api.db)
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}, who = 'finance') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const ok = async (path: string, payload: object = {}, who = 'finance') => {
  const r = await call(path, payload, who)
  expect(r.status, `${path}: ${r.message}`).toBe(1)
  return r.data
}
const text = async (sql: string, params: unknown[]) => (await api.db.query(sql, params)).rows[0].v as string | null

let made = 0
/** A supplier of its own with one approved order of the fixture's warehouse: a line per price. */
const supplierOrder = async (prices: string[]) =>
  f.run(async (tx) => {
    const n = `${process.pid % 1000}${++made}`
    const provider = (
      await tx.query(`INSERT INTO provider (tenant_id, code, name) VALUES (app_tenant_id(), $1, $2) RETURNING id`, [`YF${n}`, `应付测试供应商${n}`])
    ).rows[0].id as number
    const purchase = (
      await tx.query(`INSERT INTO purchase (tenant_id, purchase_no, provider_id, storage_id, status) VALUES (app_tenant_id(), $1, $2, $3, 20) RETURNING id`, [
        `CGYF${n}`,
        provider,
        f.storageId,
      ])
    ).rows[0].id as number
    const lines: number[] = []
    for (const [i, price] of prices.entries())
      lines.push(
        (
          await tx.query(`INSERT INTO purchase_line (tenant_id, purchase_id, sku_id, qty, price) VALUES (app_tenant_id(), $1, $2, 1000, $3) RETURNING id`, [
            purchase,
            f.skus[i],
            price,
          ])
        ).rows[0].id as number,
      )
    return { provider: Number(provider), purchase: Number(purchase), lines: lines.map(Number) }
  })
const rowOf = async (providerId: number, who = 'finance') => (await ok('/v1/purchase/Financial/List', { providerId, pageIndex: 1, pageSize: 10 }, who)).list[0]

describe('reconciliation with the documents', () => {
  it('every demo supplier owes what its receipts at the tax-inclusive price come to, less accepted returns and settlements', async () => {
    const page = await ok('/v1/purchase/Financial/List', { pageIndex: 1, pageSize: 200 })
    expect(page.total).toBeGreaterThan(2)
    const tenant = f.tenantId
    for (const row of page.list) {
      const expected = await text(
        `SELECT (COALESCE((SELECT sum(round(l.received_qty * l.price, 2)) FROM purchase_line l JOIN purchase h ON h.id = l.purchase_id WHERE h.tenant_id = $1 AND h.provider_id = $2), 0)
               - COALESCE((SELECT sum(rl.amount) FROM purchase_return_line rl JOIN purchase_return r ON r.id = rl.return_id WHERE r.tenant_id = $1 AND r.provider_id = $2 AND r.status = 20), 0)
               - COALESCE((SELECT sum(settled_amount) FROM purchase WHERE tenant_id = $1 AND provider_id = $2), 0))::text AS v`,
        [tenant, row.providerId],
      )
      expect(row.balance, row.providerName).toBe(Number(expected))
      // The four buckets are the balance, aged (a credit with the supplier is not aged).
      const aged = await text(`SELECT ($1::numeric + $2::numeric + $3::numeric + $4::numeric)::text AS v`, [row.age0, row.age31, row.age61, row.age91])
      expect(Number(aged), row.providerName).toBe(Math.max(0, row.balance))
    }
    // The demo spreads its receipts over time and holds an accepted return: both show.
    expect(page.list.some((r: { age61: number; age91: number }) => r.age61 > 0 || r.age91 > 0)).toBe(true)
    expect(page.list.some((r: { returnedAmount: number }) => r.returnedAmount > 0)).toBe(true)
  })
})

describe('ageing', () => {
  it('credits settle the oldest debits first; what is left is aged by its day', async () => {
    const o = await supplierOrder(['10.00', '5.00', '3.00'])
    await f.run(async (tx) => {
      await postGoods(tx, { purchaseId: o.purchase, purchaseLineId: o.lines[0], qty: 10, sourceType: SOURCE.receipt, sourceNo: 'RK-A' }) // 100.00
      await postGoods(tx, { purchaseId: o.purchase, purchaseLineId: o.lines[1], qty: 10, sourceType: SOURCE.receipt, sourceNo: 'RK-B' }) // 50.00
      await postGoods(tx, { purchaseId: o.purchase, purchaseLineId: o.lines[2], qty: 10, sourceType: SOURCE.receipt, sourceNo: 'RK-C' }) // 30.00
      await postMoney(tx, { purchaseId: o.purchase, amount: '120.00', sourceType: SOURCE.payment, sourceNo: 'FK-1' })
    })
    await api.db.query(
      `UPDATE payable_entry SET biz_date = now() - make_interval(days => CASE source_no WHEN 'RK-A' THEN 100 WHEN 'RK-B' THEN 45 ELSE 0 END) WHERE purchase_id = $1`,
      [o.purchase],
    )
    const row = await rowOf(o.provider)
    expect(row).toMatchObject({ receivedAmount: 180, paidAmount: 120, returnedAmount: 0, balance: 60, age0: 30, age31: 30, age61: 0, age91: 0 })
    const entries = await ok('/v1/purchase/Financial/entries', { payableId: row.id, pageIndex: 1, pageSize: 20 })
    expect(entries.list.map((e: { sourceNo: string; amount: number }) => [e.sourceNo, e.amount])).toEqual([
      ['FK-1', -120],
      ['RK-C', 30],
      ['RK-B', 50],
      ['RK-A', 100],
    ])
  })
})

describe('对账 (audit)', () => {
  it('records the balance and who; a stale version is refused; a later entry makes it 未对账 again', async () => {
    const o = await supplierOrder(['7.77'])
    await f.run((tx) => postGoods(tx, { purchaseId: o.purchase, purchaseLineId: o.lines[0], qty: 3, sourceType: SOURCE.receipt }))
    const row = await rowOf(o.provider)
    expect(row).toMatchObject({ balance: 23.31, auditStatus: 0 })
    const d = await ok('/v1/purchase/Financial/Details', { id: row.id })
    expect(d).toMatchObject({ providerName: row.providerName, balance: 23.31 })
    const audited = await ok('/v1/purchase/Financial/Audit', {
      id: row.id,
      version: d.version,
      providerName: d.providerName,
      balance: d.balance,
      remark: '已与供应商核对',
    })
    expect(audited).toMatchObject({ auditStatus: 1, auditedBalance: 23.31, auditedByName: '王财务', auditRemark: '已与供应商核对' })
    const stale = await call('/v1/purchase/Financial/Audit', { id: row.id, version: d.version })
    expect(stale.status).toBe(0)
    expect(stale.message).toMatch(/数据已被他人修改/)
    await f.run((tx) => postGoods(tx, { purchaseId: o.purchase, purchaseLineId: o.lines[0], qty: 1, sourceType: SOURCE.receipt }))
    expect(await rowOf(o.provider)).toMatchObject({ auditStatus: 0, balance: 31.08, auditedBalance: 23.31 })
  })

  it('the keeper, who holds no finance screen, may not read or audit payables', async () => {
    const r = await call('/v1/purchase/Financial/List', { pageIndex: 1, pageSize: 10 }, 'keeper')
    expect(r.status).toBe(0)
    expect(r.message).toMatch(CHINESE)
    expect((await call('/v1/purchase/Financial/Audit', { id: 1, version: 1 }, 'keeper')).status).toBe(0)
  })

  it('exports the list as a workbook', async () => {
    const r = await api.call('/v1/purchase/Financial/export', { pageIndex: 1, pageSize: 10 }, { token: token.finance })
    expect(r.contentType).toMatch(/spreadsheetml/)
  })
})

describe('data scope', () => {
  it('a user kept to another warehouse sums none of the entries of this one', async () => {
    const o = await supplierOrder(['2.50'])
    await f.run((tx) => postGoods(tx, { purchaseId: o.purchase, purchaseLineId: o.lines[0], qty: 4, sourceType: SOURCE.receipt }))
    await api.db.transaction(async (tx) => {
      const gz = Number((await tx.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [f.tenantId])).rows[0].id)
      const admin = Number((await tx.query(`SELECT id FROM sys_role WHERE tenant_id = $1 AND is_admin`, [f.tenantId])).rows[0].id)
      const user = { tenantId: f.tenantId, account: 'payable-kept', password: 'Kept2026x', userName: '仓外', realName: '仓外', userType: 3 as const }
      await createUser(tx, { ...user, roleIds: [admin], storageIds: [gz] }, false)
    })
    token.kept = await api.login('payable-kept', 'Kept2026x')
    expect((await rowOf(o.provider)).balance).toBe(10)
    expect(await rowOf(o.provider, 'kept')).toBeUndefined()
    const id = (await rowOf(o.provider)).id
    expect((await call('/v1/purchase/Financial/Details', { id }, 'kept')).status).toBe(0)
  })
})
