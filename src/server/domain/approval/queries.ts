// Reading approvals: the paged lists of the /to-examine screens (待我审批 / 我已审批 / 全部),
// the number waiting for a user (home tiles), and one approval's flow with its nodes and log.
import type { Tx } from '../../db/types.ts'
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { likePattern, Params } from '../../crud/select.ts'
import { DEFAULT_PAGE_SIZE } from '../../crud/payload-schemas.ts'
import { mayActSql, approverNames } from './approvers.ts'
import { approvalLogOf, LOG_ACCEPT, LOG_REJECT } from './approval-log.ts'
import { INSTANCE_NOT_FOUND } from './decide.ts'
import type { ApprovalNode } from './flow-config.ts'
import { visibleSql } from './visibility.ts'

export type Scope = 'todo' | 'done' | 'all'

export interface PageQuery {
  docType?: string
  scope?: Scope
  docNo?: string
  summary?: string
  submitterName?: string
  status?: number
  submittedAt?: (string | null)[]
  storageId?: number
  pageIndex?: number
  pageSize?: number
  sort?: { field: string; order?: 'asc' | 'desc' }
}

const SORTS: Record<string, string> = {
  submittedAt: 'submitted_at',
  finishedAt: 'finished_at',
  docNo: 'doc_no',
  status: 'status',
  submitterName: 'submitter_name',
  summary: 'summary',
}

/** The columns a list row shows (not the nodes and the snapshot). */
function listColumns(user: string): string {
  return `i.id, i.version, i.workflow, i.doc_type AS "docType", i.doc_id AS "docId", i.doc_no AS "docNo", i.summary, i.storage_id AS "storageId",
    (SELECT s.name FROM storage s WHERE s.tenant_id = i.tenant_id AND s.id = i.storage_id) AS "storageName",
    i.template_name AS "templateName", i.current_node AS "currentNode",
    CASE WHEN i.status = 0 THEN i.nodes -> i.current_node ->> 'name' END AS "currentNodeName",
    jsonb_array_length(i.nodes) AS "nodeCount", i.status, i.submitter_id AS "submitterId", i.submitter_name AS "submitterName",
    i.submitted_at AS "submittedAt", i.finished_at AS "finishedAt", i.remark, i.created_at AS "createdAt", ${mayActSql('i', user)} AS "canAct"`
}

/** The user's id as a parameter, added the first time a query uses it (an unused parameter has no type). */
function userParam(p: Params, userId: number): () => string {
  let placeholder: string | undefined
  return () => (placeholder ??= p.add(userId))
}

function where(q: PageQuery, p: Params, user: () => string, visible?: string): string {
  const conds: string[] = visible ? [visible] : []
  if (q.docType) conds.push(`i.doc_type = ${p.add(q.docType)}`)
  const scope = q.scope ?? 'todo'
  if (scope === 'todo') conds.push(mayActSql('i', user()))
  if (scope === 'done')
    conds.push(
      `EXISTS (SELECT 1 FROM approval_log l WHERE l.tenant_id = i.tenant_id AND l.instance_id = i.id AND l.user_id = ${user()}::bigint AND l.action IN (${LOG_ACCEPT}, ${LOG_REJECT}))`,
    )
  if (q.docNo?.trim()) conds.push(`i.doc_no ILIKE ${p.add(likePattern(q.docNo.trim()))}`)
  if (q.summary?.trim()) conds.push(`i.summary ILIKE ${p.add(likePattern(q.summary.trim()))}`)
  if (q.submitterName?.trim()) conds.push(`i.submitter_name ILIKE ${p.add(likePattern(q.submitterName.trim()))}`)
  if (q.status !== undefined && q.status !== null) conds.push(`i.status = ${p.add(q.status)}`)
  const [from, to] = q.submittedAt ?? []
  if (from) conds.push(`i.submitted_at >= ${p.add(from)}::timestamptz`)
  // A date-only upper bound includes that whole day.
  if (to) conds.push(/^\d{4}-\d{2}-\d{2}$/.test(to) ? `i.submitted_at < (${p.add(to)}::date + 1)` : `i.submitted_at <= ${p.add(to)}::timestamptz`)
  // A warehouse shows its own documents and those that belong to none (products).
  if (q.storageId) conds.push(`(i.storage_id IS NULL OR i.storage_id = ${p.add(q.storageId)})`)
  return conds.length ? 'WHERE ' + conds.join(' AND ') : ''
}

export async function approvalPage(ctx: HandlerContext, q: PageQuery) {
  // 待我审批 and 我已审批 are the caller's by definition; 全部 is what the caller may see.
  const all = (q.scope ?? 'todo') === 'all'
  const pc = new Params()
  const uc = userParam(pc, ctx.session!.userId)
  const total = (
    await ctx.tx.query<{ n: number }>(
      `SELECT count(*)::int8 AS n FROM approval_instance i ${where(q, pc, uc, all ? await visibleSql(ctx, 'i', pc, uc) : undefined)}`,
      pc.values,
    )
  ).rows[0].n
  const p = new Params()
  const user = userParam(p, ctx.session!.userId)
  const w = where(q, p, user, all ? await visibleSql(ctx, 'i', p, user) : undefined)
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE
  const pageIndex = q.pageIndex ?? 1
  // What waits is worked oldest first; history newest first.
  const col = q.sort?.field ? (SORTS[q.sort.field] ?? 'submitted_at') : 'submitted_at'
  const dir = q.sort ? (q.sort.order === 'asc' ? 'ASC' : 'DESC') : (q.scope ?? 'todo') === 'todo' ? 'ASC' : 'DESC'
  const list = (
    await ctx.tx.query(
      `SELECT ${listColumns(user())} FROM approval_instance i ${w} ORDER BY i.${col} ${dir} NULLS LAST, i.id ${dir} LIMIT ${pageSize} OFFSET ${(pageIndex - 1) * pageSize}`,
      p.values,
    )
  ).rows
  return { list, total, pageIndex, pageSize }
}

/** How many approvals wait at a node the user may act on: all types, or one. */
export async function countWaiting(tx: Tx, userId: number, docType?: string, storageId?: number | null): Promise<number> {
  const p = new Params()
  const w = where({ scope: 'todo', docType, storageId: storageId ?? undefined }, p, userParam(p, userId))
  return (await tx.query<{ n: number }>(`SELECT count(*)::int8 AS n FROM approval_instance i ${w}`, p.values)).rows[0].n
}

export async function waitingByType(tx: Tx, userId: number): Promise<Record<string, number>> {
  const p = new Params()
  const w = where({ scope: 'todo' }, p, userParam(p, userId))
  const r = await tx.query<{ doc_type: string; n: number }>(
    `SELECT i.doc_type, count(*)::int8 AS n FROM approval_instance i ${w} GROUP BY i.doc_type ORDER BY i.doc_type`,
    p.values,
  )
  return Object.fromEntries(r.rows.map((x) => [x.doc_type, Number(x.n)]))
}

export interface InstanceRef {
  id?: number
  workflow?: string
  docId?: number
}

/** An approval by id, or the latest of a document; within a document type when one is fixed. */
export async function findInstance(ctx: HandlerContext, ref: InstanceRef, docType?: string): Promise<Record<string, any>> {
  const p = new Params()
  const user = p.add(ctx.session!.userId)
  let cond = (await visibleSql(ctx, 'i', p, () => user)) + ' AND '
  if (ref.id) cond += `i.id = ${p.add(ref.id)}`
  else if (ref.workflow && ref.docId) cond += `i.workflow = ${p.add(ref.workflow)} AND i.doc_id = ${p.add(ref.docId)}`
  else throw new BizError('请指定审批（id，或 workflow 与 docId）')
  if (docType) cond += ` AND i.doc_type = ${p.add(docType)}`
  const r = await ctx.tx.query(`SELECT ${listColumns(user)}, i.nodes, i.snapshot FROM approval_instance i WHERE ${cond} ORDER BY i.id DESC LIMIT 1`, p.values)
  if (!r.rows[0]) throw new BizError(INSTANCE_NOT_FOUND)
  return r.rows[0]
}

export type NodeStatus = 'done' | 'current' | 'waiting' | 'rejected'

/** The flow as the approval screen draws it: every node with its approvers, state and who acted. */
export async function flowDetail(ctx: HandlerContext, ref: InstanceRef, docType?: string) {
  const { nodes, snapshot, ...instance } = await findInstance(ctx, ref, docType)
  const logs = await approvalLogOf(ctx, instance.id)
  const names = await approverNames(ctx.tx, nodes as ApprovalNode[])
  const flow = (nodes as ApprovalNode[]).map((n, index) => {
    const acted = [...logs].reverse().find((l) => l.nodeIndex === index && (l.actionCode === LOG_ACCEPT || l.actionCode === LOG_REJECT))
    const status: NodeStatus = acted
      ? acted.actionCode === LOG_REJECT
        ? 'rejected'
        : 'done'
      : instance.status === 0 && instance.currentNode === index
        ? 'current'
        : 'waiting'
    return {
      index,
      nodeName: n.name,
      approvers: names[index],
      status,
      operator: acted?.operator ?? null,
      time: acted?.createdAt ?? null,
      opinion: acted?.opinion ?? null,
    }
  })
  return { instance, nodes: flow, logs, snapshot }
}
