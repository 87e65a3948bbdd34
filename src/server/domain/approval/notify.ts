// Telling people about approvals: the approvers of the node an approval waits at get a message
// (审批提醒, opening the approval screen) and the 'approval.pending' text message; the submitter
// learns the outcome. Demo seeding runs quietly: its approvals are history, not news.
import type { HandlerContext } from '../../kernel/handler.ts'
import { sendMessage } from '../message/messages.ts'
import { notify } from '../settings/sms/notify.ts'
import { approversOf } from './approvers.ts'
import { approvalRoute, docTypeLabel } from './doc-types.ts'
import type { ApprovalNode } from './flow-config.ts'

const quiet = new WeakSet<HandlerContext>()

/** This context (a seed's) notifies nobody. */
export function quietly<T extends HandlerContext>(ctx: T): T {
  quiet.add(ctx)
  return ctx
}

export interface Notice {
  docType: string
  docNo: string | null
  summary: string | null
}

const name = (n: Notice) => n.docNo ?? n.summary ?? ''

export async function notifyApprovers(ctx: HandlerContext, n: Notice, node: ApprovalNode): Promise<void> {
  if (quiet.has(ctx)) return
  const approvers = await approversOf(ctx.tx, node)
  if (!approvers.length) return
  const label = docTypeLabel(ctx.config, n.docType)
  const routeName = approvalRoute(ctx.config, n.docType)
  for (const a of approvers) {
    await sendMessage(ctx.tx, {
      userId: a.id,
      messageType: 2,
      title: `待审批：${label}${name(n) ? ` ${name(n)}` : ''}`.slice(0, 100),
      content: `${n.summary ? `${n.summary}，` : ''}等待“${node.name}”审批`.slice(0, 1000),
      routeName,
    })
  }
  await notify(ctx.tx, { event: 'approval.pending', vars: { docType: label, docNo: name(n) }, phones: approvers.map((a) => a.phone ?? '').filter(Boolean) })
}

export async function notifySubmitter(ctx: HandlerContext, n: Notice, submitterId: number | null, accepted: boolean, opinion: string | null): Promise<void> {
  if (quiet.has(ctx) || !submitterId || submitterId === ctx.session?.userId) return
  const label = docTypeLabel(ctx.config, n.docType)
  await sendMessage(ctx.tx, {
    userId: submitterId,
    messageType: 2,
    title: `${label}${name(n) ? ` ${name(n)}` : ''}${accepted ? '已审批通过' : '已被驳回'}`.slice(0, 100),
    content: opinion ? `审批意见：${opinion}`.slice(0, 1000) : undefined,
    routeName: approvalRoute(ctx.config, n.docType),
  })
}
