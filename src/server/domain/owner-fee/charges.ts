// The rows behind a fee-type line of an owner bill, written by one INSERT … SELECT per line, all
// arithmetic in SQL (numeric): each row's amount is its billed quantity × the line's price,
// rounded to the cent, so a line (the sum of its rows) can be checked row by row.
//   storage (件·天 / m³·天): each day's closing stock of a SKU — every ledger row of the owner at
//     the warehouse up to the end of that day (business time zone), all stock statuses;
//     the volume basis multiplies by the SKU's m³ (the product's when the SKU has none);
//   per unit: each receipt (opening stock excluded) or issue (loss write-offs excluded) ledger row;
//   per order: each document whose first such row falls in the period (qty 1), billed once.
import type { Tx } from '../../db/types.ts'
import { OPENING_DOC } from '../stock/index.ts'
import { LOSS } from '../loss/states.ts'
import { TZ } from '../../util/format.ts'
import { BASIS } from './states.ts'

export interface ChargeArgs {
  billId: number
  lineId: number
  ownerId: number
  storageId: number
  periodStart: string
  periodEnd: string
  price: string
  userId: number | null
}

// $1 bill, $2 line, $3 owner, $4 warehouse, $5 start, $6 end, $7 time zone, $8 price, $9 user.
const UNTIL_END = `l.created_at < (($6::date + 1)::timestamp AT TIME ZONE $7)`
const FROM_START = `l.created_at >= ($5::date::timestamp AT TIME ZONE $7)`
const OF_OWNER = `l.owner_id = $3 AND l.storage_id = $4`
const DAY = `(l.created_at AT TIME ZONE $7)::date`

const storage = (factor: string) => `
  INSERT INTO owner_fee_detail (tenant_id, bill_id, line_id, biz_date, sku_id, qty, amount, created_by, updated_by)
  WITH moves AS (
         SELECT l.sku_id, GREATEST(${DAY}, $5::date) AS day, sum(l.qty) AS q
           FROM stock_ledger l WHERE ${OF_OWNER} AND ${UNTIL_END} GROUP BY 1, 2),
       closing AS (
         SELECT d::date AS day, m.sku_id, sum(m.q) AS q
           FROM generate_series($5::date::timestamp, $6::date::timestamp, interval '1 day') d JOIN moves m ON m.day <= d::date GROUP BY 1, 2),
       billed AS (
         SELECT c.day, c.sku_id, round(c.q * ${factor}, 4) AS q
           FROM closing c JOIN sku s ON s.id = c.sku_id JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id WHERE c.q > 0)
  SELECT app_tenant_id(), $1, $2, day, sku_id, q, round(q * $8::numeric, 2), $9, $9 FROM billed WHERE q > 0 ORDER BY day, sku_id`

const perUnit = (operation: string, sign: string) => `
  INSERT INTO owner_fee_detail (tenant_id, bill_id, line_id, biz_date, sku_id, doc_type, doc_id, doc_no, ledger_id, qty, amount, created_by, updated_by)
  SELECT app_tenant_id(), $1, $2, ${DAY}, l.sku_id, l.doc_type, l.doc_id, l.doc_no, l.id, ${sign}l.qty, round(${sign}l.qty * $8::numeric, 2), $9, $9
    FROM stock_ledger l
   WHERE ${OF_OWNER} AND ${FROM_START} AND ${UNTIL_END} AND l.operation = '${operation}' AND l.doc_type <> $10
   ORDER BY l.id`

const perOrder = (operation: string) => `
  INSERT INTO owner_fee_detail (tenant_id, bill_id, line_id, biz_date, doc_type, doc_id, doc_no, qty, amount, created_by, updated_by)
  SELECT app_tenant_id(), $1, $2, (min(l.created_at) AT TIME ZONE $7)::date, l.doc_type, l.doc_id, min(l.doc_no), 1, round($8::numeric, 2), $9, $9
    FROM stock_ledger l
   WHERE ${OF_OWNER} AND ${UNTIL_END} AND l.operation = '${operation}' AND l.doc_type <> $10
   GROUP BY l.doc_type, l.doc_id
  HAVING min(l.created_at) >= ($5::date::timestamp AT TIME ZONE $7)
   ORDER BY min(l.id)`

/** The SQL of each basis and the ledger document type it leaves out (none: a type no row has). */
const BY_BASIS: Record<number, { sql: string; except: string }> = {
  [BASIS.qtyDay]: { sql: storage('1'), except: '' },
  [BASIS.volumeDay]: { sql: storage('COALESCE(s.volume, p.volume, 0)'), except: '' },
  [BASIS.inUnit]: { sql: perUnit('receive', ''), except: OPENING_DOC },
  [BASIS.inOrder]: { sql: perOrder('receive'), except: OPENING_DOC },
  [BASIS.outUnit]: { sql: perUnit('issue', '-'), except: LOSS },
  [BASIS.outOrder]: { sql: perOrder('issue'), except: LOSS },
}

/** Writes the rows of one fee-type line; the storage bases take no $10 (no document to leave out). */
export async function writeChargeRows(tx: Tx, basis: number, a: ChargeArgs): Promise<void> {
  const { sql, except } = BY_BASIS[basis]
  const params: unknown[] = [a.billId, a.lineId, a.ownerId, a.storageId, a.periodStart, a.periodEnd, TZ, a.price, a.userId]
  await tx.query(sql, except ? [...params, except] : params)
}
