// A seeded random mix of 2 000 operations over the whole life of outbound orders, through the
// real handlers: create (1–4 lines over four SKUs, now and then a line fixed to a lot), review
// (accept, reject, resubmit), allocate whole, partly or several at once, release all or one row,
// cancel before picking, waves of several orders (and cancelling one not started), pick finish
// (by wave or by order), pick revoke, review scans (in chunks, double scans, wrong SKUs, over-
// counts, a reset), packing and weighing (one or two packages, now and then unpacking one),
// shipping (one, or several from the wait list), signing, a cancellation asked after picking
// that the approver accepts (→ 退拣单) or rejects, completing 退拣单, and 制单入库 receipts of
// fresh lots with expiry dates (FEFO matters). An operation on an order in the wrong state is
// tried now and then and must be refused. Refusals are outcomes, counted by kind; anything else
// is a failure, reported with the seed (MIX_SEED=… MIX_OPS=… to replay).
// Every CHECK_EVERY operations and at the end: verifyStock clean; every order in the state the
// test's model expects, holding (allocation rows) what that state means, its header and lines
// equal to its allocation rows; per SKU, on hand = receipts − shipments of the model, shipped
// quantities of the lines = the ledger's issue rows = the model's; no negative or over-allocated
// balance, no free stock at the 复核区, nothing allocated on expired stock.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import { receive, STOCK_STATUS, verifyStock } from '../../src/server/domain/stock/index.ts'

const SEED = Number(process.env.MIX_SEED ?? 20261207)
const OPS = Number(process.env.MIX_OPS ?? 2000)
const CHECK_EVERY = Number(process.env.MIX_CHECK_EVERY ?? 200)

let api: TestApi
let f: StockFixture
let staging: number
const token: Record<string, string> = {}
/** The fixture's three SKUs and one more of the same product. */
let skus: { id: number; code: string }[] = []

beforeAll(async () => {
  api = await startApi()
  for (const a of ['demo', 'approver', 'demo2']) token[a] = await api.login(a)
  f = await stockFixture(api.db)
  const one = async (sql: string, params: unknown[]) => (await api.db.query(sql, params)).rows[0].id as number
  const area = await one(`INSERT INTO storage_area (tenant_id, storage_id, code, name, area_type) VALUES ($1, $2, 'RV', '复核区', 4) RETURNING id`, [
    f.tenantId,
    f.storageId,
  ])
  staging = await one(`INSERT INTO location (tenant_id, storage_id, area_id, code) VALUES ($1, $2, $3, $4) RETURNING id`, [
    f.tenantId,
    f.storageId,
    area,
    `RV-${f.storageId}`,
  ])
  const product = (await api.db.query(`SELECT product_id FROM sku WHERE id = $1`, [f.skus[0]])).rows[0].product_id
  const code = `${f.skuCodes.get(f.skus[0])!.slice(0, -2)}-4`
  const extra = await one(`INSERT INTO sku (tenant_id, product_id, code) VALUES ($1, $2, $3) RETURNING id`, [f.tenantId, product, code])
  skus = [...f.skus.map((id) => ({ id, code: f.skuCodes.get(id)! })), { id: extra, code }]
  // Receipts are 制单入库 vouchers accepted at once (no approval flow); the order-cancel approval
  // has one node the approver decides.
  await api.db.query(`UPDATE approval_flow SET enabled = false WHERE tenant_id = $1 AND doc_type = 'stockInVoucher'`, [f.tenantId])
  await api.db.query(
    `INSERT INTO approval_flow (tenant_id, doc_type, template_id, enabled, created_by, updated_by)
     SELECT $1, 'orderCancel', id, true, NULL, NULL FROM approval_template WHERE tenant_id = $1 AND name = '一级审批' ON CONFLICT DO NOTHING`,
    [f.tenantId],
  )
})
afterAll(() => api.close())

// ---- seeded PRNG (mulberry32) ----
let state = SEED >>> 0
function rand(): number {
  state = (state + 0x6d2b79f5) >>> 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1))
const chance = (p: number) => rand() < p
const pickOne = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]
const sample = <T>(xs: T[], n: number): T[] => {
  const pool = [...xs]
  const out: T[] = []
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0])
  return out
}

// ---- the model ----
interface MLine {
  id: number
  sku: number
  qty: number
  batchNo: string | null
  reviewed: number
}
interface MOrder {
  id: number
  no: string
  status: number
  cancel: number
  lines: MLine[]
  total: number
  wave: number | null
  returnId: number | null
  returnDone: boolean
}
const orders = new Map<number, MOrder>()
const waves = new Map<number, { orders: number[]; started: boolean; cancelled: boolean }>()
const received = [0, 0, 0, 0]
const issued = [0, 0, 0, 0]
const lots: string[][] = [[], [], [], []]
const PICKED = [40, 50, 60]
const BEFORE_PICK = [0, 5, 10, 15, 20]
const CANCEL_PENDING = 10

type Body = { status: number; message: string; data: any }
const call = async (path: string, payload: object = {}, who = 'demo'): Promise<Body> => (await api.call(path, payload, { token: token[who] })).body
const key = () => crypto.randomUUID()

class Refused extends Error {}
/** Fails with the call, unless it succeeded; a refusal of an allowed kind is answered as Refused. */
function expectOk(r: Body, what: string, allowed: RegExp[] = []): any {
  if (r.status === 1) return r.data
  if (r.status === 0 && CHINESE.test(r.message) && allowed.some((a) => a.test(r.message))) throw new Refused(r.message)
  throw new Error(`${what}: unexpected answer ${JSON.stringify({ status: r.status, message: r.message })}`)
}
const SHORT = /^库存不足：/
const PENDING_REFUSAL = /正在取消审批/

function refusalKind(message: string): string {
  const kinds: [RegExp, string][] = [
    [SHORT, '库存不足'],
    [/没有订单分配成功/, '库存不足(批量)'],
    [PENDING_REFUSAL, '取消审批中'],
    [/已开始复核/, '已开始复核'],
    [/不在订单/, '商品不在订单'],
    [/^超出订单数量/, '超出复核数量'],
    [/没有条码或编码/, '条码不存在'],
    [/当前|只有|不能|无需申请/, '状态不允许'],
  ]
  return kinds.find(([re]) => re.test(message))?.[1] ?? message
}

const byStatus = (states: number[], pending?: boolean) =>
  [...orders.values()].filter((o) => states.includes(o.status) && (pending === undefined || (o.cancel === CANCEL_PENDING) === pending))
/** The orders' states in the database equal the model's. */
async function expectStates(ids: number[]) {
  const rows = (await api.db.query(`SELECT id, status, cancel_status FROM out_order WHERE id = ANY($1::bigint[])`, [ids])).rows
  for (const r of rows) {
    const o = orders.get(Number(r.id))!
    expect({ order: o.no, status: r.status, cancel: r.cancel_status }).toEqual({ order: o.no, status: o.status, cancel: o.cancel })
  }
}

// ---- operations: each answers the ids it touched (to compare with the database) ----
async function createOrder(): Promise<number[]> {
  // 1–4 lines, fewer more often (most orders are small; it keeps the run near a minute).
  const n = pickOne([1, 1, 2, 2, 3, 4])
  const lines: { skuId: number; qty: number; price: number; batchNo: string | null }[] = []
  const model: Omit<MLine, 'id'>[] = []
  for (const s of sample([0, 1, 2, 3], n)) {
    const qty = int(1, 8)
    lines.push({ skuId: skus[s].id, qty, price: int(1, 50), batchNo: null })
    model.push({ sku: s, qty, batchNo: null, reviewed: 0 })
  }
  // Now and then a line fixed to a lot already received (the same SKU may also be open-lot).
  if (n < 4 && chance(0.12)) {
    const s = int(0, 3)
    if (lots[s].length) {
      const batchNo = pickOne(lots[s])
      const qty = int(1, 4)
      lines.push({ skuId: skus[s].id, qty, price: 1, batchNo })
      model.push({ sku: s, qty, batchNo, reviewed: 0 })
    }
  }
  const d = expectOk(await call('/v1/order/add', { orderType: 1, storageId: f.storageId, receiverName: '随机收货人', lines }), 'create')
  const ids = (await api.db.query<{ id: number }>(`SELECT id FROM out_order_line WHERE order_id = $1 ORDER BY id`, [d.id])).rows
  expect(ids).toHaveLength(model.length)
  const mlines = model.map((m, i) => ({ ...m, id: ids[i].id }))
  orders.set(d.id, {
    id: d.id,
    no: d.orderNo,
    status: 0,
    cancel: 0,
    lines: mlines,
    total: model.reduce((s, l) => s + l.qty, 0),
    wave: null,
    returnId: null,
    returnDone: false,
  })
  return [d.id]
}

async function transition(path: string, states: number[], to: number, payload: object = {}): Promise<number[]> {
  const o = pickOne(byStatus(states, false))
  expectOk(await call(path, { id: o.id, ...payload }), path)
  o.status = to
  return [o.id]
}

const lastAllocation = async () => Number((await api.db.query(`SELECT COALESCE(max(id), 0) AS id FROM stock_allocation`)).rows[0].id)
/** FEFO: after an allocation, no free stock of an open-lot line's SKU expires before what this allocation (rows after `since`) took. */
async function expectFefo(o: MOrder, since: number) {
  const r = await api.db.query(
    `SELECT l.id, s.code,
            (SELECT max(COALESCE(b.expiry_date, '9999-12-31'))::text FROM stock_allocation a JOIN stock_balance b ON b.id = a.balance_id
              WHERE a.doc_type = 'outOrder' AND a.status = 1 AND a.line_id = l.id AND a.id > $3) AS took,
            (SELECT min(COALESCE(b.expiry_date, '9999-12-31'))::text FROM stock_balance b JOIN location loc ON loc.id = b.location_id AND loc.status = 1
              WHERE b.storage_id = $2 AND b.sku_id = l.sku_id AND b.stock_status = 1 AND b.on_hand > b.allocated
                AND (b.expiry_date IS NULL OR b.expiry_date >= current_date)) AS free
       FROM out_order_line l JOIN sku s ON s.id = l.sku_id WHERE l.order_id = $1 AND l.batch_no IS NULL`,
    [o.id, f.storageId, since],
  )
  for (const l of r.rows) if (l.took && l.free) expect(l.free >= l.took, `FEFO ${o.no} ${l.code}: took ${l.took}, left ${l.free}`).toBe(true)
}

async function allot(partial: boolean): Promise<number[]> {
  const o = pickOne(byStatus([10, 15], false))
  const since = await lastAllocation()
  const d = expectOk(await call('/v1/out/allot', { id: o.id, partial }), 'allot', [SHORT])
  if (!partial) expect(d.status).toBe(20)
  o.status = d.status
  await expectFefo(o, since)
  return [o.id]
}

async function allotBatch(): Promise<number[]> {
  const chosen = sample(byStatus([10, 15], false), int(2, 4))
  const since = await lastAllocation()
  const d = expectOk(await call('/v1/out/allotBatch', { ids: chosen.map((o) => o.id), partial: chance(0.5) }), 'allotBatch', [/没有订单分配成功/])
  for (const r of d.allocated as { orderNo: string; status: number }[]) chosen.find((o) => o.no === r.orderNo)!.status = r.status
  for (const o of chosen) await expectFefo(o, since)
  return chosen.map((o) => o.id)
}

async function releaseOne(): Promise<number[]> {
  const o = pickOne(byStatus([15, 20], false))
  const row = (
    await api.db.query(
      `SELECT a.id FROM stock_allocation a JOIN out_order_line l ON l.id = a.line_id WHERE a.doc_type = 'outOrder' AND a.status = 1 AND l.order_id = $1 ORDER BY a.id LIMIT 1`,
      [o.id],
    )
  ).rows[0]
  const d = expectOk(await call('/v1/warehouse/StockAllocation/delete', { id: row.id }), 'releaseOne')
  expect([10, 15]).toContain(d.status)
  o.status = d.status
  return [o.id]
}

async function makeWave(): Promise<number[]> {
  const chosen = sample(byStatus([20], false), int(1, 5))
  const d = expectOk(await call('/v1/out/wave/create', { ids: chosen.map((o) => o.id), groupBy: 9 }), 'wave')
  expect(d.waves).toHaveLength(1)
  waves.set(d.waves[0].id, { orders: chosen.map((o) => o.id), started: false, cancelled: false })
  for (const o of chosen) Object.assign(o, { status: 30, wave: d.waves[0].id })
  return chosen.map((o) => o.id)
}

async function cancelWave(): Promise<number[]> {
  const [id, w] = pickOne([...waves].filter(([, w]) => !w.started && !w.cancelled))
  // A wave holding an order whose cancellation awaits approval is refused (the order would leave 拣货中).
  const held = w.orders.some((i) => orders.get(i)!.status === 30 && orders.get(i)!.cancel === CANCEL_PENDING)
  expectOk(await call('/v1/out/wave/cancel', { id }), 'wave cancel', held ? [PENDING_REFUSAL] : [])
  expect(held, 'wave cancel went through with an order waiting for its cancel decision').toBe(false)
  w.cancelled = true
  const back = w.orders.map((i) => orders.get(i)!).filter((o) => o.status === 30)
  for (const o of back) Object.assign(o, { status: 20, wave: null })
  return back.map((o) => o.id)
}

async function pickFinish(): Promise<number[]> {
  const o = pickOne(byStatus([30], false))
  const w = waves.get(o.wave!)!
  // By wave: every order of it still 拣货中 and not waiting for a cancel decision is picked.
  const byWave = chance(0.5)
  const picked = byWave ? w.orders.map((i) => orders.get(i)!).filter((x) => x.status === 30 && x.cancel !== CANCEL_PENDING) : [o]
  expectOk(await call('/v1/out/pick/finish', byWave ? { id: o.wave } : { orderId: o.id }), 'pick')
  w.started = true
  for (const x of picked) x.status = 40
  return picked.map((x) => x.id)
}

async function pickRevoke(): Promise<number[]> {
  const o = pickOne(byStatus([40], false).filter((x) => x.lines.every((l) => l.reviewed === 0)))
  expectOk(await call('/v1/out/pick/revoke', { id: o.id }), 'revoke')
  o.status = 30
  return [o.id]
}

const refusals = new Map<string, number>()
const note = (kind: string) => refusals.set(kind, (refusals.get(kind) ?? 0) + 1)

/** Scans what is left of an order's lines, in line order, in chunks; `upTo` units at most. */
async function scan(o: MOrder, upTo = Infinity) {
  let budget = upTo
  for (const l of o.lines) {
    while (l.reviewed < l.qty && budget > 0) {
      // Mostly the rest of the line at once (a count typed in), else a random part of it.
      const q = Math.min(chance(0.65) ? l.qty - l.reviewed : int(1, l.qty - l.reviewed), budget)
      const k = key()
      const d = expectOk(await call('/v1/out/review/scan', { orderId: o.id, code: skus[l.sku].code, qty: q, scanKey: k }), 'scan')
      expect(d.duplicate).toBe(false)
      l.reviewed += q
      budget -= q
      if (chance(0.1)) expect((await call('/v1/out/review/scan', { orderId: o.id, code: skus[l.sku].code, qty: q, scanKey: k })).data.duplicate).toBe(true)
    }
  }
}

async function review(): Promise<number[]> {
  const o = pickOne(byStatus([40], false))
  if (chance(0.1)) {
    const other = [0, 1, 2, 3].find((s) => !o.lines.some((l) => l.sku === s))
    const r = await call('/v1/out/review/scan', { orderId: o.id, code: other === undefined ? 'NO-SUCH-SKU' : skus[other].code, scanKey: key() })
    expect(r.status).toBe(0)
    note(refusalKind(r.message))
  }
  if (chance(0.1)) {
    const l = pickOne(o.lines)
    const left = o.lines.filter((x) => x.sku === l.sku).reduce((s, x) => s + x.qty - x.reviewed, 0)
    const r = await call('/v1/out/review/scan', { orderId: o.id, code: skus[l.sku].code, qty: left + 1, scanKey: key() })
    expect(r.message).toMatch(/^超出订单数量/)
    note(refusalKind(r.message))
  }
  if (chance(0.05) && o.lines.some((l) => l.reviewed > 0)) {
    expectOk(await call('/v1/out/review/reset', { id: o.id }), 'review reset')
    for (const l of o.lines) l.reviewed = 0
  }
  // A third of the time the count stops half way (the order stays 待复核, partly counted).
  if (chance(0.3)) {
    await scan(o, int(1, o.total))
    if (o.lines.some((l) => l.reviewed < l.qty)) return [o.id]
  } else await scan(o)
  expectOk(await call('/v1/out/review/finish', { id: o.id }), 'review finish')
  o.status = 50
  return [o.id]
}

async function pack(): Promise<number[]> {
  const o = pickOne(byStatus([50], false))
  if (chance(0.1)) {
    const p = expectOk(await call('/v1/out/package/add', { orderId: o.id, weight: 1, lines: [{ orderLineId: o.lines[0].id, qty: 1 }] }), 'package')
    expectOk(await call('/v1/out/package/delete', { id: p.id }), 'unpack')
  }
  const split = o.lines.length > 1 && chance(0.4) ? int(1, o.lines.length - 1) : o.lines.length
  for (const part of [o.lines.slice(0, split), o.lines.slice(split)].filter((p) => p.length))
    expectOk(
      await call('/v1/out/package/add', { orderId: o.id, weight: int(1, 2000) / 100, lines: part.map((l) => ({ orderLineId: l.id, qty: l.qty })) }),
      'package',
    )
  expectOk(await call('/v1/out/package/finish', { id: o.id }), 'pack finish')
  o.status = 60
  return [o.id]
}

async function ship(): Promise<number[]> {
  const ready = byStatus([60], false)
  const chosen = chance(0.3) ? sample(ready, int(1, 3)) : [pickOne(ready)]
  const d = expectOk(
    await call(chosen.length > 1 ? '/v1/outWait/ship' : '/v1/stockOut/ship', chosen.length > 1 ? { ids: chosen.map((o) => o.id) } : { id: chosen[0].id }),
    'ship',
  )
  expect(d.qty).toBe(chosen.reduce((s, o) => s + o.total, 0))
  for (const o of chosen) {
    o.status = 70
    for (const l of o.lines) issued[l.sku] += l.qty
  }
  return chosen.map((o) => o.id)
}

async function sign(): Promise<number[]> {
  const ready = byStatus([70])
  const chosen = chance(0.3) ? sample(ready, int(1, 3)) : [pickOne(ready)]
  if (chosen.length > 1) expectOk(await call('/v1/order/signBatch', { ids: chosen.map((o) => o.id) }), 'signBatch')
  else expectOk(await call('/v1/order/sign', { id: chosen[0].id }), 'sign')
  for (const o of chosen) o.status = 80
  return chosen.map((o) => o.id)
}

async function cancelRequest(): Promise<number[]> {
  const o = pickOne(byStatus([30, ...PICKED], false))
  expectOk(await call('/v1/order/cancelRequest', { id: o.id, reason: '客户要求取消' }), 'cancelRequest')
  o.cancel = CANCEL_PENDING
  return [o.id]
}

async function decideCancel(): Promise<number[]> {
  const o = pickOne([...orders.values()].filter((x) => x.cancel === CANCEL_PENDING))
  const inst = (await api.db.query(`SELECT id FROM approval_instance WHERE doc_type = 'orderCancel' AND doc_id = $1 AND status = 0`, [o.id])).rows[0]
  if (chance(0.7)) {
    expectOk(await call('/v1/order/approving/accept', { id: inst.id, nodeIndex: 0, opinion: '同意取消' }, 'approver'), 'cancel accept')
    const picked = PICKED.includes(o.status)
    Object.assign(o, { status: 90, cancel: 20 })
    const ret = expectOk(await call('/v1/returnpickingorder/exists', { orderId: o.id }), 'return exists')
    // A 退拣单 exactly when something had been picked.
    expect({ order: o.no, exists: ret.exists }).toEqual({ order: o.no, exists: picked })
    if (ret.exists) o.returnId = ret.id
  } else {
    expectOk(await call('/v1/order/approving/reject', { id: inst.id, nodeIndex: 0, opinion: '已备货，继续发货' }, 'approver'), 'cancel reject')
    o.cancel = 15
  }
  return [o.id]
}

async function completeReturn(): Promise<number[]> {
  const o = pickOne([...orders.values()].filter((x) => x.returnId && !x.returnDone))
  // The default target is where the goods were picked from; now and then another shelf.
  const payload: { id: number; lines?: { id: number; toLocationId: number }[] } = { id: o.returnId! }
  if (chance(0.3)) {
    const doc = expectOk(await call('/v1/returnpickingorder/detail', { id: o.returnId }), 'return detail')
    payload.lines = doc.lines.map((l: { id: number }) => ({ id: l.id, toLocationId: pickOne(f.locations) }))
  }
  expectOk(await call('/v1/returnpickingorder/complete', payload), 'return complete')
  o.returnDone = true
  return [o.id]
}

let lotSeq = 0
async function receipt(): Promise<number[]> {
  const lines = sample([0, 1, 2, 3], int(1, 2)).map((s) => {
    const fresh = chance(0.7)
    const batchNo = fresh ? `M${++lotSeq}` : null
    if (batchNo) lots[s].push(batchNo)
    return { s, skuId: skus[s].id, qty: int(10, 40), batchNo, expiryDate: fresh ? `20${int(90, 99)}-${String(int(1, 12)).padStart(2, '0')}-15` : null }
  })
  const v = expectOk(
    await call('/v1/stockIn/voucher/add', {
      voucherType: 2,
      storageId: f.storageId,
      locationId: pickOne(f.locations),
      lines: lines.map(({ s: _s, ...l }) => l),
    }),
    'voucher',
  )
  const d = expectOk(await call('/v1/stockIn/voucher/submit', { id: v.id }), 'voucher submit')
  expect(d.status).toBe(20)
  for (const l of lines) received[l.s] += l.qty
  return []
}

/** An operation whose state (or pending cancellation) does not allow it: refused, nothing changes. */
const WRONG: { path: string; allowed: number[]; pipeline?: boolean; payload?: (o: MOrder) => object }[] = [
  { path: '/v1/order/accept', allowed: [0] },
  { path: '/v1/out/allot', allowed: [10, 15] },
  { path: '/v1/out/unallot', allowed: [15, 20] },
  { path: '/v1/order/cancel', allowed: BEFORE_PICK, payload: (o) => ({ id: o.id, reason: '随机取消' }) },
  { path: '/v1/order/cancelRequest', allowed: [30, ...PICKED], payload: (o) => ({ id: o.id, reason: '随机申请' }) },
  { path: '/v1/out/pick/finish', allowed: [30], pipeline: true, payload: (o) => ({ orderId: o.id }) },
  { path: '/v1/out/pick/revoke', allowed: [40], pipeline: true },
  { path: '/v1/out/review/finish', allowed: [40], pipeline: true },
  { path: '/v1/out/package/finish', allowed: [50], pipeline: true },
  { path: '/v1/stockOut/ship', allowed: [60], pipeline: true },
  { path: '/v1/order/sign', allowed: [70] },
]
async function wrongState(): Promise<number[]> {
  const o = pickOne([...orders.values()])
  const pending = o.cancel === CANCEL_PENDING
  const ops = WRONG.filter((w) => !w.allowed.includes(o.status) || (pending && (w.pipeline || w.path === '/v1/order/cancelRequest')))
  const w = pickOne(ops)
  const r = await call(w.path, w.payload ? w.payload(o) : { id: o.id })
  expect({ op: w.path, order: o.no, state: o.status, cancel: o.cancel, answer: r.status }).toEqual({
    op: w.path,
    order: o.no,
    state: o.status,
    cancel: o.cancel,
    answer: 0,
  })
  expect(r.message).toMatch(CHINESE)
  await expectStates([o.id])
  throw new Refused(r.message)
}

const OPERATIONS: { name: string; weight: number; ready: () => boolean; run: () => Promise<number[]> }[] = [
  { name: '新建订单', weight: 9, ready: () => true, run: createOrder },
  { name: '审核', weight: 8, ready: () => byStatus([0], false).length > 0, run: () => transition('/v1/order/accept', [0], 10) },
  { name: '驳回', weight: 1, ready: () => byStatus([0], false).length > 0, run: () => transition('/v1/order/reject', [0], 5, { reason: '信息不全' }) },
  { name: '重新提交', weight: 1, ready: () => byStatus([5], false).length > 0, run: () => transition('/v1/order/resubmit', [5], 0) },
  { name: '分配(整单)', weight: 8, ready: () => byStatus([10, 15], false).length > 0, run: () => allot(false) },
  { name: '分配(部分)', weight: 3, ready: () => byStatus([10, 15], false).length > 0, run: () => allot(true) },
  { name: '批量分配', weight: 2, ready: () => byStatus([10, 15], false).length > 1, run: allotBatch },
  { name: '取消分配', weight: 2, ready: () => byStatus([15, 20], false).length > 0, run: () => transition('/v1/out/unallot', [15, 20], 10) },
  { name: '释放一行分配', weight: 1, ready: () => byStatus([15, 20], false).length > 0, run: releaseOne },
  {
    name: '取消(拣货前)',
    weight: 2,
    ready: () => byStatus(BEFORE_PICK, false).length > 0,
    run: () => transition('/v1/order/cancel', BEFORE_PICK, 90, { reason: '客户取消' }),
  },
  { name: '生成波次', weight: 7, ready: () => byStatus([20], false).length > 0, run: makeWave },
  { name: '取消波次', weight: 1, ready: () => [...waves.values()].some((w) => !w.started && !w.cancelled), run: cancelWave },
  { name: '拣货完成', weight: 8, ready: () => byStatus([30], false).length > 0, run: pickFinish },
  { name: '撤销拣货', weight: 2, ready: () => byStatus([40], false).some((o) => o.lines.every((l) => l.reviewed === 0)), run: pickRevoke },
  { name: '复核', weight: 8, ready: () => byStatus([40], false).length > 0, run: review },
  { name: '打包称重', weight: 7, ready: () => byStatus([50], false).length > 0, run: pack },
  { name: '出库', weight: 7, ready: () => byStatus([60], false).length > 0, run: ship },
  { name: '签收', weight: 4, ready: () => byStatus([70]).length > 0, run: sign },
  { name: '取消申请', weight: 2, ready: () => byStatus([30, ...PICKED], false).length > 0, run: cancelRequest },
  { name: '取消审批', weight: 3, ready: () => [...orders.values()].some((o) => o.cancel === CANCEL_PENDING), run: decideCancel },
  { name: '完成退拣', weight: 3, ready: () => [...orders.values()].some((o) => o.returnId && !o.returnDone), run: completeReturn },
  { name: '制单入库', weight: 3, ready: () => true, run: receipt },
  { name: '错误状态操作', weight: 3, ready: () => orders.size > 0, run: wrongState },
]

// ---- the invariants ----
async function checkAll(label: string) {
  const broken = (await verifyStock(api.db)).filter((c) => c.broken.length)
  expect(broken, `${label}: verifyStock`).toEqual([])
  const ids = [...orders.keys()]
  await expectStates(ids)
  const rows = (
    await api.db.query(
      `SELECT o.id, o.allocated_qty::float AS header, (SELECT COALESCE(sum(allocated_qty), 0) FROM out_order_line WHERE order_id = o.id)::float AS lines,
            COALESCE((SELECT sum(a.qty) FROM stock_allocation a JOIN out_order_line l ON l.id = a.line_id WHERE a.doc_type = 'outOrder' AND a.status = 1 AND l.order_id = o.id), 0)::float AS held,
            COALESCE((SELECT sum(a.qty) FROM stock_allocation a JOIN out_order_line l ON l.id = a.line_id JOIN stock_balance b ON b.id = a.balance_id
                       WHERE a.doc_type = 'outOrder' AND a.status = 1 AND l.order_id = o.id AND b.location_id = $2), 0)::float AS staged,
            COALESCE((SELECT sum(total_qty) FROM return_picking r WHERE r.order_id = o.id AND r.status = 0), 0)::float AS returning
       FROM out_order o WHERE o.id = ANY($1::bigint[])`,
      [ids, staging],
    )
  ).rows
  for (const r of rows) {
    const o = orders.get(Number(r.id))!
    const what = `${label}: order ${o.no} (${o.status})`
    expect([r.header, r.lines], what).toEqual([r.held, r.held])
    let want: [number | 'part', number]
    if ([0, 5, 10, 70, 80].includes(o.status)) want = [0, 0]
    else if (o.status === 15) want = ['part', 0]
    else if (o.status === 20 || o.status === 30) want = [o.total, 0]
    else if (PICKED.includes(o.status)) want = [o.total, o.total]
    else want = o.returnId && !o.returnDone ? [r.returning, r.returning] : [0, 0]
    if (want[0] === 'part') expect(r.held > 0 && r.held < o.total, `${what}: held ${r.held} of ${o.total}`).toBe(true)
    else expect([r.held, r.staged], what).toEqual(want)
  }
  const perSku = (
    await api.db.query(
      `SELECT s.id,
            (SELECT COALESCE(sum(on_hand), 0) FROM stock_balance WHERE sku_id = s.id)::float AS on_hand,
            (SELECT COALESCE(-sum(qty), 0) FROM stock_ledger WHERE sku_id = s.id AND doc_type = 'outOrder' AND operation = 'issue')::float AS ledger,
            (SELECT COALESCE(sum(shipped_qty), 0) FROM out_order_line WHERE sku_id = s.id)::float AS shipped
       FROM unnest($1::bigint[]) AS s(id)`,
      [skus.map((s) => s.id)],
    )
  ).rows
  const model = skus.map((s, i) => ({ id: s.id, on_hand: received[i] - issued[i], ledger: issued[i], shipped: issued[i] }))
  expect(
    perSku.map((r) => ({ id: Number(r.id), on_hand: r.on_hand, ledger: r.ledger, shipped: r.shipped })),
    `${label}: per SKU`,
  ).toEqual(model)
  const bad = (
    await api.db.query(
      `SELECT b.id, b.location_id, b.on_hand::float, b.allocated::float, b.expiry_date FROM stock_balance b WHERE b.sku_id = ANY($1::bigint[])
        AND (b.on_hand < 0 OR b.allocated < 0 OR b.allocated > b.on_hand OR (b.location_id = $2 AND b.on_hand > b.allocated)
             OR (b.expiry_date < current_date AND EXISTS (SELECT 1 FROM stock_allocation a WHERE a.balance_id = b.id AND a.status = 1)))`,
      [skus.map((s) => s.id), staging],
    )
  ).rows
  expect(bad, `${label}: negative, over-allocated, free at 复核区 or allocated expired`).toEqual([])
}

it(`a random mix of ${OPS} operations over the whole order life keeps orders, stock and ledger consistent (seed ${SEED})`, { timeout: 240_000 }, async () => {
  // Opening stock: every SKU in three lots with different expiry dates and one without, at
  // different shelves; and one expired lot that must never be allocated.
  for (const [s] of skus.entries()) {
    for (const [k, exp] of ['2099-06-30', '2097-03-31', '2098-12-31'].entries()) {
      const batchNo = `O${s}${k}`
      lots[s].push(batchNo)
      const v = expectOk(
        await call('/v1/stockIn/voucher/add', {
          voucherType: 2,
          storageId: f.storageId,
          locationId: f.locations[(s + k) % 4],
          lines: [{ skuId: skus[s].id, qty: 15, batchNo, expiryDate: exp }],
        }),
        'opening',
      )
      expectOk(await call('/v1/stockIn/voucher/submit', { id: v.id }), 'opening submit')
      received[s] += 15
    }
    const v = expectOk(
      await call('/v1/stockIn/voucher/add', {
        voucherType: 2,
        storageId: f.storageId,
        locationId: f.locations[3 - s],
        lines: [{ skuId: skus[s].id, qty: 20 }],
      }),
      'opening',
    )
    expectOk(await call('/v1/stockIn/voucher/submit', { id: v.id }), 'opening submit')
    received[s] += 20
    await f.run((tx) =>
      receive(
        tx,
        { docType: 'test', lineId: 970000 + s },
        {
          storageId: f.storageId,
          locationId: f.locations[s],
          skuId: skus[s].id,
          batchNo: 'EXPIRED',
          expiryDate: '2020-01-31',
          stockStatus: STOCK_STATUS.normal,
        },
        10,
      ),
    )
    received[s] += 10
  }
  const counts = new Map<string, { done: number; refused: Map<string, number>; ms: number }>(
    OPERATIONS.map((o) => [o.name, { done: 0, refused: new Map(), ms: 0 }]),
  )
  let checkMs = 0
  const started = performance.now()
  const cpu = process.cpuUsage()
  let op = 0
  let name = ''
  try {
    for (op = 1; op <= OPS; op++) {
      const ready = OPERATIONS.filter((o) => o.ready())
      let x = rand() * ready.reduce((s, o) => s + o.weight, 0)
      const chosen = ready.find((o) => (x -= o.weight) < 0) ?? ready[ready.length - 1]
      name = chosen.name
      const c = counts.get(name)!
      const t0 = performance.now()
      try {
        const touched = await chosen.run()
        if (touched.length) await expectStates(touched)
        c.done++
      } catch (e) {
        if (!(e instanceof Refused)) throw e
        const kind = refusalKind(e.message)
        c.refused.set(kind, (c.refused.get(kind) ?? 0) + 1)
      }
      const t1 = performance.now()
      c.ms += t1 - t0
      if (op % CHECK_EVERY === 0) {
        await checkAll(`after op ${op}`)
        checkMs += performance.now() - t1
      }
    }
    await checkAll('at the end')
  } catch (e) {
    if (e instanceof Error) e.message = `[mix seed ${SEED}, op ${op} ${name}; replay with MIX_SEED=${SEED}] ${e.message}`
    throw e
  }
  const seconds = (performance.now() - started) / 1000
  const used = process.cpuUsage(cpu)
  const cpuSeconds = (used.user + used.system) / 1e6
  const table = [...counts].map(
    ([k, v]) =>
      `${k.padEnd(8, '　')} ${String(v.done).padStart(5)} ${String([...v.refused.values()].reduce((s, n) => s + n, 0)).padStart(5)} ${(v.ms / Math.max(1, v.done + [...v.refused.values()].reduce((s, n) => s + n, 0))).toFixed(0).padStart(6)}  ${[...v.refused].map(([r, n]) => `${r} ${n}`).join('，')}`,
  )
  const states = new Map<number, number>()
  for (const o of orders.values()) states.set(o.status, (states.get(o.status) ?? 0) + 1)
  console.log(
    `random mix, seed ${SEED}: ${OPS} operations in ${seconds.toFixed(1)} s (CPU ${cpuSeconds.toFixed(1)} s: the machine is shared), ${orders.size} orders\n操作          完成  拒绝 ms/次  拒绝原因\n${table.join('\n')}\n` +
      `refused scans inside 复核: ${[...refusals].map(([r, n]) => `${r} ${n}`).join('，')}\n` +
      `checks: ${(checkMs / 1000).toFixed(1)} s; orders by state: ${[...states]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}:${n}`)
        .join(' ')}`,
  )
  // The mix reached every step of the life.
  for (const n of ['审核', '分配(整单)', '生成波次', '拣货完成', '复核', '打包称重', '出库', '签收', '取消申请', '取消审批', '完成退拣', '制单入库'])
    expect(counts.get(n)!.done, n).toBeGreaterThan(5)
  // Another tenant reaches none of it.
  const some = pickOne([...orders.values()])
  expect((await call('/v1/order/get', { id: some.id }, 'demo2')).status).toBe(0)
  expect((await call('/v1/stockOut/detail', { id: some.id }, 'demo2')).message).toBe('订单不存在或已被删除')
})
