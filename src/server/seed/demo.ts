// Demo data of DOMAIN.md §5, seeded once into an empty database unless WMS_DEMO=0.
// Accounts: admin/admin123 (platform), demo, keeper, approver, finance, demo2 (all demo123).
import { seedDemoStock } from './demo-stock.ts'
import { seedDemoInbound } from './demo-inbound.ts'
import { seedDemoVouchers } from './demo-vouchers.ts'
import { seedDemoProperty } from './demo-property.ts'
import { seedDemoOrders } from './demo-orders.ts'
import { seedDemoFulfil } from './demo-fulfil.ts'
import { seedDemoTransport } from './demo-transport.ts'
import { seedDemoFrozen } from './demo-frozen.ts'
import { seedDemoOutVouchers } from './demo-out-vouchers.ts'
import { seedDemoLoss } from './demo-loss.ts'
import { seedDemoDetection } from './demo-detection.ts'
import { seedDemoPurchaseReturn } from './demo-purchase-return.ts'
import { seedDemoMove } from './demo-move.ts'
import { seedDemoProcess } from './demo-process.ts'
import { seedDemoOwnerFee } from './demo-owner-fee.ts'
import { seedDemoInventory } from './demo-inventory.ts'
import { seedDemoTransfer } from './demo-transfer.ts'
import { seedDemoMonitor } from './demo-monitor.ts'
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { createUser } from '../domain/users/create-user.ts'
import { grantAdminModules, grantGroups, grantModules } from '../domain/menu/module-catalogue.ts'
import { seedWarehouses, STANDARD_AREAS } from './demo-basic.ts'
import { sendMessage } from '../domain/message/messages.ts'
import { seedProducts } from './demo-products.ts'
import { seedProviders } from './demo-providers.ts'
import { seedDemoSettings } from './demo-settings.ts'
import { seedMasters } from './demo-masters.ts'
import { seedDemoApprovals } from './demo-approvals.ts'
import { seedDemoPurchases } from './demo-purchases.ts'
import { seedDemoRows } from './demo-rows.ts'
import { seedDemoStockWarning } from './demo-stock-warning.ts'

export const DEMO_PASSWORD = 'demo123'
export const ADMIN_PASSWORD = 'admin123'

async function tenant(tx: Tx, code: string, name: string, type: number, contact: string, phone: string) {
  return (
    await tx.query<{ id: number }>(`INSERT INTO tenant (code, name, tenant_type, contact, phone, address) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, [
      code,
      name,
      type,
      contact,
      phone,
      type === 0 ? '广州市天河区珠江新城' : '广州市白云区太和镇',
    ])
  ).rows[0].id
}

async function role(tx: Tx, tenantId: number, name: string, opts: { isAdmin?: boolean; autoGroups?: string[]; remark: string }) {
  const id = (
    await tx.query<{ id: number }>(`INSERT INTO sys_role (tenant_id, name, is_admin, auto_groups, remark) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
      tenantId,
      name,
      opts.isAdmin ?? false,
      JSON.stringify(opts.autoGroups ?? []),
      opts.remark,
    ])
  ).rows[0].id
  if (opts.autoGroups) await grantGroups(tx, id, opts.autoGroups)
  return id
}

export async function seedDemo(db: Db, config: WmsConfig): Promise<void> {
  const isMd5 = config.settings.isMd5
  const ids = await db.transaction(async (tx) => {
    const platform = await tenant(tx, 'PLATFORM', '仓云平台', 0, '平台运营', '13800000000')
    const demo = await tenant(tx, 'DEMO', '演示仓储', 1, '陈经理', '13800138000')
    const second = await tenant(tx, 'HDWL', '华东物流', 1, '周经理', '13900139000')
    const platformAdmin = await role(tx, platform, '平台管理员', { isAdmin: true, remark: '平台全部功能' })
    const admin = await role(tx, demo, '管理员', { isAdmin: true, remark: '本租户全部功能' })
    const keeper = await role(tx, demo, '仓管员', {
      autoGroups: ['/basic', '/product-mag', '/purchase-mag', '/in-stock-mag', '/out-stock-mag', '/warehouse-operation', '/stock-mag', '/detection'],
      remark: '基础资料、采购、入库、出库、库内作业、库存、质量检测',
    })
    const approver = await role(tx, demo, '审批员', { autoGroups: ['/to-examine'], remark: '审批中心' })
    const finance = await role(tx, demo, '财务', { autoGroups: ['/finance-mag', '/report'], remark: '采购结算、库存查询、开票信息；财务与报表' })
    const admin2 = await role(tx, second, '管理员', { isAdmin: true, remark: '本租户全部功能' })
    await grantAdminModules(tx)
    // 财务管理 and 报表中心 come to the role whole (autoGroups), screens added later included (应付账款
    // with 对账 is the first). Beside them 财务 settles purchase orders and reads stock, bank
    // accounts, payment methods and the invoice details.
    await grantModules(tx, finance, [
      '/purchase-mag',
      'purchase-order-mag',
      'purchase-order-mag:采购单结算',
      '/stock-mag',
      'stock-total',
      'stock-locate',
      '/basic',
      'bank-mag',
      'payment-method',
      '/setting-mag',
      'invoice-info',
      'invoice-info:开票信息保存',
    ])
    // The keeper watches the warehouse's alarms (监控列表: 确认, 解除); the rules stay with the administrator.
    await grantModules(tx, keeper, ['/monitor', 'monitor-list', 'monitor-list:告警处理'])
    // 帮助中心 is for everyone; roles get it like any menu entry, so an administrator may take it away.
    for (const r of [keeper, approver, finance]) await grantModules(tx, r, ['/help', 'help-center'])
    // The approver also reviews reservations (入库预约 and 退货预约), with no other inbound function.
    await grantModules(tx, approver, [
      '/in-stock-mag',
      'in-stock-reservation',
      'in-stock-reservation:预约审核',
      'cancel-reservation',
      'cancel-reservation:预约审核',
    ])
    const adminUser = await createUser(
      tx,
      { tenantId: platform, account: 'admin', password: ADMIN_PASSWORD, userName: '平台管理员', realName: '平台管理员', userType: 1, roleIds: [platformAdmin] },
      isMd5,
    )
    const demoUser = await createUser(
      tx,
      { tenantId: demo, account: 'demo', password: DEMO_PASSWORD, userName: '管理员', realName: '陈经理', userType: 2, phone: '13800138000', roleIds: [admin] },
      isMd5,
    )
    const keeperUser = await createUser(
      tx,
      {
        tenantId: demo,
        account: 'keeper',
        password: DEMO_PASSWORD,
        userName: '仓管员',
        realName: '张仓管',
        userType: 3,
        phone: '13800138001',
        roleIds: [keeper],
      },
      isMd5,
    )
    await createUser(
      tx,
      {
        tenantId: demo,
        account: 'approver',
        password: DEMO_PASSWORD,
        userName: '审批员',
        realName: '李审批',
        userType: 3,
        phone: '13800138002',
        roleIds: [approver],
      },
      isMd5,
    )
    await createUser(
      tx,
      {
        tenantId: demo,
        account: 'finance',
        password: DEMO_PASSWORD,
        userName: '财务',
        realName: '王财务',
        userType: 3,
        phone: '13800138003',
        roleIds: [finance],
      },
      isMd5,
    )
    const demo2User = await createUser(
      tx,
      {
        tenantId: second,
        account: 'demo2',
        password: DEMO_PASSWORD,
        userName: '管理员',
        realName: '周经理',
        userType: 2,
        phone: '13900139000',
        roleIds: [admin2],
      },
      isMd5,
    )
    return { platform, demo, second, adminUser, demoUser, keeperUser, demo2User }
  })
  // Master data that are plain values: schemas/demo/*.yaml, before the code that builds on them.
  await seedDemoRows(db, config)
  await seedWarehouses(db, ids.demo, ids.demoUser, [
    { code: 'GZ01', isDefault: true, areas: STANDARD_AREAS({ A: [3, 6, 4], B: [2, 6, 4], PK: [2, 5, 3] }) },
    { code: 'FS02', areas: STANDARD_AREAS({ A: [2, 5, 4], PK: [1, 5, 2] }) },
    { code: 'DG03', areas: [{ code: 'RCV', name: '收货区', areaType: 1 }] },
  ])
  await seedWarehouses(db, ids.second, ids.demo2User, [{ code: 'SH01', isDefault: true, areas: STANDARD_AREAS({ A: [2, 3, 3], PK: [1, 2, 1] }) }])
  await seedProducts(db, ids.demo, ids.demoUser, { many: 30 })
  await seedProducts(db, ids.second, ids.demo2User)
  await seedProviders(db, ids)
  await welcome(db, ids.demo, ids.demoUser, ids.keeperUser)
  await welcome(db, ids.second, ids.demo2User)
  await seedDemoSettings(db, ids)
  await seedMasters(db, ids)
  await seedDemoApprovals(db, config, ids)
  await seedDemoStock(db, ids.demo, ids.demoUser)
  await seedDemoStock(db, ids.second, ids.demo2User)
  await seedDemoStockWarning(db, ids.demo, ids.demoUser)
  await seedDemoStockWarning(db, ids.second, ids.demo2User)
  await seedDemoPurchases(db, config, ids)
  await seedDemoInbound(db, config, ids)
  await seedDemoVouchers(db, config, ids)
  await seedDemoProperty(db, config, ids)
  await seedDemoOrders(db, config, ids)
  await seedDemoFulfil(db, config, ids)
  await seedDemoTransport(db, config, ids)
  await seedDemoOutVouchers(db, config, ids)
  await seedDemoFrozen(db, config, [
    { tenantId: ids.demo, userId: ids.keeperUser, account: 'keeper' },
    { tenantId: ids.second, userId: ids.demo2User, account: 'demo2' },
  ])
  await seedDemoLoss(db, config, ids)
  await seedDemoMove(db, config, ids)
  await seedDemoProcess(db, config, ids)
  await seedDemoDetection(db, config, ids)
  await seedDemoPurchaseReturn(db, config, ids)
  await seedDemoInventory(db, config, ids)
  await seedDemoTransfer(db, config, ids)
  // Last: the bills read the ledger every other seed has written.
  await seedDemoOwnerFee(db, config, ids)
  await seedDemoMonitor(db, config, ids)
}

/** Messages waiting in the bell at the first login (no invented business figures). */
async function welcome(db: Db, tenantId: number, ...userIds: number[]) {
  await inTenant(db, { tenantId }, async (tx) => {
    for (const userId of userIds) {
      await sendMessage(tx, { userId, messageType: 1, title: '欢迎使用仓云 WMS', content: '左侧菜单按权限显示；右上角可切换当前仓库。' })
      await sendMessage(tx, {
        userId,
        messageType: 4,
        title: '演示数据已就绪',
        content: '仓库、库区与库位可在“基础资料”中查看和维护。',
        routeName: 'warehouse-location',
      })
    }
  })
}

/** WMS_DEMO=0: only the platform tenant and its administrator, from the environment. */
export async function seedAdminOnly(db: Db, config: WmsConfig, account: string, password: string): Promise<void> {
  await db.transaction(async (tx) => {
    const platform = await tenant(tx, 'PLATFORM', '仓云平台', 0, '平台运营', '13800000000')
    const r = await role(tx, platform, '平台管理员', { isAdmin: true, remark: '平台全部功能' })
    await grantAdminModules(tx)
    await createUser(
      tx,
      { tenantId: platform, account, password, userName: '平台管理员', realName: '平台管理员', userType: 1, roleIds: [r], mustChangePassword: true },
      config.settings.isMd5,
    )
  })
}
