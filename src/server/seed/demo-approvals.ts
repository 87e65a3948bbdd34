// Demo approvals through the real engine (so every table agrees): goods approval bound to the
// one-level template, and four products submitted as changed — two waiting for 审批员, one
// passed, one rejected with its reason. The tenant had 商品需审批 on while this happened and
// has it off again (the default). Quiet: seeding sends no messages.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import type { HandlerContext } from '../kernel/handler.ts'
import { contextOf, sessionOf } from './seed-context.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { decideApproval } from '../domain/approval/decide.ts'

const byCode = async (tx: Tx, code: string) => (await tx.query<{ id: number }>(`SELECT id FROM product WHERE code = $1`, [code])).rows[0].id

export async function seedDemoApprovals(db: Db, config: WmsConfig, ids: { demo: number; demoUser: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, async (tx) => {
    await tx.query(
      `INSERT INTO approval_flow (tenant_id, doc_type, template_id, enabled, remark, created_by, updated_by)
       SELECT app_tenant_id(), 'goods', id, true, '商品资料新增或修改后由审批员审核', $1, $1 FROM approval_template WHERE name = '一级审批'`,
      [ids.demoUser],
    )
    await tx.query(`UPDATE tenant_strategy SET approval_goods = true`)
    const submitter = contextOf(config, tx, await sessionOf(tx, 'demo'))
    const approver = contextOf(config, tx, await sessionOf(tx, 'approver'))
    const submit = async (code: string, remark: string) => {
      await runTransition(submitter, 'goods', 'submit', await byCode(tx, code), { remark })
      return (
        await tx.query<{ id: number }>(`SELECT id FROM approval_instance WHERE workflow = 'goods' AND doc_id = $1 AND status = 0`, [await byCode(tx, code)])
      ).rows[0].id
    }
    const passed = await submit('P1013', '修改')
    await decideApproval(approver, passed, 'accept', { nodeIndex: 0, opinion: '资料齐全，同意' })
    const rejected = await submit('P1019', '修改')
    await decideApproval(approver, rejected, 'reject', { nodeIndex: 0, opinion: '缺少质检报告，请补充后重新提交' })
    await submit('P1017', '修改')
    await submit('P1020', '修改')
    await tx.query(`UPDATE tenant_strategy SET approval_goods = false`)
  })
}
