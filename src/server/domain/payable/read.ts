// Reading payables: per supplier, sums of its entries under the caller's data scope (the entries
// carry the orders' warehouse and owner; RLS filters them), with ageing. Everything is numeric
// arithmetic in SQL; nothing is summed in JavaScript.
//
// Ageing (open items, FIFO): credits of a supplier (returns, payments, reversed receipts) settle
// its oldest debits first; what is left of each debit (receipt, refund) is aged by its day:
//   open_i = clamp(cumulative debits up to i − all credits, 0, amount_i)
// so the four buckets add up to the balance whenever it is positive.
import type { Tx } from '../../db/types.ts'
import { Params } from '../../crud/select.ts'
import { sqlPage, type SqlPageSpec } from '../../crud/sql-page.ts'
import { xlsxExport } from '../../crud/export.ts'
import { BizError } from '../../kernel/errors.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { read } from '../../kernel/define.ts'
import { SOURCE } from './post.ts'

/** One row per payable with visible entries: sums and ageing buckets. */
export const SUMS = `(
  WITH e AS (SELECT id, payable_id, source_type, amount, biz_date, created_at FROM payable_entry),
  s AS (SELECT payable_id,
               COALESCE(sum(amount) FILTER (WHERE source_type = ${SOURCE.receipt}), 0) AS received,
               COALESCE(-sum(amount) FILTER (WHERE source_type = ${SOURCE.return}), 0) AS returned,
               COALESCE(-sum(amount) FILTER (WHERE source_type = ${SOURCE.payment}), 0) AS paid,
               COALESCE(sum(amount) FILTER (WHERE source_type = ${SOURCE.refund}), 0) AS refunded,
               sum(amount) AS balance, COALESCE(-sum(amount) FILTER (WHERE amount < 0), 0) AS credits,
               max(biz_date) AS last_at, max(created_at) AS last_created
          FROM e GROUP BY payable_id),
  d AS (SELECT e.payable_id, current_date - e.biz_date::date AS days,
               GREATEST(0, LEAST(e.amount, sum(e.amount) OVER (PARTITION BY e.payable_id ORDER BY e.biz_date, e.id) - s.credits)) AS open
          FROM e JOIN s ON s.payable_id = e.payable_id WHERE e.amount > 0)
  SELECT s.*,
         COALESCE((SELECT sum(open) FROM d WHERE d.payable_id = s.payable_id AND d.days <= 30), 0) AS age0,
         COALESCE((SELECT sum(open) FROM d WHERE d.payable_id = s.payable_id AND d.days BETWEEN 31 AND 60), 0) AS age31,
         COALESCE((SELECT sum(open) FROM d WHERE d.payable_id = s.payable_id AND d.days BETWEEN 61 AND 90), 0) AS age61,
         COALESCE((SELECT sum(open) FROM d WHERE d.payable_id = s.payable_id AND d.days > 90), 0) AS age91
    FROM s)`

const AUDITED = `(y.audited_at IS NOT NULL AND y.audited_at >= t.last_created)`

const SELECT = `y.id, y.version, y.provider_id AS "providerId", pv.name AS "providerName", pv.code AS "providerCode",
  t.received AS "receivedAmount", t.returned AS "returnedAmount", t.paid AS "paidAmount", t.refunded AS "refundedAmount", t.balance,
  t.age0, t.age31, t.age61, t.age91, t.last_at AS "lastEntryAt", CASE WHEN ${AUDITED} THEN 1 ELSE 0 END AS "auditStatus",
  y.audited_at AS "auditedAt", au.real_name AS "auditedByName", y.audited_balance AS "auditedBalance", y.audit_remark AS "auditRemark"`

const FROM = `payable y JOIN ${SUMS} t ON t.payable_id = y.id
  JOIN provider pv ON pv.tenant_id = y.tenant_id AND pv.id = y.provider_id
  LEFT JOIN sys_user au ON au.tenant_id = y.tenant_id AND au.id = y.audited_by`

interface Query {
  providerId?: number
  owing?: boolean
  auditStatus?: 0 | 1
}

function spec(q: Query, p: Params): SqlPageSpec {
  const where: string[] = []
  if (q.providerId) where.push(`y.provider_id = ${p.add(q.providerId)}`)
  if (q.owing) where.push(`t.balance > 0`)
  if (q.auditStatus === 1) where.push(AUDITED)
  if (q.auditStatus === 0) where.push(`NOT ${AUDITED}`)
  return {
    select: SELECT,
    from: FROM,
    where,
    sortable: { providerName: 'pv.name', balance: 't.balance', receivedAmount: 't.received', lastEntryAt: 't.last_at', age91: 't.age91' },
    order: 't.balance DESC, y.id',
  }
}

/** /v1/purchase/Financial/List. */
export const payableList = read(async (ctx) => {
  const p = new Params()
  return sqlPage(ctx.tx, spec(ctx.payload as Query, p), p, ctx.payload)
})

/** /v1/purchase/Financial/export: the list as .xlsx, in the columns asked for (default all). */
export const payableExport = read(async (ctx) => {
  const p = new Params()
  const { list } = await sqlPage(ctx.tx, spec(ctx.payload as Query, p), p, ctx.payload, { all: true })
  const fields = ctx.config.entities.payableRow.properties
  const wanted: string[] = ctx.payload.columns?.length
    ? ctx.payload.columns
    : Object.keys(fields).filter((k) => k in (list[0] ?? {}) && !['id', 'version', 'providerId'].includes(k))
  return xlsxExport(
    '应付账款',
    wanted.filter((k) => fields[k]).map((key) => ({ key, title: fields[key].title!, field: fields[key] })),
    list,
  )
})

/** One payable with its sums, as the caller may see it; refused when missing or when none of its entries is visible. */
export async function payableRow(tx: Tx, id: number): Promise<Record<string, unknown>> {
  const r = await tx.query(`SELECT ${SELECT} FROM ${FROM} WHERE y.id = $1`, [id])
  if (!r.rows[0]) throw new BizError(NOT_FOUND)
  return r.rows[0]
}

/** /v1/purchase/Financial/Details {id}. */
export const payableDetails = read(async (ctx) => payableRow(ctx.tx, ctx.payload.id as number))

/** /v1/purchase/Financial/entries {payableId, sourceType?}: newest first. */
export const payableEntries = read(async (ctx) => {
  const p = new Params()
  const where = [`e.payable_id = ${p.add(ctx.payload.payableId)}`]
  if (ctx.payload.sourceType) where.push(`e.source_type = ${p.add(ctx.payload.sourceType)}`)
  return sqlPage(
    ctx.tx,
    {
      select: `e.id, e.payable_id AS "payableId", e.source_type AS "sourceType", e.source_no AS "sourceNo", e.purchase_id AS "purchaseId",
               h.purchase_no AS "purchaseName", st.name AS "storageName", e.sku_id AS "skuId", s.code AS "skuCode", pr.name AS "productName",
               e.qty, e.price, e.amount, e.biz_date AS "bizDate", e.remark`,
      from: `payable_entry e LEFT JOIN purchase h ON h.tenant_id = e.tenant_id AND h.id = e.purchase_id
             LEFT JOIN storage st ON st.tenant_id = e.tenant_id AND st.id = e.storage_id
             LEFT JOIN sku s ON s.tenant_id = e.tenant_id AND s.id = e.sku_id
             LEFT JOIN product pr ON pr.tenant_id = s.tenant_id AND pr.id = s.product_id`,
      where,
      sortable: { bizDate: 'e.biz_date', amount: 'e.amount' },
      order: 'e.biz_date DESC, e.id DESC',
    },
    p,
    ctx.payload,
  )
})
