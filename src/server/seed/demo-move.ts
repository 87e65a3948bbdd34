// Demo 移库单 (stock moves) through the real handlers, transitions and approval engine, so moves,
// approvals, holds, stock and ledger agree. The type is bound to the one-level template (审批员:
// demo-settings.ts); in 仓云演示 one move made by the keeper in each state — 新建, 待审核 (waiting
// for 审批员), 待确认 (accepted: its stock held), 已完成 (moved) and 已关闭 (accepted, then closed).
// 华东物流 gets one draft of its own. Each takes a 合格 row with room to spare to another location
// of the same storage area. Quiet: seeding sends no messages.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import type { HandlerContext } from '../kernel/handler.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { decideApproval } from '../domain/approval/decide.ts'
import { createMove } from '../domain/stock-move/write.ts'
import { MOVE } from '../domain/stock-move/states.ts'
import { STOCK_STATUS } from '../domain/stock/index.ts'
import { contextOf, sessionOf } from './seed-context.ts'

type Fate = 'new' | 'pending' | 'toConfirm' | 'done' | 'closed'

const PLANS: { fate: Fate; reason: string; qty: number; opinion?: string }[] = [
  { fate: 'new', reason: '整理库位，合并零散库存', qty: 3 },
  { fate: 'pending', reason: '拣货位补货', qty: 4 },
  { fate: 'toConfirm', reason: '货架维修，先移到相邻库位', qty: 2, opinion: '同意，维修完成前移回' },
  { fate: 'done', reason: '畅销品移到靠近出口的库位', qty: 5, opinion: '同意' },
  { fate: 'closed', reason: '计划调整', qty: 1, opinion: '同意' },
]

export async function seedDemoMove(db: Db, config: WmsConfig, ids: { demo: number; keeperUser: number; second: number; demo2User: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.keeperUser }, async (tx) => {
    const keeper = contextOf(config, tx, await sessionOf(tx, 'keeper'), {}, { op: 'create', entity: MOVE })
    const approver = contextOf(config, tx, await sessionOf(tx, 'approver'))
    const rows = await movableRows(tx, PLANS.length)
    for (const [i, plan] of PLANS.entries()) if (rows[i]) await seedMove(tx, keeper, approver, plan, rows[i])
  })
  await inTenant(db, { tenantId: ids.second, userId: ids.demo2User }, async (tx) => {
    const admin = contextOf(config, tx, await sessionOf(tx, 'demo2'), {}, { op: 'create', entity: MOVE })
    const [row] = await movableRows(tx, 1)
    if (row) await seedMove(tx, admin, undefined, { fate: 'new', reason: '库位调整', qty: 2 }, row)
  })
}

interface Row {
  id: number
  storageId: number
  toLocationId: number
}

async function seedMove(tx: Tx, maker: HandlerContext, approver: HandlerContext | undefined, plan: (typeof PLANS)[number], row: Row) {
  const payload = { storageId: row.storageId, reason: plan.reason, lines: [{ balanceId: row.id, toLocationId: row.toLocationId, qty: plan.qty }] }
  const { id } = (await createMove.run({ ...maker, payload })) as { id: number }
  if (plan.fate === 'new' || !approver) return
  await runTransition(maker, MOVE, 'submit', id)
  if (plan.fate === 'pending') return
  const instance = (await tx.query<{ id: number }>(`SELECT id FROM approval_instance WHERE workflow = $1 AND doc_id = $2 AND status = 0`, [MOVE, id])).rows[0]
    .id
  await decideApproval(approver, instance, 'accept', { nodeIndex: 0, opinion: plan.opinion })
  if (plan.fate === 'done') await runTransition(maker, MOVE, 'confirm', id)
  if (plan.fate === 'closed') await runTransition(maker, MOVE, 'close', id, { remark: plan.reason })
}

/** 合格 rows of the default warehouse with at least 10 free, each with another enabled location of its storage area. */
async function movableRows(tx: Tx, n: number): Promise<Row[]> {
  const r = await tx.query<Row>(
    `SELECT b.id, b.storage_id AS "storageId",
            (SELECT t.id FROM location t WHERE t.area_id = l.area_id AND t.id <> l.id AND t.status = 1 ORDER BY t.id LIMIT 1) AS "toLocationId"
       FROM stock_balance b JOIN storage s ON s.tenant_id = b.tenant_id AND s.id = b.storage_id AND s.is_default
       JOIN location l ON l.tenant_id = b.tenant_id AND l.id = b.location_id
      WHERE b.stock_status = $1 AND b.on_hand - b.allocated >= 10 ORDER BY b.id DESC LIMIT 50`,
    [STOCK_STATUS.normal],
  )
  return r.rows.filter((x) => x.toLocationId).slice(0, n)
}
