// 备货单 (customer variant): lines of SKU and quantity for planned outbound, read with the
// warehouse's available stock and the shortfall; numbered BH + day + 4; only 草稿 can change or be
// deleted. 生成出库单 makes a 制单出库 draft (领用出库) with the same lines through the voucher's own
// create, records it, and the list becomes 已生成出库单. It never touches stock.
import type { HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { create, remove, update } from '../../../crud/write.ts'
import { NOT_FOUND } from '../../../crud/rows.ts'
import { list } from '../../../crud/list.ts'
import { Params } from '../../../crud/select.ts'
import { sqlPage } from '../../../crud/sql-page.ts'
import { nextDocNo } from '../../../crud/numbering.ts'
import { namedStatus, refuse, skuStatuses } from '../../document-checks.ts'
import { availableSql } from './available.ts'
import { createVoucher } from './write.ts'
import { SKU_COLUMNS, SKU_JOINS } from './read.ts'
import { read, write } from '../../../kernel/define.ts'

const DRAFT = 0
const DONE = 10

interface Draft {
  storageId: number
  lines: { skuId: number }[]
}

async function check(ctx: HandlerContext, d: Draft): Promise<void> {
  const s = await namedStatus(ctx.tx, 'storage', d.storageId)
  if (!s) refuse('storageId', '仓库不存在或已被删除')
  if (s.status !== 1) refuse('storageId', `仓库“${s.name}”已停用`)
  if (!d.lines.length) refuse('lines', '请至少添加一行备货明细')
  const seen = new Set<number>()
  d.lines.forEach((l, i) => {
    if (seen.has(l.skuId)) refuse(`lines.${i}.skuId`, '商品重复', `第 ${i + 1} 行的商品与前面的行重复，请合并数量`)
    seen.add(l.skuId)
  })
  const skus = await skuStatuses(ctx.tx, [...seen])
  d.lines.forEach((l, i) => {
    if (!skus.has(l.skuId)) refuse(`lines.${i}.skuId`, '商品不存在', `第 ${i + 1} 行的商品不存在`)
    if (skus.get(l.skuId)?.status !== 1) refuse(`lines.${i}.skuId`, '商品已停用', `第 ${i + 1} 行的商品已停用`)
  })
}

async function total(ctx: HandlerContext, id: number) {
  await ctx.tx.query(
    `UPDATE stock_preparation SET total_qty = (SELECT COALESCE(sum(qty), 0) FROM stock_preparation_line WHERE preparation_id = $1) WHERE id = $1`,
    [id],
  )
}

async function lockDraft(ctx: HandlerContext, id: number) {
  const row = (
    await ctx.tx.query<{
      prepNo: string
      status: number
      storageId: number
      ownerId: number | null
      customerId: number | null
      planDate: string | null
      remark: string | null
    }>(
      `SELECT prep_no AS "prepNo", status, storage_id AS "storageId", owner_id AS "ownerId", customer_id AS "customerId", plan_date::text AS "planDate", remark
       FROM stock_preparation WHERE id = $1 FOR UPDATE`,
      [id],
    )
  ).rows[0]
  if (!row) throw new BizError(NOT_FOUND)
  if (row.status !== DRAFT) throw new BizError(`备货单 ${row.prepNo} 已生成出库单，不能再修改或删除`)
  return row
}

export const listPreparations = read(async (ctx) => {
  const page = (await list.run(ctx)) as { list: (Record<string, unknown> & { id: number })[] }
  if (!page.list.length) return page
  const r = await ctx.tx.query<{ id: number; n: number }>(
    `SELECT h.id, count(*) FILTER (WHERE l.qty > ${availableSql('h.storage_id', 'l.sku_id')})::int AS n
       FROM stock_preparation h JOIN stock_preparation_line l ON l.tenant_id = h.tenant_id AND l.preparation_id = h.id
      WHERE h.id = ANY($1::bigint[]) GROUP BY h.id`,
    [page.list.map((x) => x.id)],
  )
  const short = new Map(r.rows.map((x) => [Number(x.id), x.n]))
  return { ...page, list: page.list.map((x) => ({ ...x, shortLines: short.get(x.id) ?? 0 })) }
})

export const createPreparation = write(async (ctx) => {
  await check(ctx, { storageId: ctx.payload.storageId, lines: ctx.payload.lines ?? [] })
  const saved = (await create.run(ctx)) as { id: number }
  const prepNo = await nextDocNo(ctx, 'stockPreparation')
  await ctx.tx.query(`UPDATE stock_preparation SET prep_no = $1 WHERE id = $2`, [prepNo, saved.id])
  await total(ctx, saved.id)
  return { id: saved.id, prepNo }
})

export const updatePreparation = write(async (ctx) => {
  const row = await lockDraft(ctx, ctx.payload.id)
  const lines =
    ctx.payload.lines ??
    (await ctx.tx.query<{ skuId: number }>(`SELECT sku_id AS "skuId" FROM stock_preparation_line WHERE preparation_id = $1`, [ctx.payload.id])).rows.map(
      (l) => ({ skuId: Number(l.skuId) }),
    )
  await check(ctx, { storageId: ctx.payload.storageId ?? Number(row.storageId), lines })
  const saved = await update.run(ctx)
  await total(ctx, ctx.payload.id)
  return saved
})

export const deletePreparation = write(async (ctx) => {
  await lockDraft(ctx, ctx.payload.id)
  return remove.run(ctx)
})

/** …/preparation/lines {preparationId}: a page of lines with available stock and shortfall. */
export const preparationLines = read(async (ctx) => {
  const p = new Params()
  const id = typeof ctx.payload.preparationId === 'number' ? ctx.payload.preparationId : 0
  const avail = availableSql('h.storage_id', 'l.sku_id')
  const select = `l.id, l.preparation_id AS "preparationId", l.sku_id AS "skuId", l.qty, l.remark, ${SKU_COLUMNS},
    ${avail} AS available, GREATEST(l.qty - ${avail}, 0) AS shortfall`
  const from = `stock_preparation_line l
    JOIN stock_preparation h ON h.tenant_id = l.tenant_id AND h.id = l.preparation_id
    ${SKU_JOINS}`
  return sqlPage(ctx.tx, { select, from, where: [`l.preparation_id = ${p.add(id)}`], sortable: {}, order: 'l.id' }, p, ctx.payload)
})

/** …/preparation/toVoucher {id}: a 制单出库 draft with the list's lines. */
export const preparationToVoucher = write(async (ctx) => {
  const id = ctx.payload.id as number
  const row = await lockDraft(ctx, id)
  const lines = (
    await ctx.tx.query<{ skuId: number; qty: number; remark: string | null }>(
      `SELECT sku_id AS "skuId", qty, remark FROM stock_preparation_line WHERE preparation_id = $1 ORDER BY id`,
      [id],
    )
  ).rows.map((l) => ({ skuId: Number(l.skuId), qty: Number(l.qty), remark: l.remark }))
  const payload = {
    voucherType: 1,
    storageId: Number(row.storageId),
    ownerId: row.ownerId,
    customerId: row.customerId,
    deptName: row.customerId ? null : `备货（${row.prepNo}）`,
    expectedDate: row.planDate,
    remark: [`由备货单 ${row.prepNo} 生成`, row.remark].filter(Boolean).join('；').slice(0, 500),
    lines,
  }
  const made = (await createVoucher.run({ ...ctx, endpoint: { ...ctx.endpoint, op: 'create', entity: 'stockOutVoucher', options: undefined }, payload })) as {
    id: number
    voucherNo: string
  }
  await ctx.tx.query(`UPDATE stock_preparation SET status = $1, voucher_id = $2, version = version + 1, updated_at = now(), updated_by = $3 WHERE id = $4`, [
    DONE,
    made.id,
    ctx.session!.userId,
    id,
  ])
  return { id, voucherId: made.id, voucherNo: made.voucherNo }
})
