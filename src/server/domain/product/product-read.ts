// Reading products: the list and export with a category meaning its whole subtree and a
// barcode matching the product's or any of its SKUs'; the detail with the category path;
// SKU options searched by code, name, barcode, product code or short code.
import type { HandlerContext } from '../../kernel/handler.ts'
import { list, listQuery } from '../../crud/list.ts'
import { get } from '../../crud/read.ts'
import { exportList } from '../../crud/export.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { selectColumns } from '../../crud/select.ts'
import { formatSkuAttrs } from '../../util/format.ts'
import { asIds, likePattern, subtreeSql } from './sql.ts'
import { categoryPaths } from './category.ts'
import { read } from '../../kernel/define.ts'

type Row = Record<string, unknown>
/** Matches no row: an id filter that found nothing must not read as "no filter". */
const NONE = [0]

/** The list body with categoryId widened to its subtree and barcode turned into product ids. */
async function productFilters(ctx: HandlerContext): Promise<Row> {
  const { categoryId, barcode, ...out } = ctx.payload as Row
  const cats = asIds(categoryId)
  if (cats.length) {
    const r = await ctx.tx.query<{ id: number }>(subtreeSql('$1'), [cats])
    out.categoryId = r.rows.length ? r.rows.map((x) => x.id) : NONE
  }
  if (typeof barcode === 'string' && barcode.trim()) {
    const r = await ctx.tx.query<{ id: number }>(`SELECT id FROM product WHERE barcode ILIKE $1 UNION SELECT product_id FROM sku WHERE barcode ILIKE $1`, [
      likePattern(barcode.trim()),
    ])
    const given = asIds(out.id)
    const ids = r.rows.map((x) => x.id).filter((id) => !given.length || given.includes(id))
    out.id = ids.length ? ids : NONE
  }
  return out
}

async function addSkuCounts(ctx: HandlerContext, rows: Row[]) {
  const r = await ctx.tx.query<{ id: number; n: number }>(
    `SELECT product_id AS id, count(*)::int8 AS n FROM sku WHERE product_id = ANY($1::bigint[]) GROUP BY product_id`,
    [rows.map((x) => x.id)],
  )
  const by = new Map(r.rows.map((x) => [x.id, x.n]))
  for (const row of rows) row.skuCount = by.get(row.id as number) ?? 0
}

export const listProducts = read(async (ctx) => {
  const page = (await list.run({ ...ctx, payload: await productFilters(ctx) })) as { list: Row[] }
  await addSkuCounts(ctx, page.list)
  return page
})

export const exportProducts = read(async (ctx) => {
  return exportList.run({ ...ctx, payload: await productFilters(ctx) })
})

/** /v2/product/detail {id}: the product, its SKUs (lines), names of its references and the category path. */
export const productDetail = read(async (ctx) => {
  const product = (await get.run(ctx)) as Row & { lines: Row[] }
  const path = await categoryPaths(ctx, [product.categoryId as number])
  return { ...product, categoryPath: path.get(product.categoryId as number) ?? product.categoryName, skuCount: product.lines.length }
})

/** Options of SKUs for pickers: [{value, label, …sku, productCode, shortCode, unitId, unitName}], at most 200. */
export const skuOptions = read(async (ctx) => {
  const model = entityModel(ctx.config, 'sku')
  const q = listQuery(ctx, model)
  const keyword = typeof ctx.payload.keyword === 'string' ? ctx.payload.keyword.trim() : ''
  if (keyword) {
    const kw = q.params.add(likePattern(keyword))
    const match = ['t.code', 't.name', 't.barcode', 'p.code', 'p.name', 'p.short_code'].map((c) => `${c} ILIKE ${kw}`).join(' OR ')
    q.where = (q.where ? q.where + ' AND ' : 'WHERE ') + `(${match})`
  }
  const r = await ctx.tx.query<Row>(
    `SELECT ${selectColumns(model)}, p.code AS "productCode", p.short_code AS "shortCode", p.unit_id AS "unitId", u.name AS "unitName"
       FROM sku t JOIN product p ON p.id = t.product_id LEFT JOIN unit u ON u.id = p.unit_id
       ${q.where} ${q.order} LIMIT 200`,
    q.params.values,
  )
  return r.rows.map((row) => {
    // A SKU without a name of its own reads as its product's name and attributes.
    const attrs = formatSkuAttrs(row.attrs)
    const label = row.name ? `${row.code} ${row.name}` : `${row.code} ${row.productName ?? ''}${attrs ? ` (${attrs})` : ''}`
    return { value: row.id, label, ...row }
  })
})
