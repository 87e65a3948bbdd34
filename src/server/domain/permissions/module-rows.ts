// The module rows an authorisation screen shows as a tree (groups, screens, function keys).
import type { Tx } from '../../db/types.ts'

export interface ModuleNode {
  id: number
  parentId: number | null
  moduleName: string
  moduleType: number
  moduleKey: string
  orderNo: number
  audience: string
}

export async function moduleRows(tx: Tx, where: string, params: unknown[]): Promise<ModuleNode[]> {
  const r = await tx.query<ModuleNode>(
    `SELECT m.id, m.parent_id AS "parentId", m.module_name AS "moduleName", m.module_type AS "moduleType",
            m.module_key AS "moduleKey", m.order_no AS "orderNo", m.audience
       FROM sys_module m WHERE m.status = 1 AND ${where} ORDER BY m.order_no, m.id`,
    params,
  )
  return r.rows
}
