// Demo alarms (监控列表) in every state and the alarm rules (告警管理). Alarms and rules are here and
// not in schemas/demo: alarms have no create call (they arrive through the intake) and their states
// come from the workflow's transitions; rules name roles and users by id. Times are relative to the
// moment of seeding. Quiet: seeding sends no bell messages. No intake key is issued: a tenant
// administrator generates one (告警管理 › 接入密钥), as the key is shown only once.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { recordAlarm, type AlarmInput } from '../domain/monitor/record.ts'
import { contextOf, sessionOf } from './seed-context.ts'

interface AlarmPlan extends Omit<AlarmInput, 'alertTime'> {
  hoursAgo: number
  fate: 'new' | 'confirmed' | 'removed'
  remark?: string
}

const DEMO_ALARMS: AlarmPlan[] = [
  {
    alertType: 1,
    storageCode: 'GZ01',
    areaCode: 'A',
    placeText: 'A区2排通道',
    deviceName: 'GZ01-CAM-07',
    hoursAgo: 1,
    fate: 'new',
    content: '非作业时间有人员进入存储区',
  },
  {
    alertType: 3,
    storageCode: 'GZ01',
    areaCode: 'PK',
    placeText: '拣货区北侧',
    deviceName: 'GZ01-TH-02',
    hoursAgo: 3,
    fate: 'new',
    content: '温度 35.2℃，高于上限 30℃',
  },
  {
    alertType: 2,
    storageCode: 'FS02',
    areaCode: 'A',
    placeText: 'A区东墙',
    deviceName: 'FS02-CAM-03',
    hoursAgo: 20,
    fate: 'confirmed',
    content: '疑似烟雾',
    remark: '现场查看为叉车尾气，已通风，继续观察',
  },
  {
    alertType: 5,
    storageCode: 'DG03',
    placeText: '收货月台',
    deviceName: 'DG03-CAM-01',
    hoursAgo: 50,
    fate: 'removed',
    content: '摄像头离线',
    remark: '交换机断电，已恢复供电',
  },
  {
    alertType: 4,
    storageCode: 'GZ01',
    areaCode: 'B',
    placeText: 'B区',
    deviceName: 'GZ01-TH-05',
    hoursAgo: 75,
    fate: 'removed',
    content: '湿度 86%，高于上限 75%',
    remark: '已开启除湿机，湿度恢复正常',
  },
]

const SECOND_ALARMS: AlarmPlan[] = [
  {
    alertType: 1,
    storageCode: 'SH01',
    areaCode: 'RCV',
    placeText: '收货区卷帘门',
    deviceName: 'SH01-CAM-01',
    hoursAgo: 2,
    fate: 'new',
    content: '卷帘门外有人员逗留',
  },
  {
    alertType: 6,
    storageCode: 'SH01',
    placeText: '仓库大门',
    deviceName: 'SH01-DOOR-01',
    hoursAgo: 30,
    fate: 'confirmed',
    content: '门禁长时间未关闭',
    remark: '已通知保安关门',
  },
  {
    alertType: 5,
    storageCode: 'SH01',
    placeText: '拣货区',
    deviceName: 'SH01-CAM-04',
    hoursAgo: 60,
    fate: 'removed',
    content: '摄像头离线',
    remark: '更换网线后恢复',
  },
]

export async function seedDemoMonitor(db: Db, config: WmsConfig, ids: { demo: number; second: number; demoUser: number; demo2User: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, async (tx) => {
    const keeperRole = await roleId(tx, '仓管员')
    await rule(tx, ids.demoUser, { name: '区域入侵通知仓管员', alertType: 1, roleIds: [keeperRole], remark: '夜间和非作业时间的入侵' })
    await rule(tx, ids.demoUser, { name: '温湿度异常通知仓管员', alertType: 3, roleIds: [keeperRole], userIds: [ids.demoUser] })
    await rule(tx, ids.demoUser, { name: '烟火告警通知经理', alertType: 2, userIds: [ids.demoUser], remark: '同时拨打值班电话' })
    await rule(tx, ids.demoUser, { name: '设备离线（停用）', alertType: 5, userIds: [ids.demoUser], status: 0 })
    await alarms(tx, config, 'demo', DEMO_ALARMS)
  })
  await inTenant(db, { tenantId: ids.second, userId: ids.demo2User }, async (tx) => {
    await rule(tx, ids.demo2User, { name: '区域入侵通知管理员', alertType: 1, userIds: [ids.demo2User] })
    await alarms(tx, config, 'demo2', SECOND_ALARMS)
  })
}

async function roleId(tx: Tx, name: string): Promise<number> {
  return Number((await tx.query<{ id: number }>(`SELECT id FROM sys_role WHERE name = $1`, [name])).rows[0].id)
}

async function rule(tx: Tx, userId: number, r: { name: string; alertType: number; roleIds?: number[]; userIds?: number[]; status?: number; remark?: string }) {
  await tx.query(
    `INSERT INTO alarm_rule (tenant_id, name, alert_type, role_ids, user_ids, status, remark, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $7)`,
    [r.name, r.alertType, JSON.stringify(r.roleIds ?? []), JSON.stringify(r.userIds ?? []), r.status ?? 1, r.remark ?? null, userId],
  )
}

async function alarms(tx: Tx, config: WmsConfig, account: string, plans: AlarmPlan[]) {
  const ctx = contextOf(config, tx, await sessionOf(tx, account))
  const now = Date.now()
  for (const { hoursAgo, fate, remark, ...input } of plans) {
    const { id } = await recordAlarm(tx, { ...input, alertTime: new Date(now - hoursAgo * 3600_000) }, new Date(now))
    if (fate === 'confirmed') await runTransition(ctx, 'cameraAlert', 'confirm', id, { remark })
    if (fate === 'removed') await runTransition(ctx, 'cameraAlert', 'remove', id, { remark })
  }
}
