// stock-total (per SKU: on hand, allocated, available, frozen, QC, damaged, in transit) and stock-locate
// (per balance row: location, lot, owner, status), read straight from the balance table, with
// their exports. Without a warehouse filter they show the user's current warehouse; a user
// kept to some owners sees only their stock.
import type { Handler, HandlerContext } from '../../../kernel/handler.ts'
import { read } from '../../../kernel/define.ts'
import { xlsxExport } from '../../../crud/export.ts'
import { likePattern, Params } from '../../../crud/select.ts'
import { sqlPage, type SqlPageSpec } from '../../../crud/sql-page.ts'
import { allowedOwnerIds } from '../../user/scope.ts'
import { STOCK_STATUS } from '../types.ts'

interface StockQuery {
  storageId?: number
  allStorages?: boolean
  ownerId?: number
  categoryId?: number
  areaId?: number
  keyword?: string
  locationCode?: string
  batchNo?: string
  stockStatus?: number
  expiryBefore?: string
}

const JOINS = `stock_balance b
  JOIN storage st ON st.tenant_id = b.tenant_id AND st.id = b.storage_id
  JOIN location l ON l.tenant_id = b.tenant_id AND l.id = b.location_id
  JOIN storage_area a ON a.tenant_id = l.tenant_id AND a.id = l.area_id
  JOIN sku s ON s.tenant_id = b.tenant_id AND s.id = b.sku_id
  JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
  LEFT JOIN category c ON c.tenant_id = p.tenant_id AND c.id = p.category_id
  LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id
  LEFT JOIN product_owner o ON o.tenant_id = b.tenant_id AND o.id = b.owner_id`

async function conditions(ctx: HandlerContext, q: StockQuery, p: Params): Promise<string[]> {
  const where = ['b.on_hand > 0']
  const storage = q.storageId ?? (q.allStorages ? null : ctx.session!.storageId)
  if (storage) where.push(`b.storage_id = ${p.add(storage)}`)
  const scope = await allowedOwnerIds(ctx.tx, ctx.session!.tenantId, ctx.session!.userId)
  if (scope) where.push(`b.owner_id = ANY(${p.add(scope)}::bigint[])`)
  if (q.ownerId) where.push(`b.owner_id = ${p.add(q.ownerId)}`)
  if (q.categoryId) where.push(`p.category_id = ${p.add(q.categoryId)}`)
  if (q.areaId) where.push(`l.area_id = ${p.add(q.areaId)}`)
  if (q.stockStatus) where.push(`b.stock_status = ${p.add(q.stockStatus)}`)
  if (q.batchNo) where.push(`b.batch_no ILIKE ${p.add(likePattern(q.batchNo))}`)
  if (q.locationCode) where.push(`l.code ILIKE ${p.add(likePattern(q.locationCode))}`)
  if (q.expiryBefore) where.push(`b.expiry_date <= ${p.add(q.expiryBefore)}`)
  if (q.keyword) {
    const k = p.add(likePattern(q.keyword))
    where.push(`(s.code ILIKE ${k} OR s.name ILIKE ${k} OR s.barcode ILIKE ${k} OR p.code ILIKE ${k} OR p.name ILIKE ${k})`)
  }
  return where
}

const PRODUCT = `s.code AS "skuCode", s.attrs, p.code AS "productCode", p.name AS "productName", c.name AS "categoryName", u.name AS "unitName"`
const sum = (status: number, expr = 'b.on_hand') => `COALESCE(sum(${expr}) FILTER (WHERE b.stock_status = ${status}), 0)`

/** A row's quantity counted only in its own status: frozen, QC or damaged stock is never available. */
const only = (status: number, expr = 'b.on_hand') => `CASE WHEN b.stock_status = ${status} THEN ${expr} ELSE 0 END`

/** In the warehouse: everything but what is still on its way to it (在途, its own column). */
const ON_HAND = `COALESCE(sum(b.on_hand) FILTER (WHERE b.stock_status <> ${STOCK_STATUS.transit}), 0)`

const TOTAL = (where: string[]): SqlPageSpec => ({
  select: `b.sku_id AS id, b.sku_id AS "skuId", ${PRODUCT}, p.min_stock AS "minStock",
           ${ON_HAND} AS "onHand", ${sum(STOCK_STATUS.normal, 'b.allocated')} AS allocated,
           ${sum(STOCK_STATUS.normal, 'b.on_hand - b.allocated')} AS available, ${sum(STOCK_STATUS.frozen)} AS frozen,
           ${sum(STOCK_STATUS.qc)} AS qc, ${sum(STOCK_STATUS.damaged)} AS damaged, ${sum(STOCK_STATUS.transit)} AS transit`,
  from: JOINS,
  where,
  // By primary keys: every column of those rows follows (attrs is json, which cannot be grouped).
  groupBy: 'b.sku_id, s.tenant_id, s.id, p.tenant_id, p.id, c.tenant_id, c.id, u.tenant_id, u.id',
  sortable: {
    skuCode: 's.code',
    productCode: 'p.code',
    productName: 'p.name',
    onHand: ON_HAND,
    available: `${sum(STOCK_STATUS.normal, 'b.on_hand - b.allocated')}`,
  },
  order: 'p.code, s.code',
})

const LOCATE = (where: string[]): SqlPageSpec => ({
  select: `b.id, b.sku_id AS "skuId", st.name AS "storageName", a.name AS "areaName", l.code AS "locationCode", ${PRODUCT},
           o.name AS "ownerName", b.batch_no AS "batchNo", b.production_date AS "productionDate", b.expiry_date AS "expiryDate",
           b.stock_status AS "stockStatus", b.on_hand AS "onHand", b.allocated, ${only(STOCK_STATUS.normal, 'b.on_hand - b.allocated')} AS available,
           ${only(STOCK_STATUS.frozen)} AS frozen, b.in_date AS "inDate"`,
  from: JOINS,
  where,
  sortable: { locationCode: 'l.code', skuCode: 's.code', productName: 'p.name', expiryDate: 'b.expiry_date', onHand: 'b.on_hand', inDate: 'b.in_date' },
  order: 'st.code, l.pick_order NULLS LAST, l.code, s.code, b.id',
})

function views(title: string, spec: (where: string[]) => SqlPageSpec): { list: Handler; export: Handler } {
  const page = async (ctx: HandlerContext, all: boolean) => {
    const p = new Params()
    return sqlPage(ctx.tx, spec(await conditions(ctx, ctx.payload, p)), p, ctx.payload, { all })
  }
  return {
    list: read((ctx) => page(ctx, false)),
    export: read(async (ctx) => {
      const { list } = await page(ctx, true)
      const fields = ctx.config.entities.stockRow.properties
      const wanted: string[] = ctx.payload.columns?.length ? ctx.payload.columns : Object.keys(fields).filter((k) => k in (list[0] ?? {}))
      const columns = wanted.filter((k) => fields[k]).map((key) => ({ key, title: fields[key].title, field: fields[key] }))
      return xlsxExport(title, columns, list)
    }),
  }
}

export const stockTotal = views('库存汇总', TOTAL)
export const stockLocate = views('库存明细', LOCATE)
