// Demo 检测单 (detection orders) through the real handlers, transitions and approval engine, so
// orders, approvals, holds, stock and ledger agree. The schemes are plain demo rows
// (schemas/demo/detectionScheme.yaml); the type is bound to the one-level template (审批员:
// demo-settings.ts). One order made by the keeper in each state — 新建 (results half entered),
// 待审核 (held, waiting for 审批员), 已驳回 with the reason, 已完成 不合格 (the quantity turned
// 不合格), 已完成 合格 (nothing moved) and 已作废; the 出库检测 ones name an outbound number.
// 华东物流 gets one draft of its own. Stock is opening stock nobody holds. Quiet: no messages.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import type { HandlerContext } from '../kernel/handler.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { decideApproval } from '../domain/approval/decide.ts'
import { createOrder, updateOrder } from '../domain/detection/order-write.ts'
import { DETECTION } from '../domain/detection/states.ts'
import { STOCK_STATUS } from '../domain/stock/index.ts'
import { contextOf, sessionOf } from './seed-context.ts'

type Fate = 'draft' | 'pending' | 'rejected' | 'done' | 'voided'

interface Plan {
  fate: Fate
  scheme: string
  detectType: 1 | 2
  qty: number
  /** Per scheme project in order: a value, a verdict (1 合格, 0 不合格), or nothing yet. */
  results: ({ value?: number; passed?: 1 | 0 } | null)[]
  opinion?: string
  outOrderNo?: string
}

const PLANS: Plan[] = [
  { fate: 'draft', scheme: '粮油常规检测', detectType: 1, qty: 4, results: [{ passed: 1 }, { value: 13.2 }, null, null] },
  { fate: 'pending', scheme: '粮油常规检测', detectType: 1, qty: 3, results: [{ passed: 1 }, { value: 15.8 }, { value: 1.2 }, { value: 0.1 }] },
  {
    fate: 'rejected',
    scheme: '食品出库检测',
    detectType: 2,
    qty: 2,
    outOrderNo: 'CK-DEMO-0001',
    results: [{ passed: 1 }, { passed: 1 }, { value: 800 }, { value: 1 }],
    opinion: '抽样数量不足，请按方案补足样品后重新检测',
  },
  {
    fate: 'done',
    scheme: '粮油常规检测',
    detectType: 1,
    qty: 2,
    results: [{ passed: 0 }, { value: 16.1 }, { value: 1.1 }, { value: 0.12 }],
    opinion: '水分超标、有霉味，同意转不合格',
  },
  {
    fate: 'done',
    scheme: '食品出库检测',
    detectType: 2,
    qty: 2,
    outOrderNo: 'CK-DEMO-0002',
    results: [{ passed: 1 }, { passed: 1 }, { value: 1200 }, { value: 0 }],
    opinion: '合格，准予出库',
  },
  { fate: 'voided', scheme: '食品出库检测', detectType: 2, qty: 1, results: [null, null, null, null] },
]

export async function seedDemoDetection(db: Db, config: WmsConfig, ids: { demo: number; demoUser: number; second: number; demo2User: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, async (tx) => {
    const keeper = contextOf(config, tx, await sessionOf(tx, 'keeper'), {}, { op: 'create', entity: DETECTION })
    const approver = contextOf(config, tx, await sessionOf(tx, 'approver'))
    const rows = await freeRows(tx, 'GZ01')
    for (const plan of PLANS) {
      const row = rows.shift()
      if (row) await seedOrder(tx, keeper, approver, plan, row)
    }
  })
  await inTenant(db, { tenantId: ids.second, userId: ids.demo2User }, async (tx) => {
    const admin = contextOf(config, tx, await sessionOf(tx, 'demo2'), {}, { op: 'create', entity: DETECTION })
    const row = (await freeRows(tx, 'SH01'))[0]
    if (row) await seedOrder(tx, admin, admin, { fate: 'draft', scheme: '冷链常规检测', detectType: 1, qty: 1, results: [{ passed: 1 }, null] }, row)
  })
}

async function seedOrder(tx: Tx, maker: HandlerContext, approver: HandlerContext, plan: Plan, row: { id: number; storageId: number }) {
  const scheme = (await tx.query<{ id: number }>(`SELECT id FROM detection_scheme WHERE name = $1`, [plan.scheme])).rows[0].id
  const base = { detectType: plan.detectType, storageId: row.storageId, schemeId: scheme, balanceId: row.id, qty: plan.qty, outOrderNo: plan.outOrderNo }
  const { id } = (await createOrder.run({ ...maker, payload: { ...base, inspector: '李质检', detectDate: new Date().toISOString().slice(0, 10) } })) as {
    id: number
  }
  const saved = (
    await tx.query<{ id: number; projectId: number }>(`SELECT id, project_id AS "projectId" FROM detection_order_result WHERE order_id = $1 ORDER BY id`, [id])
  ).rows
  const lines = saved.map((r, i) => ({ id: r.id, projectId: r.projectId, ...(plan.results[i] ?? {}) }))
  await updateOrder.run({ ...maker, payload: { id, version: 1, lines } })
  if (plan.fate === 'draft') return
  if (plan.fate === 'voided') return void (await runTransition(maker, DETECTION, 'void', id))
  await runTransition(maker, DETECTION, 'submit', id)
  if (plan.fate === 'pending') return
  const instance = (await tx.query<{ id: number }>(`SELECT id FROM approval_instance WHERE workflow = $1 AND doc_id = $2 AND status = 0`, [DETECTION, id]))
    .rows[0].id
  await decideApproval(approver, instance, plan.fate === 'rejected' ? 'reject' : 'accept', { nodeIndex: 0, opinion: plan.opinion })
}

/** 合格 opening stock of a warehouse that nobody holds, at least 5 of it, one row per SKU, newest rows first (the loss reports take the oldest). */
async function freeRows(tx: Tx, storageCode: string): Promise<{ id: number; storageId: number }[]> {
  return (
    await tx.query<{ id: number; storageId: number }>(
      `SELECT DISTINCT ON (b.sku_id) b.id, b.storage_id AS "storageId"
         FROM stock_balance b JOIN storage s ON s.tenant_id = b.tenant_id AND s.id = b.storage_id
        WHERE s.code = $1 AND b.allocated = 0 AND b.on_hand >= 5 AND b.stock_status = $2 ORDER BY b.sku_id DESC, b.id DESC`,
      [storageCode, STOCK_STATUS.normal],
    )
  ).rows
}
