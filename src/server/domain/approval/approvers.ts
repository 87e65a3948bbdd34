// Who may act at a node: a user named in the node's userIds, or one holding an enabled role
// named in its roleIds. Administrators get no exception: approval is the flow's decision.
import type { Tx } from '../../db/types.ts'
import type { ApprovalNode } from './flow-config.ts'

/**
 * SQL condition: the user (a parameter placeholder) may act on the approval instance `i` now —
 * it is open and its current node names the user or one of the user's enabled roles.
 */
export function mayActSql(i: string, user: string): string {
  const node = `${i}.nodes -> ${i}.current_node`
  return `(${i}.status = 0 AND ((${node} -> 'userIds') @> to_jsonb(${user}::bigint)
    OR EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role ro ON ro.tenant_id = ur.tenant_id AND ro.id = ur.role_id AND ro.status = 1
                WHERE ur.tenant_id = ${i}.tenant_id AND ur.user_id = ${user}::bigint AND (${node} -> 'roleIds') @> to_jsonb(ur.role_id))))`
}

export interface Approver {
  id: number
  realName: string
  phone: string | null
}

/** The enabled users who may act at a node (for notifications). */
export async function approversOf(tx: Tx, node: ApprovalNode): Promise<Approver[]> {
  const r = await tx.query<Approver>(
    `SELECT u.id, u.real_name AS "realName", u.phone FROM sys_user u
      WHERE u.status = 1 AND (u.id = ANY($1::bigint[]) OR EXISTS (
        SELECT 1 FROM sys_user_role ur JOIN sys_role ro ON ro.tenant_id = ur.tenant_id AND ro.id = ur.role_id AND ro.status = 1
         WHERE ur.tenant_id = u.tenant_id AND ur.user_id = u.id AND ur.role_id = ANY($2::bigint[])))
      ORDER BY u.id`,
    [node.userIds ?? [], node.roleIds ?? []],
  )
  return r.rows
}

/** "角色A、角色B、张三": who approves at each node, for the flow detail. */
export async function approverNames(tx: Tx, nodes: ApprovalNode[]): Promise<string[]> {
  const roleIds = [...new Set(nodes.flatMap((n) => n.roleIds ?? []))]
  const userIds = [...new Set(nodes.flatMap((n) => n.userIds ?? []))]
  const roles = new Map(
    (await tx.query<{ id: number; name: string }>(`SELECT id, name FROM sys_role WHERE id = ANY($1::bigint[])`, [roleIds])).rows.map((r) => [
      Number(r.id),
      r.name,
    ]),
  )
  const users = new Map(
    (await tx.query<{ id: number; name: string }>(`SELECT id, real_name AS name FROM sys_user WHERE id = ANY($1::bigint[])`, [userIds])).rows.map((r) => [
      Number(r.id),
      r.name,
    ]),
  )
  return nodes.map((n) =>
    [...(n.roleIds ?? []).map((id) => roles.get(id) ?? `角色${id}`), ...(n.userIds ?? []).map((id) => users.get(id) ?? `用户${id}`)].join('、'),
  )
}
