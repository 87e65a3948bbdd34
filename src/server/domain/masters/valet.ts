// 代客单据 (valet documents, see schemas/entities/valetDocument.json): numbered on add, frozen
// once anything is settled, and summed per owner for settlement.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { remove } from '../../crud/write.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { DEFAULT_PAGE_SIZE } from '../../crud/payload-schemas.ts'
import { Params } from '../../crud/select.ts'
import { isAdd, saveRecord } from './save.ts'
import { read, write } from '../../kernel/define.ts'

/** Documents among `ids` that have something settled, by number; locked for the caller's change. */
async function settledAmong(ctx: HandlerContext, ids: number[]): Promise<{ found: number; settled: string[] }> {
  const r = await ctx.tx.query<{ doc_no: string; settled_amount: number }>(
    `SELECT doc_no, settled_amount FROM valet_document WHERE id = ANY($1) ORDER BY doc_no FOR UPDATE`,
    [ids],
  )
  return { found: r.rows.length, settled: r.rows.filter((x) => Number(x.settled_amount) > 0).map((x) => x.doc_no) }
}

/** /v1/purchase/AddOrUpdateDocument: a new document is numbered (docNo's declaration); a settled one cannot change. */
export const valetSave = write(async (ctx) => {
  // docNo is read-only for clients (this custom call validates it, then ignores it): the insert numbers it.
  if (isAdd(ctx)) return saveRecord(ctx, { ...ctx.payload, docNo: undefined })
  const { found, settled } = await settledAmong(ctx, [ctx.payload.id])
  if (!found) throw new BizError(NOT_FOUND)
  if (settled.length) throw new BizError(`单据 ${settled[0]} 已有结算，不能修改`)
  return saveRecord(ctx)
})

/** /v1/purchase/ValetDocument/delete {id|ids}: all or nothing, and never a document with anything settled. */
export const valetDelete = write(async (ctx) => {
  const ids: number[] = ctx.payload.ids ?? (ctx.payload.id ? [ctx.payload.id] : [])
  const { settled } = ids.length ? await settledAmong(ctx, [...new Set(ids)]) : { settled: [] }
  if (settled.length) throw new BizError(`已有结算的单据不能删除：${settled.slice(0, 5).join('、')}${settled.length > 5 ? ' 等' : ''}`)
  return remove.run(ctx)
})

const SORTS: Record<string, string> = {
  ownerCode: 'o.code',
  ownerName: 'o.name',
  docCount: '"docCount"',
  amount: 'amount',
  settledAmount: '"settledAmount"',
  unsettledAmount: '"unsettledAmount"',
  lastDocDate: '"lastDocDate"',
}

/**
 * /v1/purchase/settlementlist: per owner, count and sums of the documents matching the filters
 * (owner, settle status, document date range), as a paged list. Sums are taken in SQL; each
 * row's id is its owner's, so the list grid has a key.
 */
export const valetSettlement = read(async (ctx) => {
  const q = ctx.payload as {
    ownerId?: number | null
    settleStatus?: number | null
    docDate?: (string | null)[] | null
    sort?: { field: string; order?: string }
    pageIndex?: number
    pageSize?: number
  }
  const p = new Params()
  const conds: string[] = []
  if (q.ownerId) conds.push(`d.owner_id = ${p.add(q.ownerId)}`)
  if (q.settleStatus != null) conds.push(`d.settle_status = ${p.add(q.settleStatus)}`)
  if (q.docDate?.[0]) conds.push(`d.doc_date >= ${p.add(q.docDate[0])}`)
  if (q.docDate?.[1]) conds.push(`d.doc_date <= ${p.add(q.docDate[1])}`)
  const where = conds.length ? 'WHERE ' + conds.join(' AND ') : ''
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE
  const pageIndex = q.pageIndex ?? 1
  const order = `${SORTS[q.sort?.field ?? ''] ?? 'o.code'} ${q.sort?.order === 'desc' ? 'DESC' : 'ASC'}, o.id`
  const from = `FROM valet_document d JOIN product_owner o ON o.tenant_id = d.tenant_id AND o.id = d.owner_id ${where}`
  const total = (await ctx.tx.query<{ n: number }>(`SELECT count(DISTINCT d.owner_id)::int8 AS n ${from}`, p.values)).rows[0].n
  const r = await ctx.tx.query(
    `SELECT o.id AS id, o.id AS "ownerId", o.code AS "ownerCode", o.name AS "ownerName", count(*)::int8 AS "docCount",
            sum(d.amount) AS amount, sum(d.settled_amount) AS "settledAmount", sum(d.amount - d.settled_amount) AS "unsettledAmount",
            max(d.doc_date) AS "lastDocDate"
       ${from} GROUP BY o.id, o.code, o.name ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(pageIndex - 1) * pageSize}`,
    p.values,
  )
  return { list: r.rows, total, pageIndex, pageSize }
})
