// Demo data of the settings screens: the platform's applications, and for the demo tenants
// business config, invoice title, SMS templates, form templates, carriers, approval templates
// and flows, plus the log rows the seeding itself leaves. Settings only, no business figures;
// every row is valid for its schema, so a form can read it and save it back unchanged.
import type { Db, Tx } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { deliver, fillTemplate } from '../domain/settings/sms/notify.ts'

export interface SettingsSeedIds {
  demo: number
  second: number
  demoUser: number
  demo2User: number
}

const APPLICATIONS: [code: string, name: string, category: number, description: string][] = [
  ['ECOM-TAOBAO', '淘宝/天猫店铺对接', 1, '自动拉取店铺订单生成出库单，发货后回传物流单号。'],
  ['ECOM-JD', '京东店铺对接', 1, '同步京东订单与库存，发货后回传运单。'],
  ['WAYBILL', '快递电子面单', 2, '对接顺丰、中通、圆通等快递的电子面单，打包时直接打印。'],
  ['FIN-YONYOU', '用友财务对接', 3, '入库、出库与结算单据按凭证模板推送到用友 U8/NC。'],
  ['FIN-KINGDEE', '金蝶财务对接', 3, '单据与往来账推送到金蝶云星空。'],
  ['CAMERA', '视频监控接入', 4, '接入仓库摄像头，在监控中心查看实时画面与告警。'],
]

async function applications(db: Db) {
  for (const [code, name, category, description] of APPLICATIONS)
    await db.query(`INSERT INTO application (code, name, category, description, status) VALUES ($1, $2, $3, $4, 1) ON CONFLICT (code) DO NOTHING`, [
      code,
      name,
      category,
      description,
    ])
}

const PENDING = '您有一张${docType}（${docNo}）待审批，请及时处理。'

const roleId = async (tx: Tx, name: string) => (await tx.query<{ id: number }>(`SELECT id FROM sys_role WHERE name = $1`, [name])).rows[0]?.id

async function demoTenant(tx: Tx, userId: number) {
  await tx.query(`INSERT INTO tenant_strategy (tenant_id, over_receipt_percent, created_by, updated_by) VALUES (app_tenant_id(), 5, $1, $1)`, [userId])
  await tx.query(
    `INSERT INTO invoice_title (tenant_id, title, tax_no, address, phone, bank_name, bank_account, email, created_by, updated_by)
     VALUES (app_tenant_id(), '广州演示仓储有限公司', '91440111MA59DEMO1X', '广州市白云区太和镇永兴村物流园 8 号', '020-36001234', '中国工商银行广州白云支行', '3602 0012 0920 0123 456', 'invoice@demo.example.com', $1, $1)`,
    [userId],
  )
  const sms: [event: string, text: string, recipients: string | null, enabled: boolean, remark: string][] = [
    ['approval.pending', PENDING, null, true, '发给审批人'],
    ['stockOut.shipped', '您的订单${docNo}已出库，承运商${carrier}，运单号${waybillNo}。', null, true, '发给收货人'],
    ['stock.warning', '库存预警：${sku}当前库存${qty}，低于下限${min}。', '13800138000', false, '发给仓库主管'],
  ]
  for (const [event, text, recipients, enabled, remark] of sms)
    await tx.query(
      `INSERT INTO sms_config (tenant_id, event, template_text, recipients, enabled, remark, created_by, updated_by) VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $6)`,
      [event, text, recipients, enabled, remark, userId],
    )
  await tx.query(`INSERT INTO sms_provider (tenant_id, provider, enabled, created_by, updated_by) VALUES (app_tenant_id(), 'record', true, $1, $1)`, [userId])
  // What "发送测试" leaves with no provider configured: the text, recorded, not sent.
  const text = fillTemplate(PENDING, { docType: '采购单', docNo: '测试单号' })
  await deliver(tx, 'approval.pending', text, ['13800138000'])
  await tx.query(
    `INSERT INTO form_template (tenant_id, doc_type, name, paper_size, is_default, remark, created_by, updated_by) VALUES
       (app_tenant_id(), 'stockOut', '出库单（标准 A4）', 'A4', true, NULL, $1, $1),
       (app_tenant_id(), 'stockOut', '出库小票（80mm）', '80mm', false, '门店自提时打印', $1, $1),
       (app_tenant_id(), 'delivery', '送货单（A5 两联）', 'A5', true, NULL, $1, $1),
       (app_tenant_id(), 'stockIn', '入库单（标准 A4）', 'A4', true, NULL, $1, $1)`,
    [userId],
  )
  await tx.query(
    `INSERT INTO carrier (tenant_id, code, name, contact, phone, api_url, status, remark, created_by, updated_by) VALUES
       (app_tenant_id(), 'SF', '顺丰速运', '王专员', '13800138031', 'https://open.sf-express.com', 1, NULL, $1, $1),
       (app_tenant_id(), 'ZTO', '中通快递', '李专员', '13800138032', NULL, 1, NULL, $1, $1),
       (app_tenant_id(), 'DBL', '德邦物流', '赵专员', '13800138033', NULL, 0, '大件专线，暂停合作', $1, $1)`,
    [userId],
  )
  const [approver, finance] = [await roleId(tx, '审批员'), await roleId(tx, '财务')]
  // Purchases wait for 审批员 (the keeper who orders never approves his own order); loss reports,
  // which write stock off, go on to finance.
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
       (app_tenant_id(), 'purchase', $3, true, $1, $1), (app_tenant_id(), 'loss', $2, true, $1, $1), (app_tenant_id(), 'inventory', $3, false, $1, $1)`,
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
  await applications(db)
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, async (tx) => {
    await demoTenant(tx, ids.demoUser)
    await tx.query(
      `INSERT INTO tenant_application (tenant_id, application_id, enabled, created_by, updated_by) SELECT app_tenant_id(), id, true, $1, $1 FROM application WHERE code = 'WAYBILL'`,
      [ids.demoUser],
    )
    await seedLogs(tx)
  })
  await inTenant(db, { tenantId: ids.second, userId: ids.demo2User }, async (tx) => {
    await tx.query(
      `INSERT INTO carrier (tenant_id, code, name, contact, phone, status, created_by, updated_by) VALUES (app_tenant_id(), 'YTO', '圆通速递', '孙专员', '13900139031', 1, $1, $1)`,
      [ids.demo2User],
    )
    await seedLogs(tx)
  })
}
