// The rent of an owner's lease contracts on a bill: one line per contract 已生效 or 已到期 (it ran,
// or still runs) at the bill's warehouse with the owner as party, over the days of the contract's
// term inside the period. One row per calendar month: the rent per month (rentAmount over the
// months of its rent period) × the days covered ÷ the days of that month, rounded to the cent —
// a whole month costs exactly the monthly rent.
import type { Tx } from '../../db/types.ts'
import { ACTIVE, EXPIRED } from '../property/states.ts'

export interface RentContract {
  id: number
  contractNo: string
}

/** The contracts whose rent belongs on the bill, oldest first. */
export async function rentContracts(tx: Tx, ownerId: number, storageId: number, start: string, end: string): Promise<RentContract[]> {
  const r = await tx.query<RentContract>(
    `SELECT id, contract_no AS "contractNo" FROM property_contract
      WHERE party_type = 1 AND owner_id = $1 AND storage_id = $2 AND status = ANY($3::int[]) AND start_date <= $5::date AND end_date >= $4::date
      ORDER BY start_date, id`,
    [ownerId, storageId, [ACTIVE, EXPIRED], start, end],
  )
  return r.rows
}

/** Writes one contract's month rows under its line. */
export async function writeRentRows(tx: Tx, a: { billId: number; lineId: number; contractId: number; start: string; end: string; userId: number | null }) {
  await tx.query(
    `INSERT INTO owner_fee_detail (tenant_id, bill_id, line_id, biz_date, doc_type, doc_id, doc_no, qty, amount, created_by, updated_by)
     WITH c AS (
            SELECT id, contract_no, rent_amount / CASE rent_period WHEN 1 THEN 1 WHEN 2 THEN 3 WHEN 3 THEN 6 ELSE 12 END AS monthly,
                   GREATEST(start_date, $4::date) AS s, LEAST(end_date, $5::date) AS e
              FROM property_contract WHERE id = $3),
          m AS (
            SELECT c.*, GREATEST(mo::date, c.s) AS first, LEAST((mo + interval '1 month')::date - 1, c.e) AS last,
                   (mo + interval '1 month')::date - mo::date AS month_days
              FROM c, generate_series(date_trunc('month', c.s::timestamp), c.e::timestamp, interval '1 month') mo)
     SELECT app_tenant_id(), $1, $2, first, 'propertyContract', id, contract_no, last - first + 1,
            round(monthly * (last - first + 1) / month_days, 2), $6, $6
       FROM m ORDER BY first`,
    [a.billId, a.lineId, a.contractId, a.start, a.end, a.userId],
  )
}
