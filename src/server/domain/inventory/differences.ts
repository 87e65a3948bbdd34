// 库存差异 (stock-difference-value): what accepted stocktakes adjusted — each line with a
// difference, valued at the cost price copied when its count started — by period (the day the
// differences were posted), warehouse, owner, number and 盘盈/盘亏, with the export. Read through
// the task, so its data scope applies; a user kept to some owners sees only their lines.
import type { HandlerContext } from '../../kernel/handler.ts'
import { read } from '../../kernel/define.ts'
import { xlsxExport } from '../../crud/export.ts'
import { likePattern, Params } from '../../crud/select.ts'
import { sqlPage, type SqlPageSpec } from '../../crud/sql-page.ts'
import { allowedOwnerIds } from '../user/scope.ts'
import { DONE } from './states.ts'

interface DifferenceQuery {
  postedFrom?: string
  postedTo?: string
  storageId?: number
  ownerId?: number
  taskNo?: string
  diffType?: number
}

async function spec(ctx: HandlerContext, q: DifferenceQuery, p: Params): Promise<SqlPageSpec> {
  const where = [`t.status = ${DONE}`, 'l.diff_qty <> 0']
  if (q.postedFrom) where.push(`t.finished_at >= ${p.add(q.postedFrom)}::date`)
  if (q.postedTo) where.push(`t.finished_at < ${p.add(q.postedTo)}::date + 1`)
  if (q.storageId) where.push(`t.storage_id = ${p.add(q.storageId)}`)
  if (q.ownerId) where.push(`l.owner_id = ${p.add(q.ownerId)}`)
  const scope = await allowedOwnerIds(ctx.tx, ctx.session!.tenantId, ctx.session!.userId)
  if (scope) where.push(`l.owner_id = ANY(${p.add(scope)}::bigint[])`)
  if (q.taskNo) where.push(`t.task_no ILIKE ${p.add(likePattern(q.taskNo))}`)
  if (q.diffType === 1) where.push('l.diff_qty > 0')
  if (q.diffType === 2) where.push('l.diff_qty < 0')
  return {
    select: `l.id, t.id AS "taskId", t.task_no AS "taskNo", t.finished_at AS "postedAt", t.storage_id AS "storageId", st.name AS "storageName",
      l.owner_id AS "ownerId", o.name AS "ownerName", c.code AS "locationCode", s.code AS "skuCode", s.attrs, pr.name AS "productName", u.name AS "unitName",
      l.batch_no AS "batchNo", l.stock_status AS "stockStatus", CASE WHEN l.diff_qty > 0 THEN 1 ELSE 2 END AS "diffType",
      l.book_qty AS "bookQty", l.count_qty AS "countQty", l.diff_qty AS "diffQty", l.cost_price AS "costPrice", l.diff_amount AS "diffAmount"`,
    from: `inventory_task_line l
      JOIN inventory_task t ON t.tenant_id = l.tenant_id AND t.id = l.task_id
      JOIN storage st ON st.tenant_id = t.tenant_id AND st.id = t.storage_id
      JOIN location c ON c.tenant_id = l.tenant_id AND c.id = l.location_id
      JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
      JOIN product pr ON pr.tenant_id = s.tenant_id AND pr.id = s.product_id
      LEFT JOIN unit u ON u.tenant_id = pr.tenant_id AND u.id = pr.unit_id
      LEFT JOIN product_owner o ON o.tenant_id = l.tenant_id AND o.id = l.owner_id`,
    where,
    sortable: { taskNo: 't.task_no', postedAt: 't.finished_at', diffQty: 'l.diff_qty', diffAmount: 'l.diff_amount', skuCode: 's.code', locationCode: 'c.code' },
    order: 't.finished_at DESC, t.id DESC, c.code, s.code, l.id',
  }
}

async function page(ctx: HandlerContext, all: boolean) {
  const p = new Params()
  return sqlPage(ctx.tx, await spec(ctx, ctx.payload, p), p, ctx.payload, { all })
}

/** /v1/stock/difference/list */
export const differencePage = read((ctx) => page(ctx, false))

/** /v1/stock/difference/export: the same rows as an .xlsx, the columns asked for (or all shown). */
export const differenceExport = read(async (ctx) => {
  const { list } = await page(ctx, true)
  const fields = ctx.config.entities.stockDifference.properties
  const wanted: string[] = ctx.payload.columns?.length ? ctx.payload.columns : Object.keys(fields).filter((k) => k in (list[0] ?? {}))
  const columns = wanted.filter((k) => fields[k]).map((key) => ({ key, title: fields[key].title, field: fields[key] }))
  return xlsxExport('库存差异', columns, list)
})
