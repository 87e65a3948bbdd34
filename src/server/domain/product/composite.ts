// Composite products: a SKU made of component SKUs. The composition must stay a tree — a
// composite never contains itself, directly or through a component that is itself a
// composite — and each component appears once. Goods approval applies as for products.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { create, update } from '../../crud/write.ts'
import { get } from '../../crud/read.ts'
import { list } from '../../crud/list.ts'
import { goodsSaved } from './goods-approval.ts'
import { skuInfo, skuLabel } from './sku-info.ts'
import { read, write } from '../../kernel/define.ts'

type Row = Record<string, unknown>
interface Component {
  skuId: number
  qty: number
}

const lineError = (i: number, message: string) => new BizError(message, [{ field: `lines.${i}.skuId`, message }])

/** The SKUs reachable from `roots` through composites, with the root each was reached from. */
async function reachableFrom(ctx: HandlerContext, roots: number[], target: number): Promise<number | null> {
  const r = await ctx.tx.query<{ root: number }>(
    `WITH RECURSIVE reach(root, sku_id) AS (
       SELECT c, c FROM unnest($1::bigint[]) AS c
       UNION
       SELECT r.root, cc.sku_id FROM reach r
         JOIN composite_product cp ON cp.sku_id = r.sku_id
         JOIN composite_component cc ON cc.composite_id = cp.id)
     SELECT root FROM reach WHERE sku_id = $2 LIMIT 1`,
    [roots, target],
  )
  return r.rows[0]?.root ?? null
}

/** The header SKU and components as they will be after the save (stored values where not sent). */
async function checkComposition(ctx: HandlerContext, id: number | null, sent: { skuId?: number; lines?: Component[] }) {
  if (sent.skuId === undefined && sent.lines === undefined) return
  const stored = id === null ? undefined : (await ctx.tx.query<{ sku_id: number }>(`SELECT sku_id FROM composite_product WHERE id = $1`, [id])).rows[0]
  if (id !== null && !stored) return // not found: the update says so
  const head = sent.skuId ?? stored!.sku_id
  const parts =
    sent.lines?.map((l) => l.skuId) ??
    (await ctx.tx.query<{ sku_id: number }>(`SELECT sku_id FROM composite_component WHERE composite_id = $1 ORDER BY id`, [id])).rows.map((r) => r.sku_id)
  const info = await skuInfo(ctx, [head, ...parts])
  const seen = new Set<number>()
  for (const [i, sku] of parts.entries()) {
    if (sku === head) throw lineError(i, '组合商品不能包含自身')
    if (seen.has(sku)) throw lineError(i, `组件“${skuLabel(info.get(sku), sku)}”重复，请合并为一行`)
    seen.add(sku)
  }
  const via = await reachableFrom(ctx, parts, head)
  if (via !== null) {
    throw lineError(parts.indexOf(via), `组件“${skuLabel(info.get(via), via)}”是包含“${skuLabel(info.get(head), head)}”的组合商品，不能循环组合`)
  }
}

export const createComposite = write(async (ctx) => {
  if (!ctx.payload.lines?.length) throw new BizError('请至少添加一个组件', [{ field: 'lines', message: '请至少添加一个组件' }])
  await checkComposition(ctx, null, ctx.payload)
  const saved = (await create.run(ctx)) as { id: number }
  await goodsSaved(ctx, 'composite', [saved.id], 'creation')
  return saved
})

export const updateComposite = write(async (ctx) => {
  await checkComposition(ctx, ctx.payload.id, ctx.payload)
  const saved = (await update.run(ctx)) as { id: number; version: number }
  const versions = await goodsSaved(ctx, 'composite', [ctx.payload.id], 'modification')
  return { ...saved, version: versions.get(ctx.payload.id) ?? saved.version }
})

export const listComposites = read(async (ctx) => {
  const page = (await list.run(ctx)) as { list: Row[] }
  const ids = page.list.map((r) => r.id)
  const counts = await ctx.tx.query<{ id: number; n: number }>(
    `SELECT composite_id AS id, count(*)::int8 AS n FROM composite_component WHERE composite_id = ANY($1::bigint[]) GROUP BY composite_id`,
    [ids],
  )
  const by = new Map(counts.rows.map((c) => [c.id, c.n]))
  const info = await skuInfo(
    ctx,
    page.list.map((r) => r.skuId),
  )
  for (const r of page.list) {
    r.skuCode = info.get(r.skuId as number)?.code ?? null
    r.componentCount = by.get(r.id as number) ?? 0
  }
  return page
})

/** The composite with each component's code, attributes and unit. */
export const getComposite = read(async (ctx) => {
  const c = (await get.run(ctx)) as Row & { lines: Row[] }
  const info = await skuInfo(ctx, [c.skuId, ...c.lines.map((l) => l.skuId)])
  const lines = c.lines.map((l) => {
    const s = info.get(l.skuId as number)
    return { ...l, skuCode: s?.code ?? null, attrs: s?.attrs ?? null, unitName: s?.unitName ?? null }
  })
  return { ...c, skuCode: info.get(c.skuId as number)?.code ?? null, componentCount: lines.length, lines }
})
