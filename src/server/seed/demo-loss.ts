// Demo 报损单 (loss reports) through the real handlers, transitions and approval engine, so
// reports, approvals, holds, stock and ledger agree. The type is bound to the two-level template
// (审批员, then 财务: demo-settings.ts); one report made by the keeper in each
// state — 新建, 待审核 (its stock held, waiting for 审批员), 已驳回 with the reason, 已报损 (written
// off) and 已作废. 华东物流 gets one draft of its own. Lines are taken from opening stock nobody
// holds, each report at one owner. Quiet: seeding sends no messages.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import type { HandlerContext } from '../kernel/handler.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { decideApproval } from '../domain/approval/decide.ts'
import { createReport } from '../domain/loss/write.ts'
import { LOSS } from '../domain/loss/states.ts'
import { STOCK_STATUS } from '../domain/stock/index.ts'
import { contextOf, sessionOf } from './seed-context.ts'

type Fate = 'draft' | 'pending' | 'rejected' | 'writtenOff' | 'voided'

interface Plan {
  fate: Fate
  lossType: number
  reason: string
  /** Lines: stock status and quantity, each from another balance row of the report's owner. */
  lines: [number, number][]
  opinion?: string
}

const PLANS: Plan[] = [
  {
    fate: 'draft',
    lossType: 1,
    reason: '搬运中跌落，外包装破损',
    lines: [
      [STOCK_STATUS.normal, 2],
      [STOCK_STATUS.normal, 1],
    ],
  },
  { fate: 'pending', lossType: 2, reason: '受潮变质，供应商不予退回', lines: [[STOCK_STATUS.damaged, 3]] },
  { fate: 'rejected', lossType: 4, reason: '盘点时未找到', lines: [[STOCK_STATUS.normal, 1]], opinion: '请先复盘确认，附上监控截图后再提交' },
  { fate: 'writtenOff', lossType: 3, reason: '超过保质期，按规定销毁', lines: [[STOCK_STATUS.normal, 2]], opinion: '已核实，同意报损' },
  { fate: 'voided', lossType: 5, reason: '误录', lines: [[STOCK_STATUS.normal, 1]] },
]

interface StockRow {
  locationId: number
  skuId: number
  ownerId: number | null
  batchNo: string | null
  stockStatus: number
}

export async function seedDemoLoss(db: Db, config: WmsConfig, ids: { demo: number; demoUser: number; second: number; demo2User: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, async (tx) => {
    const keeper = contextOf(config, tx, await sessionOf(tx, 'keeper'), {}, { op: 'create', entity: LOSS })
    const approvers = [contextOf(config, tx, await sessionOf(tx, 'approver')), contextOf(config, tx, await sessionOf(tx, 'finance'))]
    const rows = await freeRows(tx, 'GZ01')
    for (const plan of PLANS) {
      const taken = takeRows(rows, plan.lines)
      if (!taken) continue
      await seedReport(tx, keeper, approvers, plan, taken)
    }
  })
  await inTenant(db, { tenantId: ids.second, userId: ids.demo2User }, async (tx) => {
    const admin = contextOf(config, tx, await sessionOf(tx, 'demo2'), {}, { op: 'create', entity: LOSS })
    const taken = takeRows(await freeRows(tx, 'SH01'), [[STOCK_STATUS.normal, 1]])
    if (taken) await seedReport(tx, admin, [], { fate: 'draft', lossType: 1, reason: '叉车碰撞破损', lines: [] }, taken)
  })
}

async function seedReport(tx: Tx, maker: HandlerContext, approvers: HandlerContext[], plan: Plan, taken: { row: StockRow; qty: number }[]) {
  const storageId = (await tx.query<{ id: number }>(`SELECT DISTINCT storage_id AS id FROM location WHERE id = $1`, [taken[0].row.locationId])).rows[0].id
  const payload = {
    lossType: plan.lossType,
    storageId,
    ownerId: taken[0].row.ownerId,
    reason: plan.reason,
    lines: taken.map(({ row, qty }) => ({ skuId: row.skuId, locationId: row.locationId, batchNo: row.batchNo, stockStatus: row.stockStatus, qty })),
  }
  const { id } = (await createReport.run({ ...maker, payload })) as { id: number }
  if (plan.fate === 'draft') return
  if (plan.fate === 'voided') return void (await runTransition(maker, LOSS, 'void', id))
  await runTransition(maker, LOSS, 'submit', id)
  if (plan.fate === 'pending') return
  const instance = (await tx.query<{ id: number }>(`SELECT id FROM approval_instance WHERE workflow = $1 AND doc_id = $2 AND status = 0`, [LOSS, id])).rows[0]
    .id
  if (plan.fate === 'rejected') return void (await decideApproval(approvers[0], instance, 'reject', { nodeIndex: 0, opinion: plan.opinion }))
  // Accepted node by node: 审批员, then 财务.
  for (const [nodeIndex, who] of approvers.entries()) await decideApproval(who, instance, 'accept', { nodeIndex, opinion: plan.opinion })
}

/** Opening stock of a warehouse that nobody holds, at least 5 of it, oldest first. */
async function freeRows(tx: Tx, storageCode: string): Promise<StockRow[]> {
  return (
    await tx.query<StockRow>(
      `SELECT b.location_id AS "locationId", b.sku_id AS "skuId", b.owner_id AS "ownerId", b.batch_no AS "batchNo", b.stock_status AS "stockStatus"
         FROM stock_balance b JOIN storage s ON s.tenant_id = b.tenant_id AND s.id = b.storage_id
        WHERE s.code = $1 AND b.allocated = 0 AND b.on_hand >= 5 AND b.stock_status IN ($2, $3) ORDER BY b.id`,
      [storageCode, STOCK_STATUS.normal, STOCK_STATUS.damaged],
    )
  ).rows
}

/** Rows for the plan's lines, all of one owner, each row (and SKU) used once; undefined when there are none. */
function takeRows(rows: StockRow[], lines: [number, number][]): { row: StockRow; qty: number }[] | undefined {
  for (const first of rows.filter((r) => r.stockStatus === lines[0][0])) {
    const picked = [first]
    for (const [status] of lines.slice(1)) {
      const next = rows.find((r) => r.stockStatus === status && r.ownerId === first.ownerId && !picked.some((p) => p.skuId === r.skuId))
      if (next) picked.push(next)
    }
    if (picked.length < lines.length) continue
    for (const p of picked) rows.splice(rows.indexOf(p), 1)
    return picked.map((row, i) => ({ row, qty: lines[i][1] }))
  }
  return undefined
}
