// 制单入库 (manual stock-in voucher): saving with Chinese validation, the approval through the
// generic engine (审批中心 › 制单入库审批; the voucher list's decision forms), stock received exactly
// once at the voucher's location, edit and resubmit after a rejection, withdraw and void, no
// flow = accepted at once, the tenant boundary, the detail tabs and the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTenant } from '../../src/server/db/tenant-tx.ts'
import { verifyStock } from '../../src/server/domain/stock/index.ts'
import { receiveVoucher } from '../../src/server/domain/stock-in-voucher/post.ts'
import { contextOf, sessionOf } from '../../src/server/seed/seed-context.ts'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'

let api: TestApi
const token: Record<string, string> = {}
const ref: Record<string, number> = {}
let skus: number[] = []
let batchSeq = 0

beforeAll(async () => {
  api = await startApi()
  for (const a of ['demo', 'keeper', 'approver', 'demo2']) token[a] = await api.login(a)
  const one = async (sql: string, params: unknown[] = []) => Number((await api.db.query(sql, params)).rows[0].id)
  const demo = `(SELECT id FROM tenant WHERE code = 'DEMO')`
  ref.tenant = await one(`SELECT id FROM tenant WHERE code = 'DEMO'`)
  ref.storage = await one(`SELECT id FROM storage WHERE tenant_id = ${demo} AND code = 'GZ01'`)
  ref.location = await one(`SELECT id FROM location WHERE storage_id = $1 AND code = 'B-02-01-01'`, [ref.storage])
  ref.disabled = await one(`SELECT id FROM location WHERE storage_id = $1 AND code = 'B-02-02-01'`, [ref.storage])
  await api.db.query(`UPDATE location SET status = 0 WHERE id = $1`, [ref.disabled])
  ref.otherStorageLocation = await one(`SELECT l.id FROM location l JOIN storage s ON s.id = l.storage_id WHERE s.code = 'FS02' ORDER BY l.id LIMIT 1`)
  ref.foreignLocation = await one(`SELECT l.id FROM location l JOIN storage s ON s.id = l.storage_id WHERE s.code = 'SH01' ORDER BY l.id LIMIT 1`)
  skus = (await api.db.query<{ id: number }>(`SELECT id FROM sku WHERE tenant_id = $1 AND status = 1 ORDER BY id LIMIT 2`, [ref.tenant])).rows.map((r) =>
    Number(r.id),
  )
})
afterAll(() => api.close())

const call = (path: string, payload: unknown, who = 'keeper') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
/** Two lines, each a fresh lot, so the balance rows they land in hold exactly what they post. */
const voucher = (over: Record<string, unknown> = {}) => {
  const batch = `T${++batchSeq}`
  return {
    voucherType: 2,
    storageId: ref.storage,
    locationId: ref.location,
    remark: '赠品',
    lines: [
      { skuId: skus[0], qty: 3.5, batchNo: batch },
      { skuId: skus[1], qty: 12, batchNo: batch, productionDate: '2026-01-01', expiryDate: '2027-01-01' },
    ],
    ...over,
  }
}
const add = async (over: Record<string, unknown> = {}) => {
  const r = await call('/v1/stockIn/voucher/add', voucher(over))
  expect(r, r.message).toMatchObject({ status: 1 })
  return r.data.id as number
}
const head = async (id: number) =>
  (await api.db.query(`SELECT voucher_no, status, total_qty::float AS total, version FROM stock_in_voucher WHERE id = $1`, [id])).rows[0]
const openApproval = async (id: number) =>
  (await api.db.query(`SELECT id, current_node FROM approval_instance WHERE workflow = 'stockInVoucher' AND doc_id = $1 AND status = 0`, [id])).rows[0]
/** What the voucher put into stock: the ledger rows of its postings and the balances they are in. */
const stockOf = async (id: number) =>
  (
    await api.db.query(
      `SELECT g.line_id, g.sku_id, g.qty::float AS qty, g.location_id, b.on_hand::float AS on_hand, b.stock_status, b.batch_no
       FROM stock_ledger g JOIN stock_balance b ON b.tenant_id = g.tenant_id AND b.id = g.balance_id
      WHERE g.doc_type = 'stockInVoucher' AND g.doc_id = $1 ORDER BY g.line_id`,
      [id],
    )
  ).rows
const linesOf = async (id: number) =>
  (await api.db.query(`SELECT id, sku_id, qty::float AS qty FROM stock_in_voucher_line WHERE voucher_id = $1 ORDER BY id`, [id])).rows
const submitted = async () => {
  const id = await add()
  expect(await call('/v1/stockIn/voucher/submit', { id })).toMatchObject({ status: 1, data: { status: 10 } })
  return id
}
/** The approver's way: 审批中心 › 制单入库审批 lists the approval; 通过 / 驳回 send it at its node. */
const decide = async (id: number, what: 'accept' | 'reject', opinion?: string, who = 'approver') => {
  const row = (await call('/v1/approving/page', { docType: 'stockInVoucher', scope: 'todo', pageSize: 200 }, who)).data?.list.find((r: any) => r.docId === id)
  if (!row) return { status: 0, message: '待我审批中没有该入库单' }
  return call(`/v1/stockIn/voucher/${what}`, { id: row.id, nodeIndex: row.currentNode, ...(opinion ? { opinion } : {}) }, who)
}
const withoutFlow = async <T>(fn: () => Promise<T>): Promise<T> => {
  await api.db.query(`UPDATE approval_flow SET enabled = false WHERE tenant_id = $1 AND doc_type = 'stockInVoucher'`, [ref.tenant])
  try {
    return await fn()
  } finally {
    await api.db.query(`UPDATE approval_flow SET enabled = true WHERE tenant_id = $1 AND doc_type = 'stockInVoucher'`, [ref.tenant])
  }
}

describe('saving a voucher', () => {
  it('numbers it ZR+day+4, sums its lines and starts as 草稿', async () => {
    const id = await add()
    expect(await head(id)).toMatchObject({ voucher_no: expect.stringMatching(/^ZR\d{12}$/), status: 0, total: 15.5 })
    const got = (await call('/v1/stockIn/voucher/get', { id })).data
    expect(got).toMatchObject({ voucherType: 2, storageName: '广州白云一号仓', locationName: 'B-02-01-01', stockStatus: 1, canApprove: false })
    expect(got.lines.map((l: any) => Number(l.qty))).toEqual([3.5, 12])
  })

  it('refuses in Chinese: no lines, a quantity not above 0, a disabled, foreign or other-warehouse location, expiry before production', async () => {
    const refused = async (over: Record<string, unknown>, text: RegExp) => {
      const r = await call('/v1/stockIn/voucher/add', voucher(over))
      expect(r.status).toBe(0)
      expect(r.message).toMatch(CHINESE)
      expect(r.message).toMatch(text)
    }
    const { lines: _lines, ...noLines } = voucher()
    const r = await call('/v1/stockIn/voucher/add', noLines)
    expect(r).toMatchObject({ status: 0, message: '请至少添加一行入库明细' })
    await refused({ lines: [] }, /明细/)
    await refused({ lines: [{ skuId: skus[0], qty: 0 }] }, /入库数量/)
    await refused({ lines: [{ skuId: skus[0], qty: -2 }] }, /入库数量/)
    await refused({ locationId: ref.disabled }, /库位 B-02-02-01 已停用/)
    await refused({ locationId: ref.otherStorageLocation }, /不属于所选仓库/)
    await refused({ locationId: ref.foreignLocation }, /入库库位不存在/)
    await refused({ lines: [{ skuId: skus[0], qty: 1, productionDate: '2026-05-01', expiryDate: '2026-04-01' }] }, /第 1 行的到期日期早于生产日期/)
    expect(await api.db.query(`SELECT 1 FROM stock_in_voucher WHERE location_id = ANY($1)`, [[ref.disabled, ref.otherStorageLocation]])).toMatchObject({
      rows: [],
    })
  })

  it('needs the function keys: the approver may not make vouchers', async () => {
    expect(await call('/v1/stockIn/voucher/add', voucher(), 'approver')).toMatchObject({ status: 0, message: expect.stringMatching(/权限/) })
  })
})

describe('approval', () => {
  it('submit → the approver accepts through the engine → the lines are in stock exactly, at the voucher location', async () => {
    const id = await submitted()
    expect(await openApproval(id)).toMatchObject({ current_node: 0 })
    // 审批中心 › 制单入库审批 lists it; its row opens the voucher (the approver holds no 制单入库 screen).
    const todo = (await call('/v1/approving/page', { docType: 'stockInVoucher', scope: 'todo', pageSize: 200 }, 'approver')).data.list
    expect(todo.find((r: any) => r.docId === id)).toMatchObject({
      id: (await openApproval(id)).id,
      currentNodeName: '审批员审批',
      templateName: '一级审批',
      canAct: true,
    })
    expect((await call('/v1/stockIn/voucher/get', { id }, 'approver')).data).toMatchObject({ id, status: 10, canApprove: true })
    expect(await stockOf(id)).toEqual([])
    // The 同意 / 驳回 forms of the 制单入库 list belong to that screen.
    expect(await call('/v1/stockIn/voucher/decision', { id }, 'approver')).toMatchObject({ status: 0, message: '没有访问“制单入库”的权限' })
    const d = { id: (await openApproval(id)).id, nodeIndex: 0 }
    expect(await call('/v1/stockIn/voucher/accept', { ...d, opinion: '同意入库' }, 'approver')).toMatchObject({ status: 1 })
    expect(await head(id)).toMatchObject({ status: 20 })
    const lines = await linesOf(id)
    const stock = await stockOf(id)
    expect(stock).toEqual(
      lines.map((l: any) => ({
        line_id: l.id,
        sku_id: l.sku_id,
        qty: l.qty,
        location_id: ref.location,
        on_hand: l.qty,
        stock_status: 1,
        batch_no: `T${batchSeq}`,
      })),
    )
    expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
    // verify-stock notices a received line whose ledger no longer matches it.
    await api.db.query(`UPDATE stock_in_voucher_line SET qty = qty + 1 WHERE id = $1`, [lines[0].id])
    const broken = (await verifyStock(api.db)).filter((c) => c.broken.length)
    await api.db.query(`UPDATE stock_in_voucher_line SET qty = qty - 1 WHERE id = $1`, [lines[0].id])
    expect(broken).toMatchObject([{ name: '已入库的制单入库单每行都有入库流水且数量一致', broken: [{ line_id: lines[0].id }] }])
  })

  it('refuses the keeper, who is not an approver of the node, in plain Chinese — by the form and by the engine', async () => {
    const id = await submitted()
    expect((await call('/v1/stockIn/voucher/list', { voucherNo: (await head(id)).voucher_no })).data.list).toMatchObject([{ id, canApprove: false }])
    expect(await call('/v1/stockIn/voucher/decision', { id })).toEqual({
      status: 0,
      message: '您不是当前审批节点“审批员审批”的审批人，不能审批该入库单（应由 审批员 审批）',
    })
    const inst = (await openApproval(id)).id
    expect(await call('/v1/stockIn/voucher/accept', { id: inst, nodeIndex: 0 })).toMatchObject({ status: 0, message: '您不是当前节点的审批人' })
    expect(await call('/v1/approving/accept', { id: inst, nodeIndex: 0 })).toMatchObject({ status: 0, message: '您不是当前节点的审批人' })
    expect(await head(id)).toMatchObject({ status: 10 })
    expect(await stockOf(id)).toEqual([])
  })

  it('posts once: a second accept is refused and the effect run again posts nothing', async () => {
    const id = await submitted()
    const inst = (await openApproval(id)).id
    expect(await call('/v1/approving/accept', { id: inst, nodeIndex: 0 }, 'approver')).toMatchObject({ status: 1 })
    expect(await call('/v1/approving/accept', { id: inst, nodeIndex: 0 }, 'approver')).toMatchObject({ status: 0, message: '该审批已通过，不能再审批' })
    expect(await call('/v1/stockIn/voucher/decision', { id })).toMatchObject({ status: 0, message: '该入库单当前没有待审批的流程，请刷新后查看' })
    const before = await stockOf(id)
    expect(before).toHaveLength(2)
    // The postings are keyed by line: running the receipt again (a retry) changes nothing.
    await inTenant(api.db, { tenantId: ref.tenant }, async (tx) => {
      const row = (
        await tx.query(
          `SELECT id, voucher_no AS "voucherNo", storage_id AS "storageId", location_id AS "locationId", owner_id AS "ownerId", stock_status AS "stockStatus" FROM stock_in_voucher WHERE id = $1`,
          [id],
        )
      ).rows[0]
      await receiveVoucher(contextOf(api.config, tx, await sessionOf(tx, 'approver')), row, {})
    })
    expect(await stockOf(id)).toEqual(before)
  })

  it('reject needs an opinion → 已驳回 → edited → resubmitted → accepted', async () => {
    const id = await submitted()
    expect(await decide(id, 'reject')).toMatchObject({ status: 0, message: '驳回时请填写审批意见' })
    expect(await decide(id, 'reject', '数量与送货单不符')).toMatchObject({ status: 1 })
    expect(await head(id)).toMatchObject({ status: 15 })
    const steps = (await call('/v1/stockIn/voucher/approvals', { docId: id })).data.list
    expect(steps.map((s: any) => [s.action, s.opinion])).toEqual([
      [20, '数量与送货单不符'],
      [0, null],
    ])
    const got = (await call('/v1/stockIn/voucher/get', { id })).data
    const lines = got.lines.map((l: any) => ({ id: l.id, skuId: l.skuId, qty: l.id === got.lines[0].id ? 5 : Number(l.qty), batchNo: l.batchNo }))
    expect(await call('/v1/stockIn/voucher/update', { id, version: got.version, remark: '已按送货单更正', lines })).toMatchObject({ status: 1 })
    expect(await head(id)).toMatchObject({ status: 15, total: 17 })
    expect(await call('/v1/stockIn/voucher/submit', { id })).toMatchObject({ status: 1, data: { status: 10 } })
    expect(await decide(id, 'accept')).toMatchObject({ status: 1 })
    expect((await stockOf(id)).map((s: any) => s.qty)).toEqual([5, 12])
    const logs = (await call('/v1/stockIn/voucher/logs', { docId: id })).data.list
    expect(logs.map((l: any) => [l.title, l.toState])).toEqual([
      ['审核通过', '已入库'],
      ['提交审核', '待审核'],
      ['审核驳回', '已驳回'],
      ['提交审核', '待审核'],
    ])
    expect(logs[2].remark).toBe('数量与送货单不符')
  })

  it('cannot be edited while waiting or once received; withdraw returns it to 草稿', async () => {
    const id = await submitted()
    const version = (await head(id)).version
    expect(await call('/v1/stockIn/voucher/update', { id, version, remark: 'x' })).toMatchObject({
      status: 0,
      message: expect.stringMatching(/当前状态“待审核”，只有草稿或已驳回的单据可以修改/),
    })
    expect(await call('/v1/stockIn/voucher/withdraw', { id })).toMatchObject({ status: 1, data: { status: 0 } })
    expect(await openApproval(id)).toBeUndefined()
    expect(await call('/v1/stockIn/voucher/update', { id, version: (await head(id)).version, remark: '撤回后修改' })).toMatchObject({ status: 1 })
  })

  it('with no enabled flow is accepted at once and received', async () => {
    const direct = await withoutFlow(async () => {
      const v = await add()
      expect(await call('/v1/stockIn/voucher/submit', { id: v })).toMatchObject({ status: 1, data: { status: 20 } })
      return v
    })
    expect(await openApproval(direct)).toBeUndefined()
    expect((await stockOf(direct)).map((s: any) => s.qty)).toEqual([3.5, 12])
  })

  it('refuses the approval when the location was disabled while the voucher waited', async () => {
    const loc = Number((await api.db.query(`SELECT id FROM location WHERE storage_id = $1 AND code = 'B-02-03-01'`, [ref.storage])).rows[0].id)
    const id = await add({ locationId: loc })
    await call('/v1/stockIn/voucher/submit', { id })
    await api.db.query(`UPDATE location SET status = 2 WHERE id = $1`, [loc])
    expect(await decide(id, 'accept')).toMatchObject({ status: 0, message: '库位 B-02-03-01 已锁定，不能入库' })
    expect(await head(id)).toMatchObject({ status: 10 })
    expect(await stockOf(id)).toEqual([])
  })
})

describe('void', () => {
  it('voids a draft or a rejected voucher, which then cannot be submitted; a waiting one cannot be voided', async () => {
    const id = await add()
    expect(await call('/v1/stockIn/voucher/void', { id })).toMatchObject({ status: 1, data: { status: 90 } })
    expect(await call('/v1/stockIn/voucher/submit', { id })).toMatchObject({ status: 0, message: '当前状态“已作废”不能执行“提交审核”' })
    const waiting = await submitted()
    expect(await call('/v1/stockIn/voucher/void', { id: waiting })).toMatchObject({ status: 0, message: '当前状态“待审核”不能执行“作废”' })
    await decide(waiting, 'reject', '重复录入')
    expect(await call('/v1/stockIn/voucher/void', { id: waiting })).toMatchObject({ status: 1, data: { status: 90 } })
    expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
  })
})

describe('tenant boundary', () => {
  it('another tenant can neither see nor act on a voucher or its approval', async () => {
    const id = await submitted()
    const inst = (await openApproval(id)).id
    expect(await call('/v1/stockIn/voucher/get', { id }, 'demo2')).toMatchObject({ status: 0 })
    expect((await call('/v1/stockIn/voucher/list', {}, 'demo2')).data.list.some((r: any) => r.id === id)).toBe(false)
    expect(await call('/v1/stockIn/voucher/withdraw', { id }, 'demo2')).toMatchObject({ status: 0, message: '制单入库不存在或已被删除' })
    expect(await call('/v1/stockIn/voucher/decision', { id }, 'demo2')).toMatchObject({ status: 0, message: '记录不存在或已被删除' })
    expect(await call('/v1/stockIn/voucher/accept', { id: inst }, 'demo2')).toMatchObject({ status: 0, message: '审批不存在或已被删除' })
    expect((await call('/v1/stockIn/voucher/lines', { voucherId: id }, 'demo2')).data).toMatchObject({ list: [], total: 0 })
    expect((await call('/v1/stockIn/voucher/approvals', { docId: id }, 'demo2')).data).toMatchObject({ list: [], total: 0 })
    expect(await head(id)).toMatchObject({ status: 10 })
  })
})

describe('detail tabs and demo data', () => {
  it('pages the lines with SKU, product and unit', async () => {
    const id = await add()
    const page = (await call('/v1/stockIn/voucher/lines', { voucherId: id })).data
    expect(page.total).toBe(2)
    expect(page.list[0]).toMatchObject({ skuId: skus[0], skuCode: expect.any(String), productName: expect.any(String) })
  })

  it('seeds a draft, a waiting, a received and a rejected voucher, bound to 一级审批, on the approver’s approval screen', async () => {
    const seeded = ['供应商随货赠品', '客户寄存货物补录', '外仓调入（线下调拨单 DB-0715）', '门店退回']
    const rows = (await api.db.query(`SELECT status FROM stock_in_voucher WHERE tenant_id = $1 AND remark = ANY($2) ORDER BY id`, [ref.tenant, seeded])).rows
    expect(rows.map((r: any) => r.status)).toEqual([0, 10, 20, 15])
    const flow = (
      await api.db.query(
        `SELECT t.name FROM approval_flow f JOIN approval_template t ON t.id = f.template_id WHERE f.tenant_id = $1 AND f.doc_type = 'stockInVoucher'`,
        [ref.tenant],
      )
    ).rows
    expect(flow).toEqual([{ name: '一级审批' }])
    const menu = async (who: string) => (await call('/module/usermenu', {}, who)).data?.map((m: any) => m.routerName) ?? []
    // The approver decides under 审批中心, without the keeper's screen.
    expect(await menu('approver')).toContain('in-stock-voucher-to-examine')
    expect(await menu('approver')).not.toContain('voucher-in-stock')
    expect(await menu('keeper')).toContain('voucher-in-stock')
  })
})
