// Demo purchase orders of 演示仓储 through the real code (numbering, amounts in SQL, the
// workflow runtime, the approval engine with its one-level purchase flow (审批员), receipts and
// settlement), so every table agrees: drafts, orders waiting for approval, a
// rejected one, and approved orders to be received, partly and fully received, ended and
// closed, some settled. Quiet: seeding sends no messages.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import type { HandlerContext } from '../kernel/handler.ts'
import { contextOf, sessionOf } from './seed-context.ts'

const PURCHASE = { op: 'create', entity: 'purchase' } as const
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { decideApproval } from '../domain/approval/decide.ts'
import { createPurchase } from '../domain/purchase/write.ts'
import { settlePurchase } from '../domain/purchase/settle.ts'
import { recordPurchaseReceipt } from '../domain/purchase/receipts.ts'

/** What happens to an order after it is made. */
type Fate = 'draft' | 'pending' | 'rejected' | 'approved' | 'partial' | 'received' | 'ended' | 'closed'

interface Plan {
  provider: string
  storage: string
  /** [index into the supplier's materials, qty] */
  lines: [number, number][]
  fate: Fate
  /** Share of each line received (partial, ended). */
  receive?: number
  /** Share of the total settled. */
  settle?: number
  days: number
  remark?: string
}

const PLANS: Plan[] = [
  {
    provider: 'GYS001',
    storage: 'GZ01',
    lines: [
      [0, 120],
      [2, 80],
      [4, 60],
    ],
    fate: 'draft',
    days: 10,
    remark: '双十二备货',
  },
  {
    provider: 'GYS004',
    storage: 'FS02',
    lines: [
      [0, 200],
      [3, 150],
    ],
    fate: 'draft',
    days: 12,
  },
  {
    provider: 'GYS002',
    storage: 'GZ01',
    lines: [
      [0, 300],
      [1, 240],
      [3, 100],
    ],
    fate: 'pending',
    days: 7,
    remark: '饮品旺季补货',
  },
  {
    provider: 'GYS003',
    storage: 'GZ01',
    lines: [
      [0, 150],
      [2, 90],
    ],
    fate: 'pending',
    days: 6,
  },
  {
    provider: 'GYS005',
    storage: 'FS02',
    lines: [
      [0, 500],
      [1, 300],
    ],
    fate: 'rejected',
    days: 9,
    remark: '纸品季度采购',
  },
  {
    provider: 'GYS001',
    storage: 'GZ01',
    lines: [
      [1, 100],
      [3, 100],
      [5, 40],
    ],
    fate: 'approved',
    days: 5,
  },
  {
    provider: 'GYS006',
    storage: 'GZ01',
    lines: [
      [0, 60],
      [1, 60],
      [3, 40],
    ],
    fate: 'approved',
    settle: 0.3,
    days: 8,
    remark: '预付 30% 货款',
  },
  {
    provider: 'GYS002',
    storage: 'GZ01',
    lines: [
      [2, 200],
      [4, 120],
    ],
    fate: 'partial',
    receive: 0.5,
    days: 2,
  },
  {
    provider: 'GYS004',
    storage: 'GZ01',
    lines: [
      [1, 100],
      [2, 80],
      [5, 50],
    ],
    fate: 'partial',
    receive: 0.6,
    settle: 0.5,
    days: 1,
  },
  {
    provider: 'GYS003',
    storage: 'GZ01',
    lines: [
      [1, 80],
      [3, 60],
      [4, 30],
    ],
    fate: 'received',
    settle: 1,
    days: -3,
    remark: '已到货，已付清',
  },
  {
    provider: 'GYS005',
    storage: 'FS02',
    lines: [
      [2, 200],
      [3, 100],
    ],
    fate: 'received',
    settle: 0.4,
    days: -2,
  },
  {
    provider: 'GYS006',
    storage: 'GZ01',
    lines: [
      [4, 50],
      [5, 50],
    ],
    fate: 'ended',
    receive: 0.7,
    days: -5,
    remark: '供应商断货，余量不再发货',
  },
  {
    provider: 'GYS001',
    storage: 'FS02',
    lines: [
      [0, 40],
      [1, 40],
    ],
    fate: 'closed',
    days: 3,
    remark: '门店需求取消',
  },
]

const REJECT_OPINION = '单价高于上月报价，请与供应商重新议价后提交'

export async function seedDemoPurchases(db: Db, config: WmsConfig, ids: { demo: number; demoUser: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, async (tx) => {
    const maker = await sessionOf(tx, 'demo')
    const approver = contextOf(config, tx, await sessionOf(tx, 'approver'), {}, PURCHASE)
    const idOf = async (table: 'provider' | 'storage', code: string) =>
      (await tx.query<{ id: number }>(`SELECT id FROM ${table} WHERE code = $1`, [code])).rows[0].id
    const decide = async (ctx: HandlerContext, docId: number, what: 'accept' | 'reject', opinion: string) => {
      const i = (
        await tx.query<{ id: number; current_node: number }>(
          `SELECT id, current_node FROM approval_instance WHERE workflow = 'purchase' AND doc_id = $1 AND status = 0`,
          [docId],
        )
      ).rows[0]
      await decideApproval(ctx, i.id, what, { nodeIndex: i.current_node, opinion })
    }
    for (const plan of PLANS) {
      const providerId = await idOf('provider', plan.provider)
      const materials = (
        await tx.query<{ sku_id: number; price: number }>(`SELECT sku_id, price FROM provider_material WHERE provider_id = $1 ORDER BY sku_id`, [providerId])
      ).rows
      const expected = new Date(Date.now() + plan.days * 86_400_000).toISOString().slice(0, 10)
      const payload = {
        providerId,
        storageId: await idOf('storage', plan.storage),
        expectedDate: expected,
        remark: plan.remark ?? null,
        lines: plan.lines.map(([i, qty]) => ({
          skuId: Number(materials[i % materials.length].sku_id),
          qty,
          price: Number(materials[i % materials.length].price),
        })),
      }
      const ctx = contextOf(config, tx, maker, payload, PURCHASE)
      const { id } = (await createPurchase.run(ctx)) as { id: number }
      if (plan.fate === 'draft') continue
      await runTransition(ctx, 'purchase', 'submitreview', id, { remark: '请审批' })
      if (plan.fate === 'pending') continue
      if (plan.fate === 'rejected') {
        await decide(approver, id, 'reject', REJECT_OPINION)
        continue
      }
      await decide(approver, id, 'accept', '数量与库存计划相符，同意')
      if (plan.fate === 'closed') {
        await runTransition(ctx, 'purchase', 'close', id, { remark: plan.remark })
        continue
      }
      if (plan.fate !== 'approved') {
        const lines = (await tx.query<{ id: number; qty: number }>(`SELECT id, qty FROM purchase_line WHERE purchase_id = $1 ORDER BY id`, [id])).rows
        // The first line of a partial order arrives in part, the rest not at all; a full one arrives whole.
        for (const [n, l] of lines.entries()) {
          const qty = plan.fate === 'received' ? Number(l.qty) : n === 0 ? Math.floor(Number(l.qty) * (plan.receive ?? 0.5)) : 0
          if (qty > 0) await recordPurchaseReceipt(tx, l.id, qty, { remark: '演示入库' })
        }
        if (plan.fate === 'ended') await runTransition(ctx, 'purchase', 'end', id, { remark: plan.remark })
      }
      if (plan.settle) {
        const total = (await tx.query<{ v: number }>(`SELECT round(total_amount * $2, 2) AS v FROM purchase WHERE id = $1`, [id, plan.settle])).rows[0].v
        await settlePurchase.run(
          contextOf(
            config,
            tx,
            await sessionOf(tx, 'finance'),
            { id, amount: Number(total), remark: plan.settle >= 1 ? '银行转账，已付清' : '银行转账' },
            PURCHASE,
          ),
        )
      }
    }
  })
}
