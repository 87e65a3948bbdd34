// Reading contracts beyond the generic list and get: a fresh number, the places of a warehouse
// with the contracts holding them, one contract's places as a page (detail tab), the contracts
// about to end (contract-impending-warning) and the print.
import type { Tx } from '../../db/types.ts'
import { read } from '../../kernel/define.ts'
import { nextDocNo } from '../../crud/numbering.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { likePattern, Params, selectColumns } from '../../crud/select.ts'
import { sqlPage } from '../../crud/sql-page.ts'
import { businessDate } from '../../util/format.ts'
import { readLines } from '../../crud/lines.ts'
import { ACTIVE, CONTRACT, DEFAULT_WARN_DAYS, HOLDING } from './states.ts'

/** yyyy-mm-dd of a moment in the business time zone: a contract ends at the end of its end date there. */

/** The tenant's threshold in days (no row: the default). */
export async function warnDays(tx: Tx): Promise<number> {
  const r = await tx.query<{ d: number }>(`SELECT warn_days AS d FROM contract_threshold ORDER BY id LIMIT 1`)
  return r.rows[0] ? Number(r.rows[0].d) : DEFAULT_WARN_DAYS
}

/** GET /v1/propertyContract/getContractNo: a fresh number (contractNo's declaration); never handed out twice. */
export const contractNo = read(async (ctx) => ({ contractNo: await nextDocNo(ctx, CONTRACT) }))

/** GET /v1/propertyContract/getStorageLocation?storageId=…: every area and location of a warehouse with the holding contracts over the dates. */
export const storagePlaces = read(async (ctx) => {
  const { storageId, startDate, endDate } = ctx.payload as { storageId: number; startDate?: string; endDate?: string }
  const r = await ctx.tx.query(
    `WITH held AS (
       SELECT l.area_id, l.location_id, c.contract_no, c.party_name, to_char(c.start_date, 'YYYY-MM-DD') AS s, to_char(c.end_date, 'YYYY-MM-DD') AS e
         FROM property_contract c JOIN property_contract_line l ON l.tenant_id = c.tenant_id AND l.contract_id = c.id
        WHERE c.storage_id = $1 AND c.status = ANY($2::int[])
          AND ($3::date IS NULL OR c.end_date >= $3::date) AND ($4::date IS NULL OR c.start_date <= $4::date))
     SELECT a.id AS "areaId", a.code AS "areaCode", a.name AS "areaName", NULL::bigint AS "locationId", NULL AS "locationCode",
            (SELECT json_agg(json_build_object('contractNo', h.contract_no, 'partyName', h.party_name, 'startDate', h.s, 'endDate', h.e))
               FROM held h WHERE h.area_id = a.id) AS leases
       FROM storage_area a WHERE a.storage_id = $1
     UNION ALL
     SELECT o.area_id, a.code, a.name, o.id, o.code,
            (SELECT json_agg(json_build_object('contractNo', h.contract_no, 'partyName', h.party_name, 'startDate', h.s, 'endDate', h.e))
               FROM held h WHERE h.location_id = o.id OR (h.location_id IS NULL AND h.area_id = o.area_id))
       FROM location o LEFT JOIN storage_area a ON a.tenant_id = o.tenant_id AND a.id = o.area_id WHERE o.storage_id = $1
     ORDER BY 2 NULLS LAST, 5 NULLS FIRST`,
    [storageId, HOLDING, startDate ?? null, endDate ?? null],
  )
  return r.rows.map((x) => ({ ...x, leases: x.leases ?? [] }))
})

/** /v1/propertyContract/lines {contractId}: a page of one contract's places. */
export const linePage = read(async (ctx) => {
  const model = entityModel(ctx.config, 'propertyContractLine')
  const p = new Params()
  const where = [`t.contract_id = ${p.add(typeof ctx.payload.contractId === 'number' ? ctx.payload.contractId : 0)}`]
  return sqlPage(ctx.tx, { select: selectColumns(model), from: 'property_contract_line t', where, sortable: {}, order: 't.id' }, p, ctx.payload)
})

/** /v1/propertyContract/impending: 已生效 contracts ending within the threshold (today included), soonest first, with daysLeft. */
export const impendingPage = read(async (ctx) => {
  const model = entityModel(ctx.config, CONTRACT)
  const q = ctx.payload as { contractNo?: string; partyName?: string; storageId?: number }
  const p = new Params()
  const today = p.add(businessDate(ctx.deps.clock.now()))
  const where = [`t.status = ${p.add(ACTIVE)}`, `t.end_date >= ${today}::date`, `t.end_date <= ${today}::date + ${p.add(await warnDays(ctx.tx))}::int`]
  if (q.contractNo) where.push(`t.contract_no ILIKE ${p.add(likePattern(q.contractNo))}`)
  if (q.partyName) where.push(`t.party_name ILIKE ${p.add(likePattern(q.partyName))}`)
  if (q.storageId) where.push(`t.storage_id = ${p.add(q.storageId)}`)
  const select = `${selectColumns(model)}, (t.end_date - ${today}::date) AS "daysLeft"`
  const sortable = { contractNo: 't.contract_no', endDate: 't.end_date', startDate: 't.start_date', rentAmount: 't.rent_amount', totalArea: 't.total_area' }
  return sqlPage(ctx.tx, { select, from: 'property_contract t', where, sortable, order: 't.end_date, t.id' }, p, ctx.payload)
})

/** /v1/propertyContract/print {ids}: the contracts with their places and the facts the A4 sheet prints. */
export const printContracts = read(async (ctx) => {
  const model = entityModel(ctx.config, CONTRACT)
  const ids: number[] = ctx.payload.ids ?? []
  const r = await ctx.tx.query<Record<string, unknown> & { id: number }>(
    `SELECT ${selectColumns(model)}, s.address AS "storageAddress", s.contact AS "storageContact", s.phone AS "storagePhone",
            tn.name AS "companyName"
       FROM property_contract t JOIN storage s ON s.tenant_id = t.tenant_id AND s.id = t.storage_id JOIN tenant tn ON tn.id = t.tenant_id
      WHERE t.id = ANY($1::bigint[]) ORDER BY array_position($1::bigint[], t.id)`,
    [ids],
  )
  const out = []
  for (const row of r.rows) out.push({ ...row, lines: await readLines(ctx, model, row.id) })
  return out
})
