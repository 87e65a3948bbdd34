// Reading allocations: which balance row (warehouse, location, lot, owner) each document line
// holds and how much, for the order detail's tab and the 库存分配 list
// (/v1/warehouse/StockAllocation: get with filters, getById, delete = release one row).
import type { HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { likePattern, Params } from '../../../crud/select.ts'
import { sqlPage } from '../../../crud/sql-page.ts'
import { DOC_TYPE } from './states.ts'
import { read } from '../../../kernel/define.ts'

export interface AllocationQuery {
  orderId?: number | null
  orderNo?: string | null
  docType?: string | null
  storageId?: number | null
  keyword?: string | null
  locationCode?: string | null
  batchNo?: string | null
  status?: number | null
  id?: number
  pageIndex?: number
  pageSize?: number
  sort?: { field: string; order: 'asc' | 'desc' } | null
}

const SELECT = `a.id, a.doc_type AS "docType", a.doc_id AS "docId", a.line_id AS "lineId", a.balance_id AS "balanceId", a.qty, a.status,
  a.created_at AS "createdAt", a.updated_at AS "updatedAt", o.id AS "orderId", o.order_no AS "orderNo", o.status AS "orderStatus",
  b.storage_id AS "storageId", st.name AS "storageName", b.location_id AS "locationId", loc.code AS "locationCode", ar.name AS "areaName",
  b.sku_id AS "skuId", s.code AS "skuCode", p.name AS "productName", s.attrs, u.name AS "unitName",
  b.owner_id AS "ownerId", ow.name AS "ownerName", b.batch_no AS "batchNo", b.production_date AS "productionDate", b.expiry_date AS "expiryDate"`
const FROM = `stock_allocation a
  JOIN stock_balance b ON b.tenant_id = a.tenant_id AND b.id = a.balance_id
  JOIN storage st ON st.tenant_id = b.tenant_id AND st.id = b.storage_id
  JOIN location loc ON loc.tenant_id = b.tenant_id AND loc.id = b.location_id
  LEFT JOIN storage_area ar ON ar.tenant_id = loc.tenant_id AND ar.id = loc.area_id
  JOIN sku s ON s.tenant_id = b.tenant_id AND s.id = b.sku_id
  JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
  LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id
  LEFT JOIN product_owner ow ON ow.tenant_id = b.tenant_id AND ow.id = b.owner_id
  LEFT JOIN out_order_line ol ON a.doc_type = '${DOC_TYPE}' AND ol.tenant_id = a.tenant_id AND ol.id = a.line_id
  LEFT JOIN out_order o ON o.tenant_id = ol.tenant_id AND o.id = ol.order_id`
const SORTABLE = { id: 'a.id', orderNo: 'o.order_no', skuCode: 's.code', locationCode: 'loc.code', qty: 'a.qty', createdAt: 'a.created_at' }

export async function allocationPage(ctx: HandlerContext, q: AllocationQuery) {
  const p = new Params()
  const where: string[] = []
  const eq = (col: string, v: unknown) => v !== undefined && v !== null && v !== '' && where.push(`${col} = ${p.add(v)}`)
  const like = (cols: string[], v: string | null | undefined) =>
    v?.trim() && where.push(`(${cols.map((c) => `${c} ILIKE ${p.add(likePattern(v.trim()))}`).join(' OR ')})`)
  eq('a.id', q.id)
  eq('o.id', q.orderId)
  eq('a.doc_type', q.docType)
  eq('b.storage_id', q.storageId)
  eq('a.status', q.status)
  like(['o.order_no'], q.orderNo)
  like(['s.code', 'p.name', 'p.code', 's.barcode'], q.keyword)
  like(['loc.code'], q.locationCode)
  like(['b.batch_no'], q.batchNo)
  return sqlPage(ctx.tx, { select: SELECT, from: FROM, where, sortable: SORTABLE, order: 'a.id DESC' }, p, q)
}

/** /v1/warehouse/StockAllocation/get (query string) and /list (body): a page of allocation rows. */
export const allocationList = read((ctx) => allocationPage(ctx, ctx.payload))

/** /v1/out/allocations {orderId}: one order's allocation rows, open first (detail tab). */
export const orderAllocations = read((ctx) =>
  allocationPage(ctx, { ...ctx.payload, orderId: typeof ctx.payload.orderId === 'number' ? ctx.payload.orderId : 0 }),
)

/** /v1/warehouse/StockAllocation/getById?id=: one allocation row. */
export const allocationById = read(async (ctx) => {
  const row = (await allocationPage(ctx, { id: ctx.payload.id, pageSize: 10 })).list[0]
  if (!row) throw new BizError('分配记录不存在或已被删除')
  return row
})
