// 核销 (write-off): a signed order reconciled with the receiver's receipt. Only 已签收 orders not
// written off yet; several at once is all or nothing (the refused ones are named). Who and
// when are in the order's document log (action writeOff); the order's state does not change.
import { Reply } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { list } from '../../crud/list.ts'
import { writeDocumentLog } from '../../workflow/document-log.ts'
import { SIGNED, WORKFLOW } from './orders/states.ts'
import { labelOf } from '../../../config/workflow-states.ts'
import { read, write } from '../../kernel/define.ts'

export const writeOff = write(async (ctx) => {
  const ids: number[] = [...new Set<number>(ctx.payload.ids ?? (ctx.payload.id ? [ctx.payload.id] : []))].sort((a, b) => a - b)
  if (!ids.length) throw new BizError('请选择要核销的订单')
  const rows = (
    await ctx.tx.query<{ id: number; orderNo: string; status: number; writtenOff: boolean }>(
      `SELECT id, order_no AS "orderNo", status, written_off AS "writtenOff" FROM out_order WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
      [ids],
    )
  ).rows
  if (rows.length !== ids.length) throw new BizError('订单不存在或已被删除')
  const notSigned = rows.filter((r) => r.status !== SIGNED)
  if (notSigned.length)
    throw new BizError(
      `只有${labelOf(ctx.config, WORKFLOW, SIGNED)}的订单可以核销：${notSigned.map((r) => `${r.orderNo}（${labelOf(ctx.config, WORKFLOW, r.status)}）`).join('、')}`,
    )
  const done = rows.filter((r) => r.writtenOff)
  if (done.length) throw new BizError(`订单已核销，不能重复核销：${done.map((r) => r.orderNo).join('、')}`)
  await ctx.tx.query(`UPDATE out_order SET written_off = true, version = version + 1, updated_at = now(), updated_by = $2 WHERE id = ANY($1::bigint[])`, [
    ids,
    ctx.session?.userId ?? null,
  ])
  const remark = typeof ctx.payload.remark === 'string' && ctx.payload.remark.trim() ? ctx.payload.remark.trim() : null
  for (const r of rows)
    await writeDocumentLog(ctx, { docType: WORKFLOW, docId: r.id, action: 'writeOff', title: '核销', fromState: SIGNED, toState: SIGNED, remark })
  return new Reply({ count: rows.length }, `已核销 ${rows.length} 单`)
})

/** /v1/order/writeOffList: signed orders (the endpoint fixes status 80) with who wrote them off and when. */
export const writeOffList = read(async (ctx) => {
  const page = (await list.run(ctx)) as { list: (Record<string, unknown> & { id: number })[] }
  const ids = page.list.map((r) => r.id)
  if (!ids.length) return page
  const r = await ctx.tx.query<{ docId: number; writtenOffByName: string | null; writtenOffAt: string }>(
    `SELECT DISTINCT ON (doc_id) doc_id AS "docId", operator_name AS "writtenOffByName", created_at AS "writtenOffAt"
       FROM document_log WHERE doc_type = $2 AND action = 'writeOff' AND doc_id = ANY($1::bigint[]) ORDER BY doc_id, id DESC`,
    [ids, WORKFLOW],
  )
  const by = new Map(r.rows.map((x) => [Number(x.docId), x]))
  return {
    ...page,
    list: page.list.map((row) => ({ ...row, writtenOffByName: by.get(row.id)?.writtenOffByName ?? null, writtenOffAt: by.get(row.id)?.writtenOffAt ?? null })),
  }
})
