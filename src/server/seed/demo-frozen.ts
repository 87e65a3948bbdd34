// Demo 冻结单 (stock freezes) through the real handlers and transitions, so freezes, balances and
// ledger agree: in each tenant a freeze in each state — 新建, 已冻结 (one whole, one partly
// unfrozen) and 已解冻 — made by the tenant's keeper (demo2 in HDWL) on its default warehouse's
// 合格 rows. Small quantities, seeded last, so the demo orders above found their stock first.
import type { WmsConfig } from '../../config/types.ts'
import type { Db } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { createFrozen } from '../domain/stock-frozen/write.ts'
import { unfreezePart } from '../domain/stock-frozen/unfreeze-part.ts'
import { FROZEN } from '../domain/stock-frozen/states.ts'
import { STOCK_STATUS } from '../domain/stock/index.ts'
import { contextOf, sessionOf } from './seed-context.ts'

type Fate = 'new' | 'frozen' | 'part' | 'unfrozen'

const PLANS: { fate: Fate; rows: number; reason: string; remark?: string }[] = [
  { fate: 'new', rows: 1, reason: '外包装破损，待确认是否可售' },
  { fate: 'frozen', rows: 2, reason: '质量可疑，待供应商复检', remark: '复检报告到后解冻' },
  { fate: 'part', rows: 2, reason: '客户暂停发货' },
  { fate: 'unfrozen', rows: 1, reason: '盘点前封存', remark: '盘点结束已解冻' },
]

export async function seedDemoFrozen(db: Db, config: WmsConfig, tenants: { tenantId: number; userId: number; account: string }[]): Promise<void> {
  for (const t of tenants) {
    await inTenant(db, { tenantId: t.tenantId, userId: t.userId }, async (tx) => {
      const keeper = contextOf(config, tx, await sessionOf(tx, t.account), {}, { op: 'create', entity: FROZEN })
      const storageId = (await tx.query<{ id: number }>(`SELECT id FROM storage WHERE is_default ORDER BY id LIMIT 1`)).rows[0]?.id
      if (!storageId) return
      // Distinct rows with room to spare, one plan after another.
      const rows = (
        await tx.query<{ id: number }>(
          `SELECT id FROM stock_balance WHERE storage_id = $1 AND stock_status = $2 AND on_hand - allocated >= 20 ORDER BY id LIMIT 6`,
          [storageId, STOCK_STATUS.normal],
        )
      ).rows.map((r) => Number(r.id))
      for (const plan of PLANS) {
        const mine = rows.splice(0, plan.rows)
        if (mine.length < plan.rows) return
        const lines = mine.map((balanceId, i) => ({ balanceId, qty: 5 + i * 3 }))
        const payload = { storageId, reason: plan.reason, remark: plan.remark ?? null, lines }
        const { id } = (await createFrozen.run({ ...keeper, payload })) as { id: number }
        if (plan.fate === 'new') continue
        await runTransition(keeper, FROZEN, 'freeze', id)
        if (plan.fate === 'unfrozen') await runTransition(keeper, FROZEN, 'unfreeze', id, { remark: plan.remark })
        if (plan.fate === 'part') {
          const line = (await tx.query<{ id: number }>(`SELECT id FROM stock_frozen_line WHERE frozen_id = $1 ORDER BY id LIMIT 1`, [id])).rows[0]
          await unfreezePart.run({ ...keeper, payload: { id, remark: '部分货物客户确认可发', lines: [{ lineId: Number(line.id), qty: 2 }] } })
        }
      }
    })
  }
}
