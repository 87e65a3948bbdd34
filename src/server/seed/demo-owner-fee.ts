// Demo 货主费用 (owner bills) through the real generator and transitions, so every bill agrees
// with the ledger and the fee types of schemas/demo/fee.yaml: for each owner of 演示仓储 at the main
// warehouse, this month's bill so far (the 1st to today: the demo's ledger starts on the day it is
// seeded) — HZ001's settled, HZ003's first one voided and generated again, the others 已生成 — made
// by the finance account. 华东物流 gets one bill of its own.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { generateBill } from '../domain/owner-fee/generate.ts'
import { OWNER_FEE } from '../domain/owner-fee/states.ts'
import { businessDate } from '../util/format.ts'
import { contextOf, sessionOf } from './seed-context.ts'

type Fate = 'generated' | 'settled' | 'regenerated'
const FATES: Record<string, Fate> = { HZ001: 'settled', HZ003: 'regenerated' }

export async function seedDemoOwnerFee(db: Db, config: WmsConfig, ids: { demo: number; demoUser: number; second: number; demo2User: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, (tx) => seedBills(tx, config, 'finance', 'GZ01'))
  await inTenant(db, { tenantId: ids.second, userId: ids.demo2User }, (tx) => seedBills(tx, config, 'demo2', null, 1))
}

async function seedBills(tx: Tx, config: WmsConfig, account: string, storageCode: string | null, limit = 100): Promise<void> {
  const session = await sessionOf(tx, account)
  const storage = (
    await tx.query<{ id: number }>(`SELECT id FROM storage WHERE $1::text IS NULL OR code = $1 ORDER BY is_default DESC, id LIMIT 1`, [storageCode])
  ).rows[0]
  const owners = (await tx.query<{ id: number; code: string }>(`SELECT id, code FROM product_owner ORDER BY code LIMIT $1`, [limit])).rows
  if (!storage) return
  const today = businessDate(new Date())
  const period = { storageId: storage.id, periodStart: today.slice(0, 8) + '01', periodEnd: today }
  const generate = async (ownerId: number, remark: string) => {
    const ctx = contextOf(config, tx, session, { ...period, ownerId, remark }, { op: 'create', entity: OWNER_FEE })
    return ((await generateBill.run(ctx)) as { id: number }).id
  }
  const act = contextOf(config, tx, session)
  for (const o of owners) {
    const fate = FATES[o.code] ?? 'generated'
    if (fate === 'regenerated') {
      const wrong = await generate(o.id, '月结账单（生成后发现入库单未录完，已作废）')
      await runTransition(act, OWNER_FEE, 'void', wrong)
    }
    const id = await generate(o.id, '月结账单')
    if (fate === 'settled') await runTransition(act, OWNER_FEE, 'settle', id)
  }
}
