// The overlap rule: a place leased to one party cannot be leased to another over overlapping
// dates. An area conflicts with itself and with each of its locations; contracts 待审核 or
// 已生效 hold their places. Checked on save, on submit and on approval (effect
// propertyContract.overlap). Safe under concurrency: the areas involved (a location without an
// area: the location) are locked FOR UPDATE in id order before the check, so of two contracts
// racing for one place the second waits, then sees the first and is refused. The check reads
// the whole tenant (as the owner, tenant filter by hand): a user kept to some owners must not
// lease a place because the contract holding it is out of their sight; such a user is told the
// place is taken, not by whom (the contract and its party stay out of sight).
import type { Tx } from '../../db/types.ts'
import type { Effect } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { asOwner } from '../../db/as-owner.ts'
import { HOLDING } from './states.ts'

interface Head {
  id: number
  partyType: number
  partyId: number | null
  startDate: string
  endDate: string
}

interface Place {
  areaId: number | null
  locationId: number | null
}

interface Conflict {
  id: number
  contractNo: string
  partyName: string
  startDate: string
  endDate: string
  place: string
}

/** Refuses the contract when another party's holding contract leases one of its places over overlapping dates. */
export async function assertNoOverlap(tx: Tx, contractId: number): Promise<void> {
  const conflict = await asOwner(tx, async () => {
    const head = (
      await tx.query<Head>(
        `SELECT id, party_type AS "partyType", CASE WHEN party_type = 2 THEN customer_id ELSE owner_id END AS "partyId",
                to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate"
           FROM property_contract WHERE tenant_id = app_tenant_id() AND id = $1`,
        [contractId],
      )
    ).rows[0]
    if (!head) return undefined
    const places = (
      await tx.query<Place>(
        `SELECT area_id AS "areaId", location_id AS "locationId" FROM property_contract_line WHERE tenant_id = app_tenant_id() AND contract_id = $1`,
        [contractId],
      )
    ).rows
    const areas = ids(places.map((p) => p.areaId))
    const wholeAreas = ids(places.filter((p) => !p.locationId).map((p) => p.areaId))
    const locations = ids(places.map((p) => p.locationId))
    const looseLocations = ids(places.filter((p) => p.locationId && !p.areaId).map((p) => p.locationId))
    await tx.query(`SELECT id FROM storage_area WHERE tenant_id = app_tenant_id() AND id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`, [areas])
    await tx.query(`SELECT id FROM location WHERE tenant_id = app_tenant_id() AND id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`, [looseLocations])
    return (
      await tx.query<Conflict>(
        `SELECT c.id, c.contract_no AS "contractNo", c.party_name AS "partyName",
                to_char(c.start_date, 'YYYY-MM-DD') AS "startDate", to_char(c.end_date, 'YYYY-MM-DD') AS "endDate",
                CASE WHEN l.location_id IS NULL THEN '库区 ' || (SELECT a.name FROM storage_area a WHERE a.id = l.area_id)
                     ELSE '库位 ' || (SELECT o.code FROM location o WHERE o.id = l.location_id) END AS place
           FROM property_contract c
           JOIN property_contract_line l ON l.tenant_id = c.tenant_id AND l.contract_id = c.id
          WHERE c.tenant_id = app_tenant_id() AND c.id <> $1 AND c.status = ANY($2::int[])
            AND c.start_date <= $4::date AND c.end_date >= $3::date
            AND NOT (c.party_type = $5 AND CASE WHEN c.party_type = 2 THEN c.customer_id ELSE c.owner_id END IS NOT DISTINCT FROM $6::bigint)
            AND ((l.location_id IS NOT NULL AND l.location_id = ANY($7::bigint[]))
              OR (l.location_id IS NULL AND l.area_id = ANY($8::bigint[]))
              OR (l.location_id IS NOT NULL AND l.area_id = ANY($9::bigint[])))
          ORDER BY c.start_date, c.id LIMIT 1`,
        [contractId, HOLDING, head.startDate, head.endDate, head.partyType, head.partyId, locations, areas, wholeAreas],
      )
    ).rows[0]
  })
  if (!conflict) return
  const when = `${conflict.place} 在 ${conflict.startDate} 至 ${conflict.endDate}`
  const inSight = (await tx.query(`SELECT 1 FROM property_contract WHERE id = $1`, [conflict.id])).rows.length > 0
  const message = inSight
    ? `${when} 已租给${conflict.partyName}（合同 ${conflict.contractNo}），与本合同的租期重叠，不能再租给其他承租方`
    : `${when} 已租给其他承租方，与本合同的租期重叠，不能再租出`
  throw new BizError(message, [{ field: 'lines', message: `${conflict.place} 的租期与其他合同重叠` }])
}

const ids = (xs: (number | null | undefined)[]) => [...new Set(xs.filter((x): x is number => !!x).map(Number))]

/** The transitions' effect (submit, accept): the rule again, at the moment the contract starts to hold its places. */
export const overlapEffect: Effect = async (ctx, row) => assertNoOverlap(ctx.tx, Number(row.id))
