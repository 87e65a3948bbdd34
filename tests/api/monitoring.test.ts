// 监控 (issue 15): the alarm intake refused without the tenant's key, with a wrong, malformed, rotated
// or another tenant's key; an accepted alarm lands in the tenant's 监控列表 and sends ONE bell message to
// each user its rules name (directly or through a role, however many rules), none to users outside
// the alarm's warehouse; 确认 and 解除 with wrong states, stale versions, permissions and data scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'

let api: TestApi
const token: Record<string, string> = {}
beforeAll(async () => {
  api = await startApi()
  for (const a of ['demo', 'keeper', 'approver', 'demo2']) token[a] = await api.login(a)
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}, who = 'demo') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const ok = async (path: string, payload: object = {}, who = 'demo') => {
  const r = await call(path, payload, who)
  expect(r.status, `${path}: ${r.message}`).toBe(1)
  return r.data
}
const intake = (payload: object) => api.call('/v1/cameraalert/intake', payload).then((r) => r.body)
const alarm = { alertType: 1, storageCode: 'GZ01', areaCode: 'A', placeText: 'A区3排', deviceName: 'CAM-T1', content: '有人翻越围栏' }
const userId = async (account: string) => Number((await api.db.query(`SELECT id FROM sys_user WHERE account = $1`, [account])).rows[0].id)
const messagesOf = async (account: string, routeName = 'monitor-list') =>
  (await api.db.query(`SELECT title, content FROM message WHERE user_id = $1 AND route_name = $2 ORDER BY id`, [await userId(account), routeName])).rows
const alarmRow = async (id: number) => (await api.db.query(`SELECT status, version FROM camera_alert WHERE id = $1`, [id])).rows[0]

describe('the intake key', () => {
  it('refuses an alarm without a key, with a malformed one, and before any key is issued, in Chinese', async () => {
    const none = await intake(alarm)
    expect(none.status).toBe(0)
    expect(none.message).toMatch(CHINESE)
    expect(none.message).toContain('接入密钥')
    expect((await intake({ ...alarm, key: 'not-a-key' })).message).toMatch(/告警接入密钥无效/)
    const demoTenant = (await api.db.query(`SELECT id FROM tenant WHERE code = 'DEMO'`)).rows[0].id
    expect((await intake({ ...alarm, key: `cy${demoTenant}_${'x'.repeat(32)}` })).message).toMatch(/告警接入密钥无效/)
  })

  it('is issued once to who holds 告警规则维护, stored hashed, and rotating it stops the old one', async () => {
    expect((await call('/v1/cameraalert/key/rotate', {}, 'keeper')).status).toBe(0)
    const first = (await ok('/v1/cameraalert/key/rotate')).key as string
    const stored = (await api.db.query(`SELECT key_hash, key_hint FROM alarm_intake_key`)).rows
    expect(stored).toHaveLength(1)
    expect(stored[0].key_hash).toMatch(/^scrypt\$/)
    expect(stored[0].key_hash).not.toContain(first.split('_')[1])
    expect(await ok('/v1/cameraalert/key')).toMatchObject({ issued: true, keyHint: first.slice(-4) })
    expect((await intake({ ...alarm, key: first })).status).toBe(1)

    const second = (await ok('/v1/cameraalert/key/rotate')).key as string
    expect(second).not.toBe(first)
    expect((await intake({ ...alarm, key: first })).message).toMatch(/告警接入密钥无效/)
    expect((await intake({ ...alarm, key: second })).status).toBe(1)
    expect((await api.db.query(`SELECT count(*)::int AS n FROM alarm_intake_key`)).rows[0].n).toBe(1)
  })

  it("does not let one tenant's key post into another tenant", async () => {
    const key = (await ok('/v1/cameraalert/key/rotate', {}, 'demo2')).key as string
    const hdwl = (await api.db.query(`SELECT id FROM tenant WHERE code = 'HDWL'`)).rows[0].id
    const demoTenant = (await api.db.query(`SELECT id FROM tenant WHERE code = 'DEMO'`)).rows[0].id
    expect(key.startsWith(`cy${hdwl}_`)).toBe(true)
    expect((await intake({ ...alarm, key: key.replace(`cy${hdwl}_`, `cy${demoTenant}_`) })).message).toMatch(/告警接入密钥无效/)
    // The HDWL key names HDWL's warehouses: GZ01 is the demo tenant's.
    const foreign = await intake({ ...alarm, key })
    expect(foreign.status).toBe(0)
    expect(foreign.message).toBe('仓库编码“GZ01”不存在')
    const own = await intake({ ...alarm, storageCode: 'SH01', areaCode: 'RCV', key })
    expect(own.status).toBe(1)
    const listed = (await ok('/v1/cameraalert/list', { pageIndex: 1, pageSize: 50 }, 'demo')).list.map((r: { id: number }) => r.id)
    expect(listed).not.toContain(own.data.id)
  })

  it('names the field of a wrong area or type', async () => {
    const key = (await ok('/v1/cameraalert/key/rotate')).key as string
    expect((await intake({ ...alarm, areaCode: 'NOPE', key })).message).toBe('库区编码“NOPE”不在该仓库中')
    const badType = await intake({ ...alarm, alertType: 99, key })
    expect(badType.status).toBe(0)
    expect(badType.message).toContain('告警类型')
  })
})

describe('an accepted alarm', () => {
  it('shows in 监控列表 with its place and sends each named user one bell message', async () => {
    const key = (await ok('/v1/cameraalert/key/rotate')).key as string
    // 温湿度异常 (type 3) is named twice for the demo manager: through the demo rule and this one.
    await ok('/v1/alarmrule/add', { name: '温度再通知经理', alertType: 3, userIds: [await userId('demo'), await userId('keeper')] })
    const before = { keeper: (await messagesOf('keeper')).length, demo: (await messagesOf('demo')).length, approver: (await messagesOf('approver')).length }
    const r = await intake({
      key,
      alertType: 3,
      storageCode: 'GZ01',
      areaCode: 'PK',
      placeText: '冷柜旁',
      content: '温度 33℃',
      alertTime: '2026-11-20T02:30:00Z',
    })
    expect(r.status).toBe(1)
    expect(r.data.notified).toBe(2)
    const keeperMsgs = (await messagesOf('keeper')).slice(before.keeper)
    expect(keeperMsgs).toHaveLength(1)
    expect(keeperMsgs[0].title).toBe('监控告警：温度异常（广州白云一号仓 · 冷柜旁）')
    expect(keeperMsgs[0].content).toContain('温度 33℃')
    expect((await messagesOf('demo')).slice(before.demo)).toHaveLength(1)
    expect((await messagesOf('approver')).slice(before.approver)).toHaveLength(0)

    const bell = await ok('/v1/message/NewMessage', {}, 'keeper')
    expect(bell.list[0]).toMatchObject({ title: '监控告警：温度异常（广州白云一号仓 · 冷柜旁）', routeName: 'monitor-list' })
    const row = (await ok('/v1/cameraalert/list', { pageIndex: 1, pageSize: 20, status: 0 }, 'keeper')).list.find((a: { id: number }) => a.id === r.data.id)
    expect(row).toMatchObject({ alertType: 3, status: 0, placeText: '冷柜旁', storageName: '广州白云一号仓', areaName: '拣货区' })
  })

  it('tells nobody through a disabled rule or about another warehouse than the rule names', async () => {
    const key = (await ok('/v1/cameraalert/key/rotate')).key as string
    const fs02 = Number((await api.db.query(`SELECT id FROM storage WHERE code = 'FS02'`)).rows[0].id)
    await ok('/v1/alarmrule/add', { name: '佛山离线', alertType: 6, storageId: fs02, userIds: [await userId('keeper')] })
    await ok('/v1/alarmrule/add', { name: '停用的其他告警', alertType: 6, userIds: [await userId('demo')], status: 0 })
    expect((await intake({ key, alertType: 6, storageCode: 'GZ01', placeText: '大门' })).data.notified).toBe(0)
    expect((await intake({ key, alertType: 6, storageCode: 'FS02', placeText: '大门' })).data.notified).toBe(1)
  })
})

describe('确认 and 解除', () => {
  const newAlarm = async () => {
    const key = (await ok('/v1/cameraalert/key/rotate')).key as string
    return (await intake({ ...alarm, key })).data.id as number
  }

  it('确认 then 解除, refusing a wrong state and a stale version', async () => {
    const id = await newAlarm()
    const { version } = await alarmRow(id)
    expect((await call('/v1/cameraalert/confirm', { id, version: version + 5 }, 'keeper')).message).toMatch(/数据已被他人修改/)
    await ok('/v1/cameraalert/confirm', { id, version }, 'keeper')
    expect((await alarmRow(id)).status).toBe(10)
    const again = await call('/v1/cameraalert/confirm', { id }, 'keeper')
    expect(again.status).toBe(0)
    expect(again.message).toMatch(CHINESE)
    await ok('/v1/cameraalert/addremoval', { id, remark: '误报，风吹动篷布' }, 'keeper')
    expect((await alarmRow(id)).status).toBe(20)
    expect((await call('/v1/cameraalert/addremoval', { id }, 'keeper')).status).toBe(0)
  })

  it('is refused to a user without 监控列表 and to a user kept to another warehouse', async () => {
    const id = await newAlarm()
    expect((await call('/v1/cameraalert/confirm', { id }, 'approver')).status).toBe(0)
    expect((await call('/v1/cameraalert/list', { pageIndex: 1, pageSize: 10 }, 'approver')).message).toBe('没有访问“监控列表”的权限')
    expect((await call('/v1/alarmrule/add', { name: '仓管员加的', alertType: 1 }, 'keeper')).status).toBe(0)

    const fs02 = Number((await api.db.query(`SELECT id FROM storage WHERE code = 'FS02'`)).rows[0].id)
    const keeperRole = Number((await api.db.query(`SELECT id FROM sys_role WHERE name = '仓管员'`)).rows[0].id)
    const added = await call('/user/add', {
      account: 'fskeeper',
      userName: '佛山仓管',
      realName: '赵仓管',
      userType: 3,
      roleIds: [keeperRole],
      storageIds: [fs02],
      password: 'Start2026',
    })
    expect(added.status).toBe(1)
    const first = (await api.call('/login', { account: 'fskeeper', password: 'Start2026' })).body.data.token
    await api.call('/user/upgrade/password', { oldPwd: 'Start2026', newPwd: 'Start2027' }, { token: first })
    token.fskeeper = (await api.call('/login', { account: 'fskeeper', password: 'Start2027' })).body.data.token
    const seen = (await ok('/v1/cameraalert/list', { pageIndex: 1, pageSize: 100 }, 'fskeeper')).list
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.map((a: { storageId: number }) => a.storageId)).toEqual(seen.map(() => fs02))
    expect((await call('/v1/cameraalert/confirm', { id }, 'fskeeper')).status).toBe(0)
    expect((await alarmRow(id)).status).toBe(0)
  })
})

describe('demo rows', () => {
  it('have alarms in every state in both tenants and rules in 告警管理', async () => {
    const states = (t: string) =>
      api.db
        .query(`SELECT DISTINCT a.status FROM camera_alert a JOIN tenant t ON t.id = a.tenant_id WHERE t.code = $1 ORDER BY 1`, [t])
        .then((r) => r.rows.map((x) => x.status))
    expect(await states('DEMO')).toEqual([0, 10, 20])
    expect(await states('HDWL')).toEqual([0, 10, 20])
    expect((await ok('/v1/alarmrule/list', { pageIndex: 1, pageSize: 20 })).total).toBeGreaterThanOrEqual(4)
  })
})
