// Who sees an approval. The flow template makes users approvers whatever their menus, so an
// approval is always visible to the users it involves: who may act at its current node, who
// decided at a node, who submitted it. The users of an approval screen of its document type
// (審批中心 › 商品审批 …) see every approval of that type — their 全部 tab. Row-level security
// and the data scope apply on top, as everywhere.
import type { HandlerContext } from '../../kernel/handler.ts'
import type { Params } from '../../crud/select.ts'
import { screenEntries } from '../../../config/menu.ts'
import { mayActSql } from './approvers.ts'
import { heldModules } from '../user/held-modules.ts'
import { LOG_ACCEPT, LOG_REJECT } from './approval-log.ts'

/** The document types whose approval screens the caller holds. */
async function typesSeenWhole(ctx: HandlerContext): Promise<string[]> {
  const screens = screenEntries(ctx.config.screens).filter(([, s]) => s.kind === 'approval' && s.docType)
  if (!screens.length) return []
  const keys = await heldModules(
    ctx.tx,
    ctx.session!,
    screens.map(([k]) => k),
  )
  return [...new Set(screens.filter(([k]) => keys.has(k)).map(([, s]) => s.docType!))]
}

/** SQL condition on approval instance `i`: the caller may see it (see the file's comment). */
export async function visibleSql(ctx: HandlerContext, i: string, p: Params, user: () => string): Promise<string> {
  const whole = await typesSeenWhole(ctx)
  const involved = `(${mayActSql(i, user())} OR ${i}.submitter_id = ${user()}::bigint
    OR EXISTS (SELECT 1 FROM approval_log l WHERE l.tenant_id = ${i}.tenant_id AND l.instance_id = ${i}.id AND l.user_id = ${user()}::bigint AND l.action IN (${LOG_ACCEPT}, ${LOG_REJECT})))`
  return whole.length ? `(${i}.doc_type = ANY(${p.add(whole)}) OR ${involved})` : involved
}
