// approval_log: every step of an approval (提交, 通过, 驳回, 撤回) with the node, the opinion,
// who and when. Append-only for the application role.
import type { HandlerContext } from '../../kernel/handler.ts'

export const LOG_SUBMIT = 0
export const LOG_ACCEPT = 10
export const LOG_REJECT = 20
export const LOG_WITHDRAW = 90

export const LOG_LABELS: Record<number, string> = { [LOG_SUBMIT]: '提交', [LOG_ACCEPT]: '通过', [LOG_REJECT]: '驳回', [LOG_WITHDRAW]: '撤回' }

export interface ApprovalLogEntry {
  instanceId: number
  nodeIndex: number | null
  nodeName: string | null
  action: number
  opinion?: string | null
}

export async function writeApprovalLog(ctx: HandlerContext, e: ApprovalLogEntry): Promise<void> {
  const user = ctx.session
  await ctx.tx.query(
    `INSERT INTO approval_log (tenant_id, instance_id, node_index, node_name, action, opinion, user_id, user_name, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $6, $6)`,
    [
      e.instanceId,
      e.nodeIndex,
      e.nodeName?.slice(0, 32) ?? null,
      e.action,
      e.opinion?.slice(0, 500) || null,
      user?.userId ?? null,
      user?.realName?.slice(0, 32) ?? null,
    ],
  )
}

export interface ApprovalStep {
  id: number
  /** 提交, 通过, 驳回, 撤回 */
  action: string
  actionCode: number
  nodeIndex: number | null
  nodeName: string | null
  opinion: string | null
  userId: number | null
  operator: string | null
  createdAt: string
}

/** An approval's steps, oldest first, as the web's timeline wants them {action, nodeName, operator, opinion, createdAt}. */
export async function approvalLogOf(ctx: HandlerContext, instanceId: number): Promise<ApprovalStep[]> {
  const r = await ctx.tx.query<Omit<ApprovalStep, 'action' | 'actionCode'> & { code: number }>(
    `SELECT id, action AS code, node_index AS "nodeIndex", node_name AS "nodeName", opinion, user_id AS "userId", user_name AS operator, created_at AS "createdAt"
       FROM approval_log WHERE instance_id = $1 ORDER BY id`,
    [instanceId],
  )
  return r.rows.map(({ code, ...l }) => ({ ...l, actionCode: code, action: LOG_LABELS[code] ?? String(code) }))
}
