// Demo data of the settings screens that need code: for the demo tenants business config,
// invoice title, the SMS provider and a recorded test message, the enabled application,
// approval templates and flows (role ids), plus the log rows the seeding itself leaves. The
// platform's applications, SMS templates, form templates and carriers are demo rows
// (schemas/demo/*.yaml). Settings only, no business figures.
import type { Db, Tx } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { deliver, fillTemplate } from '../domain/settings/sms/notify.ts'

export interface SettingsSeedIds {
  demo: number
  second: number
  demoUser: number
  demo2User: number
}

const roleId = async (tx: Tx, name: string) => (await tx.query<{ id: number }>(`SELECT id FROM sys_role WHERE name = $1`, [name])).rows[0]?.id

async function demoTenant(tx: Tx, userId: number) {
  await tx.query(`INSERT INTO tenant_strategy (tenant_id, over_receipt_percent, created_by, updated_by) VALUES (app_tenant_id(), 5, $1, $1)`, [userId])
  await tx.query(
    `INSERT INTO invoice_title (tenant_id, title, tax_no, address, phone, bank_name, bank_account, email, created_by, updated_by)
     VALUES (app_tenant_id(), '广州演示仓储有限公司', '91440111MA59DEMO1X', '广州市白云区太和镇永兴村物流园 8 号', '020-36001234', '中国工商银行广州白云支行', '3602 0012 0920 0123 456', 'invoice@demo.example.com', $1, $1)`,
    [userId],
  )
  await tx.query(`INSERT INTO sms_provider (tenant_id, provider, enabled, created_by, updated_by) VALUES (app_tenant_id(), 'record', true, $1, $1)`, [userId])
  // What "发送测试" leaves with no provider configured: the text, recorded, not sent.
  const pending = (await tx.query<{ t: string }>(`SELECT template_text AS t FROM sms_config WHERE event = 'approval.pending'`)).rows[0].t
  const text = fillTemplate(pending, { docType: '采购单', docNo: '测试单号' })
  await deliver(tx, 'approval.pending', text, ['13800138000'])
  const [approver, finance] = [await roleId(tx, '审批员'), await roleId(tx, '财务')]
  // Purchases wait for 审批员 (the keeper who orders never approves his own order); loss reports,
  // which write stock off, go on to finance; the other documents wait for 审批员 only.
  const twoLevel = JSON.stringify([
    { name: '审批员审批', roleIds: [approver] },
    { name: '财务审批', roleIds: [finance] },
  ])
  const oneLevel = JSON.stringify([{ name: '审批员审批', roleIds: [approver] }])
  const t = await tx.query<{ id: number; name: string }>(
    `INSERT INTO approval_template (tenant_id, name, nodes, status, remark, created_by, updated_by) VALUES
       (app_tenant_id(), '两级审批（审批员→财务）', $2, 1, '涉及金额的单据', $1, $1),
       (app_tenant_id(), '一级审批', $3, 1, '日常单据', $1, $1)
     RETURNING id, name`,
    [userId, twoLevel, oneLevel],
  )
  const [two, one] = t.rows.map((r) => r.id)
  await tx.query(
    `INSERT INTO approval_flow (tenant_id, doc_type, template_id, enabled, created_by, updated_by) VALUES
       (app_tenant_id(), 'purchase', $3, true, $1, $1), (app_tenant_id(), 'loss', $2, true, $1, $1), (app_tenant_id(), 'inventory', $3, true, $1, $1),
       (app_tenant_id(), 'move', $3, true, $1, $1), (app_tenant_id(), 'process', $3, true, $1, $1), (app_tenant_id(), 'detection', $3, true, $1, $1),
       (app_tenant_id(), 'purchaseReturn', $3, true, $1, $1), (app_tenant_id(), 'transfer', $3, true, $1, $1)`,
    [userId, two, one],
  )
}

/** The rows seeding leaves in the logs: accounts created, demo data written. */
async function seedLogs(tx: Tx) {
  await tx.query(
    `INSERT INTO system_log (tenant_id, user_id, account, category, outcome, message, created_by, updated_by)
     SELECT tenant_id, id, account, 'password', 1, '账号已创建，已设置初始密码', id, id FROM sys_user ORDER BY id`,
  )
  await tx.query(
    `INSERT INTO operation_log (tenant_id, account, path, title, outcome, message, payload) VALUES (app_tenant_id(), '系统', '/seed/demo', '初始化演示数据', 1, '演示数据已就绪', '{}')`,
  )
}

export async function seedDemoSettings(db: Db, ids: SettingsSeedIds): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, async (tx) => {
    await demoTenant(tx, ids.demoUser)
    await tx.query(
      `INSERT INTO tenant_application (tenant_id, application_id, enabled, created_by, updated_by) SELECT app_tenant_id(), id, true, $1, $1 FROM application WHERE code = 'WAYBILL'`,
      [ids.demoUser],
    )
    await seedLogs(tx)
  })
  await inTenant(db, { tenantId: ids.second, userId: ids.demo2User }, async (tx) => {
    await seedLogs(tx)
  })
}
