// The lease sweep, once an hour and at start: per tenant, an 已生效 contract whose end date has
// passed becomes 已到期 (transition expire), and each 已生效 contract ending within the tenant's
// threshold sends one message to the bell (业务消息, opening contract-impending-warning) of the
// users who hold that screen and whose data scope shows the contract. warned_at records the
// message, so a contract is announced once however often the sweep runs (an 已生效 contract
// cannot be edited; a copy starts without it).
import type { WmsConfig } from '../../../config/types.ts'
import type { Db, Tx } from '../../db/types.ts'
import type { AppDeps, HandlerContext } from '../../kernel/handler.ts'
import { inTenant } from '../../db/tenant-tx.ts'
import { runTransition } from '../../workflow/run-transition.ts'
import { sendMessage } from '../message/messages.ts'
import { screenHolders } from '../message/recipients.ts'
import { warnDays } from './read.ts'
import { businessDate } from '../../util/format.ts'
import { ACTIVE, CONTRACT } from './states.ts'

const EVERY_MS = 3600_000
export const WARNING_SCREEN = 'contract-impending-warning'

export interface SweepResult {
  expired: number
  warned: number
}

type SweepDeps = Pick<Required<AppDeps>, 'clock' | 'workflow'>

/** One sweep over every tenant; answers what it did. */
export async function sweepLeases(db: Db, config: WmsConfig, deps: SweepDeps): Promise<SweepResult> {
  const total: SweepResult = { expired: 0, warned: 0 }
  const tenants = (await db.query<{ id: number }>(`SELECT DISTINCT tenant_id AS id FROM property_contract WHERE status = $1`, [ACTIVE])).rows
  for (const t of tenants) {
    const r = await inTenant(db, { tenantId: Number(t.id) }, (tx) => sweepTenant(tx, config, deps))
    total.expired += r.expired
    total.warned += r.warned
  }
  return total
}

async function sweepTenant(tx: Tx, config: WmsConfig, deps: SweepDeps): Promise<SweepResult> {
  const today = businessDate(deps.clock.now())
  const ctx = { deps, config, path: '/system/lease-sweep', endpoint: { op: 'custom' }, payload: {}, session: null, tx } as unknown as HandlerContext
  const ended = await tx.query<{ id: number }>(`SELECT id FROM property_contract WHERE status = $1 AND end_date < $2::date ORDER BY id`, [ACTIVE, today])
  for (const c of ended.rows) await runTransition(ctx, CONTRACT, 'expire', Number(c.id), { remark: '租期已满，系统自动置为已到期' })

  const due = await tx.query<{ id: number; contractNo: string; partyName: string; endDate: string; days: number; storageId: number; ownerId: number | null }>(
    `UPDATE property_contract SET warned_at = now()
      WHERE status = $1 AND warned_at IS NULL AND end_date >= $2::date AND end_date <= $2::date + $3::int
      RETURNING id, contract_no AS "contractNo", party_name AS "partyName", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
                (end_date - $2::date) AS days, storage_id AS "storageId", owner_id AS "ownerId"`,
    [ACTIVE, today, await warnDays(tx)],
  )
  for (const c of due.rows) {
    const users = await screenHolders(tx, WARNING_SCREEN, c.storageId, c.ownerId)
    const when = Number(c.days) === 0 ? '今天到期' : `${Number(c.days)} 天后（${c.endDate}）到期`
    for (const userId of users)
      await sendMessage(tx, {
        userId,
        messageType: 4,
        title: `租赁合同即将到期：${c.contractNo}`.slice(0, 100),
        content: `承租方${c.partyName}的租赁合同 ${c.contractNo} 将于${when}，请及时续签或办理退租。`,
        routeName: WARNING_SCREEN,
      })
  }
  return { expired: ended.rows.length, warned: due.rows.length }
}

/** Sweeps now and every hour; answers the function that stops it. A failed sweep is logged and tried again next time. */
export function scheduleLeaseSweep(db: Db, config: WmsConfig, deps: SweepDeps): () => void {
  const run = () => sweepLeases(db, config, deps).catch((e) => console.error('[lease-sweep]', e instanceof Error ? e.message : e))
  void run()
  const timer = setInterval(run, EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
