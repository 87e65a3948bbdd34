// One task's lines as a page (the detail tab, the count screen and the count sheet), with SKU,
// product, unit, owner and location. Joined to the task, so a task outside the caller's data scope
// shows no lines either. A blind count still being counted never sends the book: bookQty, diffQty
// and diffAmount go out empty until it is submitted.
import { Params, likePattern } from '../../crud/select.ts'
import { sqlPage } from '../../crud/sql-page.ts'
import { read } from '../../kernel/define.ts'
import { findInstance } from '../approval/queries.ts'
import { COUNTING, INVENTORY } from './states.ts'

/** /v1/warehouse/inventory/lines {taskId, locationCode?, uncounted?}. */
export const linePage = read(async (ctx) => {
  const p = new Params()
  const q = ctx.payload as { taskId?: number; locationCode?: string; uncounted?: boolean }
  const where = [`l.task_id = ${p.add(typeof q.taskId === 'number' ? q.taskId : 0)}`]
  if (q.locationCode) where.push(`c.code ILIKE ${p.add(likePattern(q.locationCode))}`)
  if (q.uncounted) where.push('l.count_qty IS NULL')
  const hidden = `t.blind AND t.status = ${COUNTING}`
  const select = `l.id, l.task_id AS "taskId", l.location_id AS "locationId", c.code AS "locationCode", l.sku_id AS "skuId", s.code AS "skuCode", s.barcode,
    s.attrs, pr.name AS "productName", u.name AS "unitName", l.owner_id AS "ownerId", o.name AS "ownerName", l.batch_no AS "batchNo",
    l.production_date AS "productionDate", l.expiry_date AS "expiryDate", l.stock_status AS "stockStatus", l.count_qty AS "countQty", l.counted_at AS "countedAt",
    l.cost_price AS "costPrice", CASE WHEN ${hidden} THEN NULL ELSE l.book_qty END AS "bookQty",
    CASE WHEN ${hidden} THEN NULL ELSE l.diff_qty END AS "diffQty", CASE WHEN ${hidden} THEN NULL ELSE l.diff_amount END AS "diffAmount"`
  const from = `inventory_task_line l
    JOIN inventory_task t ON t.tenant_id = l.tenant_id AND t.id = l.task_id
    JOIN location c ON c.tenant_id = l.tenant_id AND c.id = l.location_id
    JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
    JOIN product pr ON pr.tenant_id = s.tenant_id AND pr.id = s.product_id
    LEFT JOIN unit u ON u.tenant_id = pr.tenant_id AND u.id = pr.unit_id
    LEFT JOIN product_owner o ON o.tenant_id = l.tenant_id AND o.id = l.owner_id`
  return sqlPage(ctx.tx, { select, from, where, sortable: {}, order: 'c.code, s.code, l.id' }, p, ctx.payload)
})

/** /v1/inventory/approving/certificate {id | workflow + docId}: the task's 盘点凭证 for its approvers. */
export const certificate = read(async (ctx) => {
  const i = await findInstance(ctx, { ...ctx.payload, workflow: INVENTORY }, 'inventory')
  const t = await ctx.tx.query<{ attachment: string | null }>(`SELECT attachment FROM inventory_task WHERE id = $1`, [i.docId])
  const path = t.rows[0]?.attachment ?? null
  return { id: i.id, docId: Number(i.docId), docNo: i.docNo, list: path ? [{ path }] : [] }
})
