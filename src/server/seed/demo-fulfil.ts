// Demo fulfilment of 演示仓储 (issue 7, O2) through the real handlers, after the order seed:
// two orders of its own for 一监区 in a wave being picked (拣货中), and the order seed's 已分配
// orders but one (left for create-waves) in a second wave, picked to the 复核区 and taken on —
// one left 待复核, one 待打包, two 待出库 (the transport seed loads both and ships one: two
// 已出库 then), one 已出库 and one 已签收, with their reviews, packages (weights, the carrier,
// waybills) and stock issued through the ledger.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import type { Handler, HandlerContext } from '../kernel/handler.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { createOrder } from '../domain/outbound/orders/write.ts'
import { allocateOrder } from '../domain/outbound/allocation.ts'
import { createWaves, startWave } from '../domain/outbound/fulfil/waves.ts'
import { pickFinish } from '../domain/outbound/fulfil/picking.ts'
import { reviewFinish, reviewScan } from '../domain/outbound/fulfil/review.ts'
import { addPackage, packFinish } from '../domain/outbound/fulfil/packing.ts'
import { shipOrders } from '../domain/outbound/fulfil/shipping.ts'
import { contextOf, sessionOf } from './seed-context.ts'

type Fate = 'review' | 'pack' | 'ship' | 'shipped' | 'signed'
/** What becomes of the second wave's orders, in order (the rest stay 待复核). */
const FATES: Fate[] = ['shipped', 'signed', 'ship', 'ship', 'pack', 'review']
const OWN: { customer: string; receiver: [string, string, string]; area: string; qty: number[] }[] = [
  { customer: 'KH005', receiver: ['王管教', '13802213001', '监区大院北门 1 号'], area: '一监区', qty: [6, 4] },
  { customer: 'KH005', receiver: ['赵管教', '13802213002', '监区大院北门 1 号'], area: '一监区', qty: [3] },
]

export async function seedDemoFulfil(db: Db, config: WmsConfig, ids: { demo: number; demoUser: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, async (tx) => {
    const keeper = await sessionOf(tx, 'keeper')
    const ctx = (payload: Record<string, unknown>, entity = 'outOrder'): HandlerContext => contextOf(config, tx, keeper, payload, { op: 'custom', entity })
    const run = (h: Handler, payload: Record<string, unknown>) => h.run(ctx(payload)) as Promise<any>
    const storageId = (await tx.query<{ id: number }>(`SELECT id FROM storage WHERE code = 'GZ01'`)).rows[0]?.id
    if (!storageId) return
    const carrier = (await tx.query<{ id: number; code: string }>(`SELECT id, code FROM carrier WHERE status = 1 ORDER BY id LIMIT 1`)).rows[0]
    // The first wave: two orders of our own for 一监区, grouped by area, picking started.
    const own = await ownOrders(tx, ctx, storageId)
    if (own.length) {
      const { waves } = (await run(createWaves, { ids: own, groupBy: 2 })).data
      await run(startWave, { id: waves[0].id })
    }
    // All but one (create-waves keeps something to show), at most one per fate.
    const waiting = (await tx.query<{ id: number }>(`SELECT id FROM out_order WHERE storage_id = $1 AND status = 20 ORDER BY id`, [storageId])).rows.map(
      (r) => r.id,
    )
    const allocated = waiting.slice(0, Math.min(FATES.length, waiting.length - 1))
    if (!allocated.length) return
    await run(createWaves, { ids: allocated, groupBy: 9, remark: '上午批次' })
    for (const [i, id] of allocated.entries()) {
      const fate = FATES[i] ?? 'review'
      await run(pickFinish, { orderId: id })
      if (fate === 'review') continue
      const lines = (
        await tx.query<{ id: number; code: string; qty: number }>(
          `SELECT l.id, s.code, l.picked_qty AS qty FROM out_order_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id WHERE l.order_id = $1 ORDER BY l.id`,
          [id],
        )
      ).rows
      for (const l of lines) await run(reviewScan, { orderId: id, code: l.code, qty: Number(l.qty), scanKey: `seed-${id}-${l.id}` })
      await run(reviewFinish, { id })
      if (fate === 'pack') continue
      // One box per line, weighed at 0.8 kg a unit plus the carton; the waybill numbered by the carrier.
      for (const [n, l] of lines.entries())
        await run(addPackage, {
          orderId: id,
          weight: Math.round((Number(l.qty) * 0.8 + 0.3) * 1000) / 1000,
          ...(carrier ? { carrierId: carrier.id, waybillNo: `${carrier.code}${7300100000 + id * 10 + n}` } : {}),
          lines: [{ orderLineId: l.id, qty: Number(l.qty) }],
        })
      await run(packFinish, { id })
      if (fate === 'ship') continue
      await run(shipOrders, { id })
      if (fate === 'signed') await runTransition(ctx({}), 'outOrder', 'sign', id, { remark: '客户已签收，回单已收回' })
    }
  })
}

/** Orders of our own through the order handlers (created, accepted, allocated). */
async function ownOrders(tx: Tx, ctx: (p: Record<string, unknown>, entity?: string) => HandlerContext, storageId: number): Promise<number[]> {
  const skus = (
    await tx.query<{ id: number; price: number | null }>(
      `SELECT s.id, s.sale_price AS price FROM stock_balance b JOIN location l ON l.tenant_id = b.tenant_id AND l.id = b.location_id AND l.status = 1
       JOIN sku s ON s.tenant_id = b.tenant_id AND s.id = b.sku_id AND s.status = 1
      WHERE b.storage_id = $1 AND b.stock_status = 1 AND (b.expiry_date IS NULL OR b.expiry_date >= current_date)
      GROUP BY s.id, s.sale_price HAVING sum(b.on_hand - b.allocated) >= 30 ORDER BY s.id DESC LIMIT 3`,
      [storageId],
    )
  ).rows
  if (skus.length < 3) return []
  const customers = new Map((await tx.query<{ id: number; code: string }>(`SELECT id, code FROM customer`)).rows.map((c) => [c.code, c.id]))
  const ids: number[] = []
  for (const [n, o] of OWN.entries()) {
    const [receiverName, receiverPhone, receiverAddress] = o.receiver
    const lines = o.qty.map((qty, i) => ({ skuId: skus[(n + i) % skus.length].id, qty, price: Number(skus[(n + i) % skus.length].price ?? 0) }))
    const payload = {
      orderType: 1,
      storageId,
      customerId: customers.get(o.customer) ?? null,
      areaName: o.area,
      receiverName,
      receiverPhone,
      receiverAddress,
      lines,
    }
    const { id } = (await createOrder.run({ ...ctx(payload), endpoint: { op: 'create', entity: 'outOrder' } })) as { id: number }
    await runTransition(ctx({}), 'outOrder', 'accept', id)
    await allocateOrder(ctx({}), id)
    ids.push(id)
  }
  return ids
}
