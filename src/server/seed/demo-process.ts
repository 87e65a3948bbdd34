// Demo 加工单 (processing orders) through the real handlers, transitions and approval engine, so
// orders, approvals, holds, stock and ledger agree. The type is bound to the one-level template
// (审批员: demo-settings.ts); in 仓云演示 one order made by the keeper in each state — 新建, 待审核
// (waiting for 审批员), 已驳回, 加工中 (accepted: its sources held), 已完成 (sources consumed, kits
// made), 已取消 (started, then cancelled) and 已关闭 (closed before submitting). Combines make
// 早餐牛奶组合装 from its components with no owner chosen (the demo's components belong to several
// owners); splits break 春节粮油礼盒 of the owner holding most of it. 华东物流 gets one draft of its
// own. Quiet: seeding sends no messages.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import type { HandlerContext } from '../kernel/handler.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { decideApproval } from '../domain/approval/decide.ts'
import { createProcess } from '../domain/product-process/write.ts'
import { COMBINE, PROCESS, SPLIT } from '../domain/product-process/states.ts'
import { STOCK_STATUS } from '../domain/stock/index.ts'
import { contextOf, sessionOf } from './seed-context.ts'

type Fate = 'new' | 'pending' | 'rejected' | 'processing' | 'done' | 'cancelled' | 'closed'

interface Plan {
  fate: Fate
  type: number
  qty: number
  reason: string
  opinion?: string
}

const PLANS: Plan[] = [
  { fate: 'new', type: COMBINE, qty: 2, reason: '周末促销备货' },
  { fate: 'pending', type: COMBINE, qty: 1, reason: '门店早餐组合补货', opinion: undefined },
  { fate: 'rejected', type: SPLIT, qty: 3, reason: '礼盒拆零销售', opinion: '节前礼盒还要卖，先不拆' },
  { fate: 'processing', type: COMBINE, qty: 2, reason: '社区团购订单', opinion: '同意' },
  { fate: 'done', type: COMBINE, qty: 2, reason: '早餐组合装备货', opinion: '同意' },
  { fate: 'cancelled', type: SPLIT, qty: 1, reason: '礼盒破损拆出单品', opinion: '同意' },
  { fate: 'closed', type: SPLIT, qty: 2, reason: '计划调整' },
]

const KIT_OF: Record<number, string> = { [COMBINE]: '早餐牛奶组合装', [SPLIT]: '春节粮油礼盒' }

export async function seedDemoProcess(db: Db, config: WmsConfig, ids: { demo: number; keeperUser: number; second: number; demo2User: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.keeperUser }, async (tx) => {
    const keeper = contextOf(config, tx, await sessionOf(tx, 'keeper'), {}, { op: 'create', entity: PROCESS })
    const approver = contextOf(config, tx, await sessionOf(tx, 'approver'))
    for (const plan of PLANS) await seedOrder(tx, keeper, approver, plan)
  })
  await inTenant(db, { tenantId: ids.second, userId: ids.demo2User }, async (tx) => {
    const admin = contextOf(config, tx, await sessionOf(tx, 'demo2'), {}, { op: 'create', entity: PROCESS })
    await seedOrder(tx, admin, undefined, { fate: 'new', type: COMBINE, qty: 5, reason: '电商活动组合装' })
  })
}

async function seedOrder(tx: Tx, maker: HandlerContext, approver: HandlerContext | undefined, plan: Plan) {
  const where = await placeOf(tx, KIT_OF[plan.type], plan.type)
  if (!where) return
  const payload = { processType: plan.type, qty: plan.qty, reason: plan.reason, ...where }
  const { id } = (await createProcess.run({ ...maker, payload })) as { id: number }
  if (plan.fate === 'new' || !approver) return
  if (plan.fate === 'closed') return void (await runTransition(maker, PROCESS, 'close', id, { remark: plan.reason }))
  await runTransition(maker, PROCESS, 'submit', id)
  if (plan.fate === 'pending') return
  const instance = (await tx.query<{ id: number }>(`SELECT id FROM approval_instance WHERE workflow = $1 AND doc_id = $2 AND status = 0`, [PROCESS, id]))
    .rows[0].id
  await decideApproval(approver, instance, plan.fate === 'rejected' ? 'reject' : 'accept', { nodeIndex: 0, opinion: plan.opinion })
  if (plan.fate === 'done') await runTransition(maker, PROCESS, 'finish', id, { remark: '已装箱' })
  if (plan.fate === 'cancelled') await runTransition(maker, PROCESS, 'cancel', id, { remark: plan.reason })
}

/** The composite, the default warehouse and its first storage location; a split also the owner holding most of the kit there. */
async function placeOf(tx: Tx, kit: string, type: number) {
  const r = await tx.query<{ compositeId: number; storageId: number; locationId: number; ownerId: number | null }>(
    `SELECT c.id AS "compositeId", s.id AS "storageId",
            (SELECT l.id FROM location l JOIN storage_area a ON a.tenant_id = l.tenant_id AND a.id = l.area_id
              WHERE l.storage_id = s.id AND a.area_type = 2 AND l.status = 1 ORDER BY l.id LIMIT 1) AS "locationId",
            (SELECT b.owner_id FROM stock_balance b WHERE b.storage_id = s.id AND b.sku_id = c.sku_id AND b.stock_status = $2
              GROUP BY b.owner_id ORDER BY sum(b.on_hand - b.allocated) DESC LIMIT 1) AS "ownerId"
       FROM composite_product c, storage s WHERE c.name = $1 AND s.is_default LIMIT 1`,
    [kit, STOCK_STATUS.normal],
  )
  const p = r.rows[0]
  if (!p?.locationId) return undefined
  return { compositeId: p.compositeId, storageId: p.storageId, locationId: p.locationId, ...(type === SPLIT && p.ownerId ? { ownerId: p.ownerId } : {}) }
}
