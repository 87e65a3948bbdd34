// Demo 采购退货单 (purchase returns) through the real handlers, transitions and approval engine, so
// returns, approvals, holds, stock, the orders' returned quantities and the payables agree. The
// type is bound to the one-level template (审批员: demo-settings.ts); in 演示仓储 one return made by
// the keeper in each state — 新建, 待审核 (its stock held, waiting for 审批员), 已驳回 with the reason,
// 已退货 (shipped, payable credited) and 已作废 — each from a received order line whose SKU lies
// in the order's warehouse. 华东物流 gets a draft when one of its orders has arrived. Then the
// demo payables are spread over time (see ageDemoPayables). Quiet: seeding sends no messages.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import type { HandlerContext } from '../kernel/handler.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { decideApproval } from '../domain/approval/decide.ts'
import { createReturn } from '../domain/purchase-return/write.ts'
import { RETURN } from '../domain/purchase-return/states.ts'
import { contextOf, sessionOf } from './seed-context.ts'

type Fate = 'draft' | 'pending' | 'rejected' | 'returned' | 'voided'

const PLANS: { fate: Fate; reason: string; qty: number; opinion?: string }[] = [
  { fate: 'draft', reason: '包装破损，退回换新', qty: 2 },
  { fate: 'pending', reason: '质量问题：批次抽检不合格', qty: 3 },
  { fate: 'returned', reason: '规格不符', qty: 2, opinion: '同意退货，从应付款中扣减' },
  { fate: 'rejected', reason: '多送货', qty: 1, opinion: '请先与供应商确认是否补发赠品，再提交' },
  { fate: 'voided', reason: '误录', qty: 1 },
]

export async function seedDemoPurchaseReturn(db: Db, config: WmsConfig, ids: { demo: number; keeperUser: number; second: number; demo2User: number }) {
  await inTenant(db, { tenantId: ids.demo, userId: ids.keeperUser }, async (tx) => {
    await ageDemoPayables(tx)
    const keeper = contextOf(config, tx, await sessionOf(tx, 'keeper'), {}, { op: 'create', entity: RETURN })
    const approver = contextOf(config, tx, await sessionOf(tx, 'approver'))
    const lines = await returnableLines(tx, PLANS.length)
    // Fewer lines than plans: the last ones share the first line (a draft and a voided return hold nothing).
    if (lines.length) for (const [i, plan] of PLANS.entries()) await seedReturn(tx, keeper, approver, plan, lines[i] ?? lines[0])
  })
  await inTenant(db, { tenantId: ids.second, userId: ids.demo2User }, async (tx) => {
    await ageDemoPayables(tx)
    const admin = contextOf(config, tx, await sessionOf(tx, 'demo2'), {}, { op: 'create', entity: RETURN })
    const [line] = await returnableLines(tx, 1)
    if (line) await seedReturn(tx, admin, undefined, { fate: 'draft', reason: '包装破损', qty: 1 }, line)
  })
}

interface Line {
  purchaseId: number
  purchaseLineId: number
}

async function seedReturn(tx: Tx, maker: HandlerContext, approver: HandlerContext | undefined, plan: (typeof PLANS)[number], line: Line) {
  const payload = { purchaseId: line.purchaseId, reason: plan.reason, lines: [{ purchaseLineId: line.purchaseLineId, stockStatus: 1, qty: plan.qty }] }
  const { id } = (await createReturn.run({ ...maker, payload })) as { id: number }
  if (plan.fate === 'draft' || !approver) return
  if (plan.fate === 'voided') return void (await runTransition(maker, RETURN, 'void', id, { remark: plan.reason }))
  await runTransition(maker, RETURN, 'submit', id)
  if (plan.fate === 'pending') return
  const instance = (await tx.query<{ id: number }>(`SELECT id FROM approval_instance WHERE workflow = $1 AND doc_id = $2 AND status = 0`, [RETURN, id])).rows[0]
    .id
  await decideApproval(approver, instance, plan.fate === 'returned' ? 'accept' : 'reject', { nodeIndex: 0, opinion: plan.opinion })
}

/** Received order lines (one per SKU) with at least 3 to return whose SKU has 6 合格 units nobody holds in a usable place of the order's warehouse. */
async function returnableLines(tx: Tx, n: number): Promise<Line[]> {
  const r = await tx.query<Line>(
    `SELECT DISTINCT ON (l.sku_id) h.id AS "purchaseId", l.id AS "purchaseLineId"
       FROM purchase h JOIN purchase_line l ON l.tenant_id = h.tenant_id AND l.purchase_id = h.id
      WHERE h.status IN (30, 40, 80) AND l.received_qty - l.returned_qty >= 3
        AND (SELECT COALESCE(sum(b.on_hand - b.allocated), 0) FROM stock_balance b
               JOIN location c ON c.tenant_id = b.tenant_id AND c.id = b.location_id AND c.status = 1
               LEFT JOIN storage_area a ON a.tenant_id = c.tenant_id AND a.id = c.area_id
              WHERE b.storage_id = h.storage_id AND b.sku_id = l.sku_id AND b.stock_status = 1 AND (a.area_type IS NULL OR a.area_type NOT IN (4, 5))
                AND (b.expiry_date IS NULL OR b.expiry_date >= current_date) AND (h.owner_id IS NULL OR b.owner_id = h.owner_id)) >= 6
      ORDER BY l.sku_id, h.id, l.id`,
  )
  return r.rows.slice(0, n)
}

/**
 * Demo receipts and settlements all happened "now" as seeding ran; a payable whose every entry is
 * today shows no ageing. Each order's entries are moved back by its place among the orders (0, 20,
 * 45, 75, 110 days …), so the four buckets of 应付账款 have something to show. Demo data only: real
 * entries keep the moment they were written.
 */
async function ageDemoPayables(tx: Tx): Promise<void> {
  await tx.query(
    `UPDATE payable_entry e SET biz_date = e.biz_date - make_interval(days => (ARRAY[0, 20, 45, 75, 110])[1 + (o.n % 5)])
       FROM (SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM purchase) o WHERE o.id = e.purchase_id`,
  )
}
