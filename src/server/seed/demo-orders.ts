// Demo outbound orders of 演示仓储 (issue 7, O1) through the real handlers, so orders, stock,
// allocations and the document log agree: fifteen orders of the main warehouse GZ01 for demo
// customers, over SKUs that have normal stock there — two waiting for review, one rejected, two
// waiting for stock, one partly allocated (a line asks for more than there is), seven allocated
// (the picking seed, which runs after this one, takes its orders from these) and two cancelled
// before picking with their reasons. The order-cancel approval is bound to '一级审批' (审批员);
// two more orders are picked (through the picking slice's own handlers, looked up by name) and
// asked to be cancelled: one waits for 审批员 (order-to-examine), one was approved, so its
// picked goods wait at the staging location on a 退拣单 (order-return, home tile 14).
// Quiet: seeding sends no messages.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import type { HandlerContext } from '../kernel/handler.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { createOrder } from '../domain/outbound/orders/write.ts'
import { allocateOrder } from '../domain/outbound/allocation.ts'
import { decideApproval } from '../domain/approval/decide.ts'
import { handlers } from '../handlers.ts'
import { contextOf, sessionOf } from './seed-context.ts'

type Fate = 'pending' | 'rejected' | 'accepted' | 'partial' | 'allocated' | 'cancelled'

interface Plan {
  fate: Fate
  customer: string
  receiver: [name: string, phone: string, address: string]
  /** [index into the SKUs with stock, qty]; qty 'short' asks for more than there is. */
  lines: [number, number | 'short'][]
  priority?: number
  remark?: string
  reason?: string
}

const PLANS: Plan[] = [
  {
    fate: 'pending',
    customer: 'KH001',
    receiver: ['林店长', '13802211001', '广州市天河区天河北路 233 号'],
    lines: [
      [0, 6],
      [1, 4],
    ],
    remark: '周末促销补货',
  },
  { fate: 'pending', customer: 'KH006', receiver: ['冯经理', '13802211006', '广州市海珠区江南西路 98 号'], lines: [[2, 10]], priority: 1 },
  {
    fate: 'rejected',
    customer: 'KH003',
    receiver: ['陈老板', '13802211003', '广州市白云区江高镇粮油批发市场 B-12'],
    lines: [[3, 12]],
    reason: '客户信用额度已用完，请财务确认回款后再提交',
  },
  {
    fate: 'accepted',
    customer: 'KH005',
    receiver: ['吴科长', '13802211005', '广州市越秀区府前路 1 号'],
    lines: [
      [4, 5],
      [5, 3],
    ],
  },
  { fate: 'accepted', customer: 'KH002', receiver: ['梁经理', '13802211002', '佛山市顺德区大良街道清晖路 88 号'], lines: [[6, 8]] },
  {
    fate: 'partial',
    customer: 'KH004',
    receiver: ['黄先生', '13802211004', '东莞市长安镇沙头南区 21 号'],
    lines: [
      [7, 'short'],
      [8, 2],
    ],
    remark: '缺货部分到货后补发',
  },
  {
    fate: 'allocated',
    customer: 'KH001',
    receiver: ['何店长', '13802212002', '广州市天河区体育西路 103 号'],
    lines: [
      [9, 4],
      [10, 2],
    ],
  },
  { fate: 'allocated', customer: 'KH006', receiver: ['冯经理', '13802211006', '广州市海珠区江南西路 98 号'], lines: [[11, 6]], priority: 2 },
  // A second order of KH001 that ships (the fulfilment and transport seeds): two 已出库 orders of one
  // customer, so the merged delivery note (print-deliveryorder-sum) has something to merge.
  {
    fate: 'allocated',
    customer: 'KH001',
    receiver: ['林店长', '13802211001', '广州市天河区天河北路 233 号'],
    lines: [
      [12, 3],
      [13, 3],
      [14, 2],
      [9, 1],
    ],
  },
  { fate: 'allocated', customer: 'KH005', receiver: ['吴科长', '13802211005', '广州市越秀区府前路 1 号'], lines: [[15, 5]] },
  {
    fate: 'allocated',
    customer: 'KH003',
    receiver: ['陈老板', '13802211003', '广州市白云区江高镇粮油批发市场 B-12'],
    lines: [
      [16, 8],
      [0, 2],
    ],
  },
  { fate: 'allocated', customer: 'KH002', receiver: ['梁经理', '13802211002', '佛山市顺德区大良街道清晖路 88 号'], lines: [[17, 4]], priority: 1 },
  {
    fate: 'allocated',
    customer: 'KH004',
    receiver: ['黄先生', '13802211004', '东莞市长安镇沙头南区 21 号'],
    lines: [
      [18, 3],
      [19, 3],
    ],
  },
  { fate: 'cancelled', customer: 'KH007', receiver: ['郑小姐', '13802211007', '中山市石岐区兴中道 6 号'], lines: [[1, 3]], reason: '客户取消团购活动' },
  {
    fate: 'cancelled',
    customer: 'KH001',
    receiver: ['林店长', '13802211001', '广州市天河区天河北路 233 号'],
    lines: [
      [5, 2],
      [9, 1],
    ],
    reason: '门店重复下单，保留另一张订单',
  },
]

/** SKUs with normal, unexpired stock in enabled locations of the warehouse that allocation can take, most first. */
async function skusWithStock(tx: Tx, storageId: number) {
  return (
    await tx.query<{ id: number; salePrice: number | null; free: number }>(
      `SELECT s.id, s.sale_price AS "salePrice", sum(b.on_hand - b.allocated) AS free
       FROM stock_balance b JOIN location l ON l.tenant_id = b.tenant_id AND l.id = b.location_id AND l.status = 1
       JOIN sku s ON s.tenant_id = b.tenant_id AND s.id = b.sku_id AND s.status = 1
      WHERE b.storage_id = $1 AND b.stock_status = 1 AND (b.expiry_date IS NULL OR b.expiry_date >= current_date)
      GROUP BY s.id, s.sale_price HAVING sum(b.on_hand - b.allocated) >= 20 ORDER BY s.id`,
      [storageId],
    )
  ).rows
}

export async function seedDemoOrders(db: Db, config: WmsConfig, ids: { demo: number; demoUser: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, async (tx) => {
    await tx.query(
      `INSERT INTO approval_flow (tenant_id, doc_type, template_id, enabled, remark, created_by, updated_by)
       SELECT app_tenant_id(), 'orderCancel', id, true, '已拣货订单的取消由审批员审核，通过后生成退拣单', $1, $1 FROM approval_template WHERE name = '一级审批'
       ON CONFLICT DO NOTHING`,
      [ids.demoUser],
    )
    const keeper = contextOf(config, tx, await sessionOf(tx, 'keeper'), {}, { op: 'create', entity: 'outOrder' })
    const storageId = (await tx.query<{ id: number }>(`SELECT id FROM storage WHERE code = 'GZ01'`)).rows[0]?.id
    if (!storageId) return
    const skus = await skusWithStock(tx, storageId)
    if (skus.length < 20) return
    const customers = new Map((await tx.query<{ id: number; code: string }>(`SELECT id, code FROM customer`)).rows.map((c) => [c.code, c.id]))
    for (const [n, plan] of PLANS.entries()) {
      const lines = plan.lines.map(([i, qty]) => ({
        skuId: skus[i].id,
        qty: qty === 'short' ? Number(skus[i].free) + 20 : qty,
        price: Number(skus[i].salePrice ?? 0),
      }))
      const [receiverName, receiverPhone, receiverAddress] = plan.receiver
      const payload = {
        orderType: 1,
        storageId,
        customerId: customers.get(plan.customer) ?? null,
        priority: plan.priority ?? 0,
        sourceNo: `XS${String(20260700 + n * 7)}`,
        receiverName,
        receiverPhone,
        receiverAddress,
        remark: plan.remark ?? null,
        lines,
      }
      const { id } = (await createOrder.run({ ...keeper, payload })) as { id: number }
      await play(keeper, id, plan)
    }
    const approver = contextOf(config, tx, await sessionOf(tx, 'approver'))
    const picked = async (n: number, lines: [number, number][], reason: string) => {
      const payload = {
        orderType: 1,
        storageId,
        customerId: customers.get('KH006') ?? null,
        sourceNo: `XS${String(20260800 + n)}`,
        receiverName: '冯经理',
        receiverPhone: '13802211006',
        receiverAddress: '广州市海珠区江南西路 98 号',
        lines: lines.map(([i, qty]) => ({ skuId: skus[i].id, qty, price: Number(skus[i].salePrice ?? 0) })),
      }
      const { id } = (await createOrder.run({ ...keeper, payload })) as { id: number }
      await runTransition(keeper, 'outOrder', 'accept', id)
      await allocateOrder(keeper, id)
      if (!(await pick(keeper, id))) return null
      await runTransition(keeper, 'outOrderCancel', 'request', id, { reason })
      return (
        (await tx.query<{ id: number }>(`SELECT id FROM approval_instance WHERE workflow = 'outOrderCancel' AND doc_id = $1 AND status = 0`, [id])).rows[0]
          ?.id ?? null
      )
    }
    await picked(
      1,
      [
        [2, 2],
        [3, 2],
      ],
      '收货地址变更，客户要求取消后重新下单',
    )
    const approved = await picked(2, [[4, 3]], '客户门店临时停业')
    if (approved) await decideApproval(approver, approved, 'accept', { nodeIndex: 0, opinion: '情况属实，同意取消，已拣商品退回库位' })
  })
}

/** Picks an allocated order through the picking slice's handlers (a wave of its own, picked in full); false when they are absent. */
async function pick(ctx: HandlerContext, id: number): Promise<boolean> {
  const wave = handlers['wave.create']
  const finish = handlers['pick.finish']
  if (!wave || !finish) return false
  await wave.run({ ...ctx, payload: { ids: [id], groupBy: 9 } })
  await finish.run({ ...ctx, payload: { orderId: id } })
  return true
}

async function play(ctx: HandlerContext, id: number, plan: Plan): Promise<void> {
  if (plan.fate === 'pending') return
  if (plan.fate === 'rejected') {
    await runTransition(ctx, 'outOrder', 'reject', id, { reason: plan.reason })
    return
  }
  await runTransition(ctx, 'outOrder', 'accept', id)
  if (plan.fate === 'accepted') return
  if (plan.fate === 'partial') {
    await allocateOrder(ctx, id, { partial: true })
    return
  }
  await allocateOrder(ctx, id)
  if (plan.fate === 'cancelled') await runTransition(ctx, 'outOrder', 'cancel', id, { reason: plan.reason })
}
