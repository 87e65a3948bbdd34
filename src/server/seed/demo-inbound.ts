// Demo inbound documents through the real handlers (so stock, ledger and documents agree):
// reservations in every state — waiting for review, waiting for goods (one from a purchase
// order), being received with inspection pending, received and inspected waiting for the
// shelves, completed, rejected and cancelled.
import { randomUUID } from 'node:crypto'
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { saveBespeak } from '../domain/inbound/bespeak-write.ts'
import { bespeakFromPurchase } from '../domain/inbound/bespeak-from-purchase.ts'
import { scanIn } from '../domain/inbound/receiving.ts'
import { submitInspection } from '../domain/inbound/inspection.ts'
import { confirmShelving, suggestShelving } from '../domain/inbound/shelving.ts'
import { contextOf, sessionOf } from './seed-context.ts'

type Fate = 'review' | 'waiting' | 'receiving' | 'inspected' | 'done' | 'rejected' | 'cancelled'

const PLANS: { fate: Fate; skus: [string, number][]; inspection?: boolean; remark?: string }[] = [
  {
    fate: 'review',
    skus: [
      ['P1003-01', 60],
      ['P1004-01', 40],
    ],
    remark: '供应商自送，周五到货',
  },
  {
    fate: 'waiting',
    skus: [
      ['P1005-01', 80],
      ['P1006-01', 50],
    ],
  },
  {
    fate: 'receiving',
    skus: [
      ['P1007-01', 30],
      ['P1008-01', 24],
    ],
    inspection: true,
    remark: '食品类到货需质检',
  },
  {
    fate: 'inspected',
    skus: [
      ['P1009-01', 20],
      ['P1011-01', 36],
    ],
    inspection: true,
  },
  {
    fate: 'done',
    skus: [
      ['P1012-01', 48],
      ['P1014-01', 30],
    ],
  },
  { fate: 'rejected', skus: [['P1015-01', 10]], remark: '重复预约' },
  { fate: 'cancelled', skus: [['P1016-01', 12]], remark: '供应商取消发货' },
]

export async function seedDemoInbound(db: Db, config: WmsConfig, ids: { demo: number; demoUser: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, async (tx) => {
    const keeper = await sessionOf(tx, 'keeper')
    const ctx = (payload: Record<string, unknown>) => contextOf(config, tx, keeper, payload, { op: 'create', entity: 'bespeak' })
    const storageId = (await tx.query<{ id: number }>(`SELECT id FROM storage WHERE code = 'GZ01'`)).rows[0].id
    const skuId = async (code: string) => (await tx.query<{ id: number }>(`SELECT id FROM sku WHERE code = $1`, [code])).rows[0]?.id
    // Suppliers in turn, so 到货汇总 groups the demo's arrivals by supplier.
    const providers = (await tx.query<{ id: number }>(`SELECT id FROM provider WHERE status = 1 ORDER BY code`)).rows.map((r) => r.id)
    for (const [n, plan] of PLANS.entries()) {
      const lines = []
      for (const [code, qty] of plan.skus) {
        const id = await skuId(code)
        if (id) lines.push({ skuId: id, qty })
      }
      if (!lines.length) continue
      const { id } = (await saveBespeak.run(
        ctx({
          bespeakType: 1,
          storageId,
          providerId: providers.length ? providers[n % providers.length] : null,
          needInspection: !!plan.inspection,
          remark: plan.remark ?? null,
          lines,
        }),
      )) as { id: number }
      if (plan.fate === 'review') continue
      if (plan.fate === 'rejected') {
        await runTransition(ctx({}), 'bespeak', 'reject', id, { remark: plan.remark })
        continue
      }
      if (plan.fate === 'cancelled') {
        await runTransition(ctx({}), 'bespeak', 'cancel', id, { remark: plan.remark })
        continue
      }
      await runTransition(ctx({}), 'bespeak', 'approve', id)
      if (plan.fate === 'waiting') continue
      // Receiving: all of it, or (still receiving) all but a few of the last line.
      for (const [i, [code, qty]] of plan.skus.entries()) {
        const take = plan.fate === 'receiving' && i === plan.skus.length - 1 ? qty - 6 : qty
        await scanIn.run(ctx({ bespeakId: id, code, qty: take, scanKey: randomUUID() }))
      }
      if (plan.fate === 'receiving') continue
      await runTransition(ctx({}), 'bespeak', 'finish', id)
      const stockInId = (await tx.query<{ id: number }>(`SELECT id FROM stock_in WHERE bespeak_id = $1`, [id])).rows[0].id
      if (plan.inspection) await inspectAll(tx, ctx, stockInId)
      if (plan.fate === 'done') {
        const suggestions = (await suggestShelving.run(ctx({ stockInId }))) as { stockInLineId: number; locationId: number | null; qty: number }[]
        await confirmShelving.run(
          ctx({
            stockInId,
            lines: suggestions.filter((s) => s.locationId).map((s) => ({ stockInLineId: s.stockInLineId, locationId: s.locationId, qty: s.qty })),
          }),
        )
      }
    }
    await fromPurchase(tx, ctx)
    await salesReturns(tx, ctx, storageId)
  })
}

/** Two sales-return reservations (退货预约): one waiting for review, one approved and waiting for the goods. */
async function salesReturns(tx: Tx, ctx: (p: Record<string, unknown>) => ReturnType<typeof contextOf>, storageId: number) {
  const id = async (table: 'customer' | 'sku', code: string) => (await tx.query<{ id: number }>(`SELECT id FROM ${table} WHERE code = $1`, [code])).rows[0]?.id
  const returns = [
    { customer: 'KH001', sourceNo: 'SO2611150012', returnReason: '临期退货', skus: [['P1003-01', 6]] as const, approve: false },
    {
      customer: 'KH002',
      sourceNo: 'SO2611180047',
      returnReason: '外包装破损，客户拒收',
      skus: [
        ['P1005-01', 4],
        ['P1006-01', 2],
      ] as const,
      approve: true,
    },
  ]
  for (const r of returns) {
    const customerId = await id('customer', r.customer)
    const lines = []
    for (const [code, qty] of r.skus) {
      const skuId = await id('sku', code)
      if (skuId) lines.push({ skuId, qty })
    }
    if (!customerId || !lines.length) continue
    const saved = (await saveBespeak.run(
      ctx({ bespeakType: 2, customerId, sourceNo: r.sourceNo, returnReason: r.returnReason, storageId, needInspection: true, lines }),
    )) as { id: number }
    if (r.approve) await runTransition(ctx({}), 'bespeak', 'approve', saved.id)
  }
}

/** Inspection of everything waiting: one unit of the first line unqualified, the rest qualified. */
async function inspectAll(tx: Tx, ctx: (p: Record<string, unknown>) => ReturnType<typeof contextOf>, stockInId: number) {
  const waiting = (
    await tx.query<{ id: number; qty: number }>(`SELECT id, qty FROM stock_in_line WHERE stock_in_id = $1 AND stock_status = 2 ORDER BY id`, [stockInId])
  ).rows
  const lines = waiting.map((l, i) => ({ stockInLineId: l.id, qualifiedQty: i === 0 ? l.qty - 1 : l.qty, unqualifiedQty: i === 0 ? 1 : 0 }))
  const projects = (await tx.query<{ id: number; code: string }>(`SELECT id, code FROM inspect_project WHERE code IN ('JC001', 'JC003') AND status = 1`)).rows
  const results = projects.map((p) => (p.code === 'JC001' ? { projectId: p.id, passed: true, remark: '外观、气味正常' } : { projectId: p.id, value: 12.8 }))
  await submitInspection.run(ctx({ stockInId, results, report: '抽检合格；1 件外箱破损判不合格', lines }))
}

/** A reservation booked from the newest purchase order still waiting for goods. */
async function fromPurchase(tx: Tx, ctx: (p: Record<string, unknown>) => ReturnType<typeof contextOf>) {
  const po = (await tx.query<{ id: number }>(`SELECT id FROM purchase WHERE status = 20 ORDER BY id DESC LIMIT 1`)).rows[0]
  if (!po) return
  const { id } = (await bespeakFromPurchase.run(ctx({ purchaseId: po.id }))) as { id: number }
  await runTransition(ctx({}), 'bespeak', 'approve', id)
}
