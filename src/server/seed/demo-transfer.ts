// Demo 调拨单 (transfers) through the real handlers, transitions and approval engine, so transfers,
// approvals, holds, transit stock and ledger agree. The type is bound to the one-level template
// (审批员: demo-settings.ts); in 仓云演示 one transfer made by the keeper from the default warehouse
// (GZ01) to FS02 in each state — 新建, 待审核 (waiting for 审批员), 待调出 (its stock held), 已调出
// (in transit: 在途 at FS02's receiving location), 部分调入, 已完成 and 已关闭 (shipped, part
// received, the rest written off as 途损). 华东物流 has one warehouse, so no transfer. Each takes a 合格
// row with room to spare. Quiet: seeding sends no messages.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import type { HandlerContext } from '../kernel/handler.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { decideApproval } from '../domain/approval/decide.ts'
import { createTransfer } from '../domain/transfer/write.ts'
import { receiveTransfer } from '../domain/transfer/receive.ts'
import { TRANSFER } from '../domain/transfer/states.ts'
import { STOCK_STATUS } from '../domain/stock/index.ts'
import { contextOf, sessionOf } from './seed-context.ts'

type Fate = 'new' | 'pending' | 'toShip' | 'shipped' | 'part' | 'done' | 'closed'

const PLANS: { fate: Fate; reason: string; qty: number; opinion?: string }[] = [
  { fate: 'new', reason: '佛山仓备货', qty: 3 },
  { fate: 'pending', reason: '佛山门店补货', qty: 4 },
  { fate: 'toShip', reason: '平衡两仓库存', qty: 2, opinion: '同意，明早装车' },
  { fate: 'shipped', reason: '佛山仓促销备货', qty: 5, opinion: '同意' },
  { fate: 'part', reason: '佛山门店补货', qty: 6, opinion: '同意' },
  { fate: 'done', reason: '季节性调仓', qty: 4, opinion: '同意' },
  { fate: 'closed', reason: '佛山仓备货', qty: 3, opinion: '同意' },
]

export async function seedDemoTransfer(db: Db, config: WmsConfig, ids: { demo: number; keeperUser: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.keeperUser }, async (tx) => {
    const keeper = contextOf(config, tx, await sessionOf(tx, 'keeper'), {}, { op: 'create', entity: TRANSFER })
    const approver = contextOf(config, tx, await sessionOf(tx, 'approver'))
    const to = (await tx.query<{ id: number }>(`SELECT id FROM storage WHERE code = 'FS02'`)).rows[0]
    if (!to) return
    const toLocations = (
      await tx.query<{ id: number }>(
        `SELECT l.id FROM location l JOIN storage_area a ON a.tenant_id = l.tenant_id AND a.id = l.area_id
          WHERE l.storage_id = $1 AND a.code = 'A' AND l.status = 1 ORDER BY l.code LIMIT 2`,
        [to.id],
      )
    ).rows.map((r) => Number(r.id))
    const rows = await transferableRows(tx, PLANS.length)
    for (const [i, plan] of PLANS.entries()) if (rows[i]) await seedTransfer(tx, keeper, approver, plan, rows[i], Number(to.id), toLocations)
  })
}

interface Row {
  id: number
  storageId: number
}

async function seedTransfer(
  tx: Tx,
  maker: HandlerContext,
  approver: HandlerContext,
  plan: (typeof PLANS)[number],
  row: Row,
  toStorageId: number,
  at: number[],
) {
  const payload = { storageId: row.storageId, toStorageId, reason: plan.reason, lines: [{ balanceId: row.id, qty: plan.qty }] }
  const { id } = (await createTransfer.run({ ...maker, payload })) as { id: number }
  if (plan.fate === 'new') return
  await runTransition(maker, TRANSFER, 'submit', id)
  if (plan.fate === 'pending') return
  const instance = (await tx.query<{ id: number }>(`SELECT id FROM approval_instance WHERE workflow = $1 AND doc_id = $2 AND status = 0`, [TRANSFER, id]))
    .rows[0].id
  await decideApproval(approver, instance, 'accept', { nodeIndex: 0, opinion: plan.opinion })
  if (plan.fate === 'toShip') return
  await runTransition(maker, TRANSFER, 'ship', id, { remark: '已装车发出' })
  if (plan.fate === 'shipped') return
  const lineId = Number((await tx.query<{ id: number }>(`SELECT id FROM transfer_order_line WHERE transfer_id = $1`, [id])).rows[0].id)
  const received = plan.fate === 'done' ? plan.qty : plan.qty - 2
  const lines =
    plan.fate === 'done'
      ? [
          { lineId, toLocationId: at[0], qty: received - 1 },
          { lineId, toLocationId: at[1] ?? at[0], qty: 1 },
        ]
      : [{ lineId, toLocationId: at[0], qty: received }]
  await receiveTransfer.run({ ...maker, payload: { id, remark: '到货清点入库', lines } })
  if (plan.fate === 'closed') await runTransition(maker, TRANSFER, 'close', id, { remark: '运输途中破损 2 件，已拍照留证' })
}

/** 合格 rows of the default warehouse with at least 10 free, the most recent first (other seeds take from the front). */
async function transferableRows(tx: Tx, n: number): Promise<Row[]> {
  const r = await tx.query<Row>(
    `SELECT b.id, b.storage_id AS "storageId"
       FROM stock_balance b JOIN storage s ON s.tenant_id = b.tenant_id AND s.id = b.storage_id AND s.is_default
      WHERE b.stock_status = $1 AND b.on_hand - b.allocated >= 10 ORDER BY b.id DESC OFFSET 10 LIMIT $2`,
    [STOCK_STATUS.normal, n],
  )
  return r.rows
}
