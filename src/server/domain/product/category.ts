// The category tree: a nested answer for tree selects, and the guards the generic operations
// cannot give — a parent is never the category itself or one below it, and a category with
// children or products stays (products and tax points also hold it by foreign key).
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { create, update } from '../../crud/write.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { list } from '../../crud/list.ts'
import { subtreeSql } from './sql.ts'
import { read, write } from '../../kernel/define.ts'

export interface CategoryNode {
  value: number
  label: string
  code: string
  parentId: number | null
  status: number
  sortNo: number
  children?: CategoryNode[]
}

/** /v1/category/tree {status?}: roots first, each level by sort number and code. */
export const categoryTree = read(async (ctx) => {
  const r = await ctx.tx.query<Omit<CategoryNode, 'children'>>(
    `SELECT id AS value, name AS label, code, parent_id AS "parentId", status, sort_no AS "sortNo"
       FROM category WHERE ($1::int IS NULL OR status = $1) ORDER BY sort_no, code`,
    [ctx.payload.status ?? null],
  )
  const nodes = new Map<number, CategoryNode>(r.rows.map((n) => [n.value, { ...n }]))
  const roots: CategoryNode[] = []
  for (const n of nodes.values()) {
    // A child whose parent is filtered out (disabled) is shown at the top rather than lost.
    const parent = n.parentId !== null ? nodes.get(n.parentId) : undefined
    if (parent) (parent.children ??= []).push(n)
    else roots.push(n)
  }
  return roots
})

/** "食品 / 粮油" of each category id asked. */
export async function categoryPaths(ctx: HandlerContext, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const r = await ctx.tx.query<{ id: number; path: string }>(
    `WITH RECURSIVE up AS (
       SELECT id AS leaf, id, parent_id, name, 0 AS depth FROM category WHERE id = ANY($1::bigint[])
       UNION ALL SELECT up.leaf, c.id, c.parent_id, c.name, up.depth + 1 FROM category c JOIN up ON c.id = up.parent_id WHERE up.depth < 50)
     SELECT leaf AS id, string_agg(name, ' / ' ORDER BY depth DESC) AS path FROM up GROUP BY leaf`,
    [ids],
  )
  return new Map(r.rows.map((x) => [x.id, x.path]))
}

async function checkParent(ctx: HandlerContext, id: number | null, parentId: unknown) {
  if (typeof parentId !== 'number') return
  if (id === null) return // a new category has no descendants; the foreign key checks the parent exists
  if (parentId === id) throw new BizError('上级分类不能是分类自身', [{ field: 'parentId', message: '上级分类不能是分类自身' }])
  const below = await ctx.tx.query(`SELECT 1 FROM (${subtreeSql('$1')}) s WHERE s.id = $2`, [[id], parentId])
  if (below.rows.length) throw new BizError('上级分类不能是该分类的下级分类', [{ field: 'parentId', message: '上级分类不能是该分类的下级分类' }])
}

export const createCategory = write(async (ctx) => {
  await checkParent(ctx, null, ctx.payload.parentId)
  return create.run(ctx)
})

export const updateCategory = write(async (ctx) => {
  await checkParent(ctx, ctx.payload.id, ctx.payload.parentId)
  return update.run(ctx)
})

/** Delete {id} or {ids}: refused while a category has children (outside the selection) or products. */
export const deleteCategory = write(async (ctx) => {
  const ids = [...new Set<number>(ctx.payload.ids ?? (ctx.payload.id ? [ctx.payload.id] : []))]
  if (!ids.length) throw new BizError('请选择要删除的记录')
  const rows = (
    await ctx.tx.query<{ id: number; name: string; children: number; products: number }>(
      `SELECT c.id, c.name,
              (SELECT count(*) FROM category k WHERE k.parent_id = c.id AND NOT (k.id = ANY($1::bigint[])))::int8 AS children,
              (SELECT count(*) FROM product p WHERE p.category_id = c.id)::int8 AS products
         FROM category c WHERE c.id = ANY($1::bigint[])`,
      [ids],
    )
  ).rows
  // Another tenant's category is as absent as one that never existed.
  if (rows.length !== ids.length) throw new BizError(NOT_FOUND)
  const parent = rows.find((r) => r.children > 0)
  if (parent) throw new BizError(`分类“${parent.name}”下还有 ${parent.children} 个子分类，请先删除或移走子分类`)
  const used = rows.find((r) => r.products > 0)
  if (used) throw new BizError(`分类“${used.name}”下还有 ${used.products} 个商品，不能删除`)
  await ctx.tx.query(`DELETE FROM category WHERE id = ANY($1::bigint[])`, [ids])
  return { deleted: ids.length }
})

/** The generic list plus how many products each category holds directly. */
export const listCategories = read(async (ctx) => {
  const page = (await list.run(ctx)) as { list: Record<string, unknown>[] }
  const ids = page.list.map((r) => r.id as number)
  const counts = await ctx.tx.query<{ id: number; n: number }>(
    `SELECT category_id AS id, count(*)::int8 AS n FROM product WHERE category_id = ANY($1::bigint[]) GROUP BY category_id`,
    [ids],
  )
  const by = new Map(counts.rows.map((c) => [c.id, c.n]))
  for (const r of page.list) r.productCount = by.get(r.id as number) ?? 0
  return page
})
