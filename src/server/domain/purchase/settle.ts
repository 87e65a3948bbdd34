// Settlement of purchase orders (finance paying the supplier): an amount at a time, up to the
// order's tax-inclusive total, while the order is 待入库 (prepayment), 部分入库, 已入库 or
// 已终止. settleStatus follows settledAmount: 0 未结算, 1 部分结算, 2 已结算. Each settlement
// is a row of the document log (action settle; the state does not change). Urging sends a
// message to the finance users of the variant's finance list (settings.filterFinance).
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { STALE } from '../../crud/rows.ts'
import { writeDocumentLog } from '../../workflow/document-log.ts'
import { sendMessage } from '../message/messages.ts'
import { SETTLE_DONE, SETTLEABLE, WORKFLOW } from './states.ts'
import { labelOf } from '../../../config/workflow-states.ts'
import { read, write } from '../../kernel/define.ts'
import { postMoney, SOURCE } from '../payable/post.ts'

interface Head {
  id: number
  version: number
  purchase_no: string
  status: number
  settle_status: number
  total_amount: number
  settled_amount: number
  provider_name: string
}

async function headOf(ctx: HandlerContext, id: number, lock: boolean): Promise<Head> {
  const r = await ctx.tx.query<Head>(
    `SELECT h.id, h.version, h.purchase_no, h.status, h.settle_status, h.total_amount, h.settled_amount, p.name AS provider_name
       FROM purchase h JOIN provider p ON p.tenant_id = h.tenant_id AND p.id = h.provider_id WHERE h.id = $1${lock ? ' FOR UPDATE OF h' : ''}`,
    [id],
  )
  if (!r.rows[0]) throw new BizError('采购单不存在或已被删除')
  return r.rows[0]
}

function checkSettleable(ctx: HandlerContext, h: Head) {
  if (!SETTLEABLE.includes(h.status)) throw new BizError(`采购单 ${h.purchase_no} 当前状态“${labelOf(ctx.config, WORKFLOW, h.status)}”，不能结算`)
  if (h.settle_status === SETTLE_DONE) throw new BizError(`采购单 ${h.purchase_no} 已结算完毕`)
}

/** /v1/purchase/settleinfo {id}: what the settle form shows. */
export const settleInfo = read(async (ctx) => {
  const h = await headOf(ctx, ctx.payload.id, false)
  const unsettled = (await ctx.tx.query<{ v: number }>(`SELECT total_amount - settled_amount AS v FROM purchase WHERE id = $1`, [h.id])).rows[0].v
  return {
    id: h.id,
    version: h.version,
    purchaseNo: h.purchase_no,
    providerName: h.provider_name,
    totalAmount: h.total_amount,
    settledAmount: h.settled_amount,
    unsettledAmount: unsettled,
    amount: null,
    remark: null,
  }
})

/** /v1/purchase/settlement {id, version?, amount, remark?}. */
export const settlePurchase = write(async (ctx) => {
  const p = ctx.payload as { id: number; version?: number | null; amount: number; remark?: string | null }
  const h = await headOf(ctx, p.id, true)
  if (p.version != null && p.version !== h.version) throw new BizError(STALE)
  checkSettleable(ctx, h)
  // The comparison and the new totals are numeric arithmetic in SQL, not JS floats.
  const r = await ctx.tx.query<{ id: number; version: number; settled_amount: number; settle_status: number }>(
    `UPDATE purchase SET settled_amount = settled_amount + $2,
            settle_status = CASE WHEN settled_amount + $2 >= total_amount THEN 2 ELSE 1 END,
            version = version + 1, updated_at = now(), updated_by = $3
      WHERE id = $1 AND settled_amount + $2 <= total_amount
      RETURNING id, version, settled_amount, settle_status`,
    [h.id, p.amount, ctx.session?.userId ?? null],
  )
  if (!r.rows[0]) {
    const left = (
      await ctx.tx.query<{ v: string }>(`SELECT to_char(total_amount - settled_amount, 'FM999,999,999,990.00') AS v FROM purchase WHERE id = $1`, [h.id])
    ).rows[0].v
    throw new BizError(`本次结算金额超过未结算金额 ${left} 元`, [{ field: 'amount', message: `不能超过未结算金额 ${left} 元` }])
  }
  const s = r.rows[0]
  // A settlement is money paid to the supplier: it lowers the payable (domain/payable).
  await postMoney(ctx.tx, { purchaseId: h.id, sourceType: SOURCE.payment, sourceNo: h.purchase_no, amount: p.amount, remark: p.remark ?? '采购结算' })
  const amountText = (await ctx.tx.query<{ v: string }>(`SELECT to_char($1::numeric, 'FM999,999,999,990.00') AS v`, [p.amount])).rows[0].v
  await writeDocumentLog(ctx, {
    docType: WORKFLOW,
    docId: h.id,
    action: 'settle',
    title: '结算',
    fromState: h.status,
    toState: h.status,
    remark: `结算 ${amountText} 元${p.remark?.trim() ? '：' + p.remark.trim() : ''}`,
  })
  return { id: s.id, version: s.version, settledAmount: s.settled_amount, settleStatus: s.settle_status }
})

/** /v1/purchase/urgesettlement {id}: a business message to each finance user. */
export const urgeSettlement = write(async (ctx) => {
  const h = await headOf(ctx, ctx.payload.id, false)
  checkSettleable(ctx, h)
  const names = ctx.config.settings.filterFinance ?? []
  const users = (await ctx.tx.query<{ id: number }>(`SELECT id FROM sys_user WHERE user_name = ANY($1::text[]) AND status = 1 ORDER BY id`, [names])).rows
  if (!users.length) throw new BizError('没有可接收催办的财务人员（财务名单中的账号不存在或已停用）')
  const left = (
    await ctx.tx.query<{ v: string }>(`SELECT to_char(total_amount - settled_amount, 'FM999,999,999,990.00') AS v FROM purchase WHERE id = $1`, [h.id])
  ).rows[0].v
  const who = ctx.session?.realName ?? ''
  for (const u of users)
    await sendMessage(ctx.tx, {
      userId: u.id,
      messageType: 4,
      title: `催结算：采购单 ${h.purchase_no}`,
      content: `${who}提醒您结算采购单 ${h.purchase_no}（供应商：${h.provider_name}），未结算金额 ${left} 元。`,
      routeName: 'purchase-order-mag',
    })
  return { notified: users.length }
})
