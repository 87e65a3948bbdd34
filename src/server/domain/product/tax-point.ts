// Input tax points (进项税设置) per SKU or per category, each over a date range. A point names
// exactly one target; enabled points of one target never overlap in time. The rate of a SKU
// on a day: its own point, else the nearest category up the tree, else the product's rate.
import type { HandlerContext } from '../../kernel/handler.ts'
import { fieldError } from '../../kernel/errors.ts'
import { create, update } from '../../crud/write.ts'
import { list } from '../../crud/list.ts'
import { businessDate } from '../../util/format.ts'
import { skuInfo } from './sku-info.ts'
import { read, write } from '../../kernel/define.ts'

type Row = Record<string, unknown>
const SKU = 1
const CATEGORY = 2

/** The point as it will be after the save: stored values where the payload sends none. */
async function merged(ctx: HandlerContext, id: number | null): Promise<Row | null> {
  const sent = ctx.payload as Row
  if (id === null) return { targetType: SKU, status: 1, ...sent }
  const r = await ctx.tx.query<Row>(
    `SELECT target_type AS "targetType", sku_id AS "skuId", category_id AS "categoryId", effective_from AS "effectiveFrom",
            effective_to AS "effectiveTo", status FROM sku_tax_point WHERE id = $1`,
    [id],
  )
  if (!r.rows[0]) return null // not found: the update says so
  const out = { ...r.rows[0] }
  for (const [k, v] of Object.entries(sent)) if (v !== undefined) out[k] = v
  return out
}

async function checkTaxPoint(ctx: HandlerContext, id: number | null) {
  const p = await merged(ctx, id)
  if (!p) return
  // One target per point: the other reference is cleared, whatever the form sent.
  if (p.targetType === SKU) {
    if (typeof p.skuId !== 'number') throw fieldError('skuId', '请选择商品规格')
    ctx.payload.categoryId = null
  } else {
    if (typeof p.categoryId !== 'number') throw fieldError('categoryId', '请选择商品分类')
    ctx.payload.skuId = null
  }
  const from = String(p.effectiveFrom)
  const to = p.effectiveTo ? String(p.effectiveTo) : null
  if (to !== null && to < from) throw fieldError('effectiveTo', '失效日期不能早于生效日期')
  if (p.status !== 1) return
  const clash = await ctx.tx.query<{ from: string; to: string | null }>(
    `SELECT effective_from AS "from", effective_to AS "to" FROM sku_tax_point
      WHERE status = 1 AND id IS DISTINCT FROM $1 AND target_type = $2 AND sku_id IS NOT DISTINCT FROM $3 AND category_id IS NOT DISTINCT FROM $4
        AND daterange(effective_from, effective_to, '[]') && daterange($5::date, $6::date, '[]')
      ORDER BY effective_from LIMIT 1`,
    [id, p.targetType, p.targetType === SKU ? p.skuId : null, p.targetType === CATEGORY ? p.categoryId : null, from, to],
  )
  const c = clash.rows[0]
  if (c)
    throw fieldError(
      'effectiveFrom',
      `该${p.targetType === SKU ? '商品规格' : '商品分类'}在 ${c.from} 至 ${c.to ?? '长期'} 已有启用的进项税设置，生效期间不能重叠`,
    )
}

export const createTaxPoint = write(async (ctx) => {
  await checkTaxPoint(ctx, null)
  return create.run(ctx)
})

export const updateTaxPoint = write(async (ctx) => {
  await checkTaxPoint(ctx, ctx.payload.id)
  return update.run(ctx)
})

export const listTaxPoints = read(async (ctx) => {
  const page = (await list.run(ctx)) as { list: Row[] }
  const info = await skuInfo(
    ctx,
    page.list.map((r) => r.skuId),
  )
  for (const r of page.list) r.skuCode = info.get(r.skuId as number)?.code ?? null
  return page
})

/** An enabled point in force on the day in parameter $2. */
const validOn = (t: string) => `${t}.status = 1 AND ${t}.effective_from <= $2::date AND (${t}.effective_to IS NULL OR ${t}.effective_to >= $2::date)`

/** /v1/skutaxpoint/effective {skuId, date?}: {taxRate, source: sku|category|product, taxPointId?, categoryId?}. */
export const effectiveTaxRate = read(async (ctx) => {
  const { skuId } = ctx.payload as { skuId: number }
  const date: string = ctx.payload.date ?? businessDate(ctx.deps.clock.now())
  const sku = (
    await ctx.tx.query<{ categoryId: number; taxRate: number }>(
      `SELECT p.category_id AS "categoryId", p.tax_rate AS "taxRate" FROM sku s JOIN product p ON p.id = s.product_id WHERE s.id = $1`,
      [skuId],
    )
  ).rows[0]
  if (!sku) throw fieldError('skuId', '商品规格不存在')
  const own = (
    await ctx.tx.query<{ id: number; taxRate: number }>(
      `SELECT id, tax_rate AS "taxRate" FROM sku_tax_point WHERE target_type = ${SKU} AND sku_id = $1 AND ${validOn('sku_tax_point')} ORDER BY effective_from DESC LIMIT 1`,
      [skuId, date],
    )
  ).rows[0]
  if (own) return { skuId, date, taxRate: own.taxRate, source: 'sku', taxPointId: own.id }
  const cat = (
    await ctx.tx.query<{ id: number; taxRate: number; categoryId: number }>(
      `WITH RECURSIVE up(id, parent_id, depth) AS (
       SELECT id, parent_id, 0 FROM category WHERE id = $1
       UNION ALL SELECT c.id, c.parent_id, up.depth + 1 FROM category c JOIN up ON c.id = up.parent_id WHERE up.depth < 50)
     SELECT t.id, t.tax_rate AS "taxRate", t.category_id AS "categoryId" FROM up JOIN sku_tax_point t ON t.target_type = ${CATEGORY} AND t.category_id = up.id
      WHERE ${validOn('t')}
      ORDER BY up.depth, t.effective_from DESC LIMIT 1`,
      [sku.categoryId, date],
    )
  ).rows[0]
  if (cat) return { skuId, date, taxRate: cat.taxRate, source: 'category', taxPointId: cat.id, categoryId: cat.categoryId }
  return { skuId, date, taxRate: sku.taxRate, source: 'product' }
})
