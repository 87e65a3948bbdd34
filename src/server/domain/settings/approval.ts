// Approval templates (ordered nodes of approver roles and users) and the flows that bind a
// document type to a template. The approval engine (a later issue) runs them; here they are
// kept consistent: every node names someone who can approve, one flow per document type.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { create, update } from '../../crud/write.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { selectColumns } from '../../crud/select.ts'
import { read, write } from '../../kernel/define.ts'

interface ApprovalNode {
  name: string
  roleIds?: number[]
  userIds?: number[]
}

/** Every node needs approvers, and they must be roles and users of this tenant. */
async function checkNodes(ctx: HandlerContext, nodes: ApprovalNode[] | undefined) {
  if (!nodes) return
  const roleIds = new Set<number>()
  const userIds = new Set<number>()
  nodes.forEach((n, i) => {
    if (!n.roleIds?.length && !n.userIds?.length)
      throw new BizError(`第 ${i + 1} 个审批节点“${n.name}”没有审批角色或审批人`, [{ field: 'nodes', message: `第 ${i + 1} 个审批节点没有审批角色或审批人` }])
    n.roleIds?.forEach((id) => roleIds.add(id))
    n.userIds?.forEach((id) => userIds.add(id))
  })
  // Row-level security: another tenant's role or user is as absent as one that never existed.
  const known = async (table: string, ids: Set<number>) =>
    ids.size ? (await ctx.tx.query<{ n: number }>(`SELECT count(*)::int8 AS n FROM ${table} WHERE id = ANY($1)`, [[...ids]])).rows[0].n === ids.size : true
  if (!(await known('sys_role', roleIds))) throw new BizError('审批节点中的角色不存在', [{ field: 'nodes', message: '审批节点中的角色不存在' }])
  if (!(await known('sys_user', userIds))) throw new BizError('审批节点中的审批人不存在', [{ field: 'nodes', message: '审批节点中的审批人不存在' }])
}

/** op create with this handler: the generic create once the nodes are checked. */
export const templateCreate = write(async (ctx) => {
  await checkNodes(ctx, ctx.payload.nodes)
  return create.run(ctx)
})

export const templateUpdate = write(async (ctx) => {
  await checkNodes(ctx, ctx.payload.nodes)
  return update.run(ctx)
})

/** A flow that is on must use a template that is on; an absent template reads as not found. */
async function checkTemplate(ctx: HandlerContext, templateId: number | undefined, enabled: boolean | null | undefined) {
  if (!templateId) return
  const t = (await ctx.tx.query<{ status: number; name: string }>(`SELECT status, name FROM approval_template WHERE id = $1`, [templateId])).rows[0]
  if (!t) throw new BizError('所选审批模板不存在', [{ field: 'templateId', message: '所选审批模板不存在' }])
  if (t.status !== 1 && enabled !== false)
    throw new BizError(`审批模板“${t.name}”已停用，不能用于启用的审批流程`, [{ field: 'templateId', message: '所选审批模板已停用' }])
}

export const flowCreate = write(async (ctx) => {
  await checkTemplate(ctx, ctx.payload.templateId, ctx.payload.enabled)
  return create.run(ctx)
})

export const flowUpdate = write(async (ctx) => {
  await checkTemplate(ctx, ctx.payload.templateId, ctx.payload.enabled)
  return update.run(ctx)
})

async function flowOf(ctx: HandlerContext, docType: string) {
  const model = entityModel(ctx.config, 'approvalFlow')
  const r = await ctx.tx.query(`SELECT ${selectColumns(model)} FROM approval_flow t WHERE t.doc_type = $1`, [docType])
  return r.rows[0] ?? null
}

/** /v1/approving/flowconfig/get {docType}: the flow of a document type with its template name, or null. */
export const flowConfigGet = read((ctx) => flowOf(ctx, ctx.payload.docType))

/** /v1/approving/flowconfig/save {docType, templateId, enabled?}: binds (or rebinds) a document type. */
export const flowConfigSave = write(async (ctx) => {
  const { docType, templateId, enabled } = ctx.payload as { docType: string; templateId: number; enabled?: boolean | null }
  await checkTemplate(ctx, templateId, enabled)
  await ctx.tx.query(
    `INSERT INTO approval_flow (tenant_id, doc_type, template_id, enabled, created_by, updated_by) VALUES (app_tenant_id(), $1, $2, coalesce($3, true), $4, $4)
     ON CONFLICT (tenant_id, doc_type) DO UPDATE SET template_id = EXCLUDED.template_id, enabled = coalesce($3, approval_flow.enabled),
       version = approval_flow.version + 1, updated_at = now(), updated_by = $4`,
    [docType, templateId, enabled ?? null, ctx.session!.userId],
  )
  return flowOf(ctx, docType)
})
