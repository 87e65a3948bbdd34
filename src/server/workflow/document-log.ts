// document_log: one row per workflow transition of any document, written by the runtime in the
// transition's transaction (append-only for the application role). A detail screen shows a
// document's log with an endpoint `{ op: custom, handler: workflow.logs, payload: idPayload,
// options: { workflow: <id> } }`, which answers the rows as the timeline wants them.
import { entityModel } from '../crud/entity-model.ts'
import { NOT_FOUND } from '../crud/rows.ts'
import { ident } from '../db/schema/naming.ts'
import type { HandlerContext } from '../kernel/handler.ts'
import { BizError } from '../kernel/errors.ts'
import { read } from '../kernel/define.ts'

export interface DocumentLogEntry {
  docType: string
  docId: number
  action: string
  title: string
  fromState: number | null
  toState: number | null
  remark?: string | null
}

export async function writeDocumentLog(ctx: HandlerContext, e: DocumentLogEntry): Promise<void> {
  const user = ctx.session
  await ctx.tx.query(
    `INSERT INTO document_log (tenant_id, doc_type, doc_id, action, title, from_state, to_state, operator_id, operator_name, remark, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $7, $7)`,
    [e.docType, e.docId, e.action, e.title.slice(0, 64), e.fromState, e.toState, user?.userId ?? null, user?.realName?.slice(0, 32) ?? null, e.remark ?? null],
  )
}

/** A document's log, oldest first, as LogEntry of the web's timeline {action, operator, createdAt, opinion}. */
export async function documentLogOf(ctx: HandlerContext, workflow: string, docId: number) {
  const r = await ctx.tx.query(
    `SELECT id, action AS "transition", title AS action, from_state AS "fromState", to_state AS "toState",
            operator_id AS "operatorId", operator_name AS operator, remark AS opinion, created_at AS "createdAt"
       FROM document_log WHERE doc_type = $1 AND doc_id = $2 ORDER BY id`,
    [workflow, docId],
  )
  return r.rows
}

export const documentLogs = read(async (ctx) => {
  const workflow = ctx.endpoint.options?.workflow
  if (typeof workflow !== 'string') throw new BizError('接口未指定流程')
  // Only a document the caller can see (RLS): another tenant's reads like one that does not exist.
  const table = entityModel(ctx.config, ctx.config.workflows[workflow].entity).table
  const seen = await ctx.tx.query(`SELECT 1 FROM ${ident(table)} WHERE id = $1`, [ctx.payload.id])
  if (!seen.rows.length) throw new BizError(NOT_FOUND)
  return documentLogOf(ctx, workflow, ctx.payload.id)
})
