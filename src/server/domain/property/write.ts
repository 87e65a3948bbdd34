// Saving a contract: the party's name copied (read-only: never what a client sends), the places
// checked (places.ts) with each location's area filled in, the total area summed in SQL, then the
// overlap rule; changed only while 草稿 or 已驳回. The number comes from contractNo's declaration (the generic create).
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError, fieldError } from '../../kernel/errors.ts'
import { create, update } from '../../crud/write.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { write } from '../../kernel/define.ts'
import { labelOf, labelsOf } from '../../../config/workflow-states.ts'
import { checkPlaces, partyName, type PlaceIn } from './places.ts'
import { assertNoOverlap } from './overlap.ts'
import { CONTRACT, EDITABLE } from './states.ts'

interface Payload {
  id?: number
  partyType?: number
  ownerId?: number | null
  customerId?: number | null
  storageId?: number
  startDate?: string
  endDate?: string
  signDate?: string | null
  lines?: PlaceIn[]
}

/** The payload made whole (the other party cleared, places checked) and the party's name. */
async function prepare(ctx: HandlerContext, p: Payload): Promise<{ payload: Record<string, unknown>; party: string }> {
  if (p.startDate && p.endDate && p.endDate < p.startDate) throw fieldError('endDate', '到期日期不能早于起租日期')
  if (p.signDate && p.endDate && p.signDate > p.endDate) throw fieldError('signDate', '签订日期不能晚于到期日期')
  const party = p.partyType === 2 ? { ownerId: null } : { customerId: null }
  const lines = await checkPlaces(ctx.tx, Number(p.storageId), p.lines ?? [])
  return { payload: { ...p, ...party, lines }, party: await partyName(ctx.tx, p) }
}

export const createContract = write(async (ctx) => {
  const { payload, party } = await prepare(ctx, ctx.payload as Payload)
  ctx.payload = payload
  const saved = (await create.run(ctx)) as { id: number }
  await afterSave(ctx, saved.id, party)
  return saved
})

export const updateContract = write(async (ctx) => {
  const p = ctx.payload as Payload & { id: number }
  const row = (
    await ctx.tx.query<Payload & { contractNo: string; status: number }>(
      `SELECT contract_no AS "contractNo", status, party_type AS "partyType", owner_id AS "ownerId", customer_id AS "customerId", storage_id AS "storageId",
              to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate", to_char(sign_date, 'YYYY-MM-DD') AS "signDate"
         FROM property_contract WHERE id = $1 FOR UPDATE`,
      [p.id],
    )
  ).rows[0]
  if (!row) throw new BizError(NOT_FOUND)
  if (!EDITABLE.includes(row.status))
    throw new BizError(
      `合同 ${row.contractNo} 当前状态“${labelOf(ctx.config, CONTRACT, row.status)}”，只有${labelsOf(ctx.config, CONTRACT, EDITABLE)}的合同可以修改`,
    )
  const lines =
    p.lines ??
    (
      await ctx.tx.query<PlaceIn>(`SELECT id, area_id AS "areaId", location_id AS "locationId", size FROM property_contract_line WHERE contract_id = $1`, [
        p.id,
      ])
    ).rows
  const { contractNo: _n, status: _s, ...current } = row
  const whole = { ...current, ...p, storageId: Number(p.storageId ?? row.storageId), lines }
  const {
    payload: { lines: checked, ...head },
    party,
  } = await prepare(ctx, whole)
  ctx.payload = { ...p, ownerId: head.ownerId, customerId: head.customerId, ...(p.lines ? { lines: checked } : {}) }
  const saved = await update.run(ctx)
  await afterSave(ctx, p.id, party)
  return saved
})

async function afterSave(ctx: HandlerContext, id: number, party: string): Promise<void> {
  await ctx.tx.query(
    `UPDATE property_contract SET party_name = $2, total_area = (SELECT COALESCE(sum(size), 0) FROM property_contract_line WHERE contract_id = $1) WHERE id = $1`,
    [id, party],
  )
  await assertNoOverlap(ctx.tx, id)
}
