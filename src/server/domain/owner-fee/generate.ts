// /v1/PropertyFinance/OwnerFee/Generate: an owner's bill for a warehouse and a period. Checked:
// the owner and warehouse in the caller's data scope (so the ledger the bill reads is the whole
// of theirs there), a period of at most a year ending no later than today, no overlap with a bill
// of the same owner and warehouse that is not 已作废 (the owner's row is locked first, so two
// finance users generating at once cannot both pass). Then one line per enabled fee type with a
// 计费方式 and a price (charges.ts) and one per running lease contract (rent.ts), each the sum of
// its rows; lines with no rows are dropped; the header sums its lines. Same ledger, same bill.
import type { HandlerContext } from '../../kernel/handler.ts'
import { fieldError } from '../../kernel/errors.ts'
import { write } from '../../kernel/define.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { insertRow } from '../../crud/rows.ts'
import { writeDocumentLog } from '../../workflow/document-log.ts'
import { businessDate } from '../../util/format.ts'
import { writeChargeRows } from './charges.ts'
import { rentContracts, writeRentRows } from './rent.ts'
import { BASIS, BASIS_UNIT, CHARGE, GENERATED, OWNER_FEE, VOIDED } from './states.ts'

interface Payload {
  ownerId: number
  storageId: number
  periodStart: string
  periodEnd: string
  remark?: string | null
}

const MAX_DAYS = 366
const chargeOf = (basis: number) => (basis <= BASIS.volumeDay ? CHARGE.storage : basis <= BASIS.inOrder ? CHARGE.inbound : CHARGE.outbound)

export const generateBill = write(async (ctx) => {
  const p = ctx.payload as Payload
  await check(ctx, p)
  const userId = ctx.session?.userId ?? null
  const id = await insertRow(ctx, entityModel(ctx.config, OWNER_FEE), {
    ownerId: p.ownerId,
    storageId: p.storageId,
    periodStart: p.periodStart,
    periodEnd: p.periodEnd,
    remark: p.remark ?? null,
  })
  const range = { ownerId: p.ownerId, storageId: p.storageId, periodStart: p.periodStart, periodEnd: p.periodEnd }
  const fees = await ctx.tx.query<{ id: number; name: string; basis: number; price: string }>(
    `SELECT id, name, billing_basis AS basis, price::text AS price FROM fee
      WHERE status = 1 AND billing_basis IS NOT NULL AND price IS NOT NULL ORDER BY code, id`,
  )
  for (const f of fees.rows) {
    const lineId = await addLine(ctx, id, {
      chargeType: chargeOf(f.basis),
      feeId: f.id,
      chargeName: f.name,
      basis: f.basis,
      unit: BASIS_UNIT[f.basis],
      price: f.price,
    })
    await writeChargeRows(ctx.tx, f.basis, { billId: id, lineId, ...range, price: f.price, userId })
  }
  for (const c of await rentContracts(ctx.tx, p.ownerId, p.storageId, p.periodStart, p.periodEnd)) {
    const lineId = await addLine(ctx, id, { chargeType: CHARGE.rent, contractId: c.id, chargeName: `租金（合同 ${c.contractNo}）`, unit: '天' })
    await writeRentRows(ctx.tx, { billId: id, lineId, contractId: c.id, start: p.periodStart, end: p.periodEnd, userId })
  }
  const bill = await sumUp(ctx, id)
  await writeDocumentLog(ctx, {
    docType: OWNER_FEE,
    docId: id,
    action: 'generate',
    title: '生成账单',
    fromState: null,
    toState: GENERATED,
    remark: `账单金额 ${bill.totalAmount} 元`,
  })
  return { id, ...bill }
})

async function check(ctx: HandlerContext, p: Payload): Promise<void> {
  if (p.periodEnd < p.periodStart) throw fieldError('periodEnd', '账期结束不能早于账期开始')
  const today = businessDate(ctx.deps.clock.now())
  if (p.periodEnd > today) throw fieldError('periodEnd', `账期结束不能晚于今天（${today}）：未来的库存和作业还没有发生`)
  const days = (Date.parse(p.periodEnd) - Date.parse(p.periodStart)) / 86_400_000 + 1
  if (days > MAX_DAYS) throw fieldError('periodEnd', `账期不能超过 ${MAX_DAYS} 天`)
  const owner = await ctx.tx.query(`SELECT id FROM product_owner WHERE id = $1 FOR UPDATE`, [p.ownerId])
  if (!owner.rows[0]) throw fieldError('ownerId', '货主不存在或不在您的数据范围内')
  const storage = await ctx.tx.query(`SELECT id FROM storage WHERE id = $1`, [p.storageId])
  if (!storage.rows[0]) throw fieldError('storageId', '仓库不存在或不在您的数据范围内')
  const overlap = await ctx.tx.query<{ billNo: string; s: string; e: string }>(
    `SELECT bill_no AS "billNo", to_char(period_start, 'YYYY-MM-DD') AS s, to_char(period_end, 'YYYY-MM-DD') AS e FROM owner_fee
      WHERE owner_id = $1 AND storage_id = $2 AND status <> $3 AND period_start <= $5::date AND period_end >= $4::date ORDER BY period_start LIMIT 1`,
    [p.ownerId, p.storageId, VOIDED, p.periodStart, p.periodEnd],
  )
  const o = overlap.rows[0]
  if (o) throw fieldError('periodStart', `该货主在此仓库已有账单 ${o.billNo}（${o.s} 至 ${o.e}），账期不能重叠；如需重算请先作废该账单`)
}

interface LineHead {
  chargeType: number
  feeId?: number
  contractId?: number
  chargeName: string
  basis?: number
  unit: string
  price?: string
}

async function addLine(ctx: HandlerContext, billId: number, l: LineHead): Promise<number> {
  const r = await ctx.tx.query<{ id: number }>(
    `INSERT INTO owner_fee_line (tenant_id, bill_id, charge_type, fee_id, contract_id, charge_name, billing_basis, unit, price, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8::numeric, $9, $9) RETURNING id`,
    [billId, l.chargeType, l.feeId ?? null, l.contractId ?? null, l.chargeName, l.basis ?? null, l.unit, l.price ?? null, ctx.session?.userId ?? null],
  )
  return r.rows[0].id
}

/** Lines = the sums of their rows (empty lines dropped); the header = the sums of its lines. */
async function sumUp(ctx: HandlerContext, billId: number) {
  await ctx.tx.query(
    `UPDATE owner_fee_line l SET qty = s.q, amount = s.a
       FROM (SELECT line_id, sum(qty) AS q, sum(amount) AS a FROM owner_fee_detail WHERE bill_id = $1 GROUP BY line_id) s
      WHERE l.id = s.line_id`,
    [billId],
  )
  await ctx.tx.query(`DELETE FROM owner_fee_line l WHERE l.bill_id = $1 AND NOT EXISTS (SELECT 1 FROM owner_fee_detail d WHERE d.line_id = l.id)`, [billId])
  const r = await ctx.tx.query<{ billNo: string; totalAmount: string }>(
    `UPDATE owner_fee f SET storage_amount = s.st, handling_amount = s.ha, rent_amount = s.re, total_amount = s.t
       FROM (SELECT COALESCE(sum(amount) FILTER (WHERE charge_type = $2), 0) AS st,
                    COALESCE(sum(amount) FILTER (WHERE charge_type IN ($3, $4)), 0) AS ha,
                    COALESCE(sum(amount) FILTER (WHERE charge_type = $5), 0) AS re,
                    COALESCE(sum(amount), 0) AS t
               FROM owner_fee_line WHERE bill_id = $1) s
      WHERE f.id = $1
      RETURNING f.bill_no AS "billNo", f.total_amount::text AS "totalAmount"`,
    [billId, CHARGE.storage, CHARGE.inbound, CHARGE.outbound, CHARGE.rent],
  )
  return r.rows[0]
}
