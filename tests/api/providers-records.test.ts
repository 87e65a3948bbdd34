// Suppliers (供应商档案): code unique per tenant, enable and disable, a follow-up user who must
// be an enabled user of the caller's tenant, the qualification level, and the detail counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
const token: Record<string, string> = {}
let keeperId: number
let demo2UserId: number
beforeAll(async () => {
  api = await startApi()
  token.demo = await api.login('demo')
  token.demo2 = await api.login('demo2')
  const id = async (account: string) => (await api.db.query(`SELECT id FROM sys_user WHERE account = $1`, [account])).rows[0].id as number
  keeperId = await id('keeper')
  demo2UserId = await id('demo2')
})
afterAll(() => api.close())

const call = (path: string, payload: unknown, who = 'demo') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const byCode = async (code: string, who = 'demo') => (await call('/provider/list', { code, pageSize: 10 }, who)).data.list.find((r: any) => r.code === code)

describe('supplier records', () => {
  it('lists the demo suppliers with their level, follow-up user and status', async () => {
    const list = (await call('/provider/list', { pageSize: 50 })).data
    expect(list.total).toBeGreaterThanOrEqual(6)
    const first = list.list.find((r: any) => r.code === 'GYS001')
    expect(first).toMatchObject({ name: '广州金粮油脂有限公司', level: 1, status: 1, followUserName: '陈经理' })
    expect(list.list.find((r: any) => r.code === 'GYS007')).toMatchObject({ status: 0, level: 4 })
    // The second tenant has its own GYS001: codes are unique per tenant, not across tenants.
    expect((await byCode('GYS001', 'demo2')).name).toBe('上海嘉禾粮油有限公司')
  })

  it('keeps codes unique within a tenant and refuses a bad tax number by name', async () => {
    const dup = await call('/provider/add', { code: 'GYS001', name: '另一家供应商' })
    expect(dup).toMatchObject({ status: 0, message: '供应商编码已存在' })
    const bad = await call('/provider/add', { code: 'GYS900', name: '测试供应商甲', taxNo: 'abc' })
    expect(bad.message).toBe('纳税人识别号应为 15 到 20 位数字或大写字母')
    expect(bad.data.errors[0].field).toBe('taxNo')
    const ok = await call('/provider/add', {
      code: 'GYS900',
      name: '测试供应商甲',
      phone: '020-12345678',
      bankAccount: '6222 0000 1111 2222',
      followUserId: keeperId,
    })
    expect(ok.status).toBe(1)
    const got = (await call('/provider/info', { id: ok.data.id })).data
    expect(got).toMatchObject({ code: 'GYS900', status: 1, level: null, followUserName: '张仓管' })
  })

  it('ignores status and level sent with a save: they have their own calls', async () => {
    const row = await byCode('GYS900')
    const r = await call('/provider/update', { ...row, shortName: '甲', status: 0, level: 1 })
    expect(r.status).toBe(1)
    expect(await byCode('GYS900')).toMatchObject({ shortName: '甲', status: 1, level: null })
  })

  it('disables and enables a supplier, each logged under its own title', async () => {
    const { id } = await byCode('GYS900')
    expect(await call('/provider/disable', { id })).toMatchObject({ status: 1, message: '供应商已停用' })
    expect((await byCode('GYS900')).status).toBe(0)
    expect((await call('/provider/list', { status: 0, pageSize: 50 })).data.list.map((r: any) => r.code)).toContain('GYS900')
    expect(await call('/provider/enable', { id })).toMatchObject({ status: 1, message: '供应商已启用' })
    expect((await byCode('GYS900')).status).toBe(1)
    const titles = (
      await api.db.query(`SELECT title FROM operation_log WHERE path IN ('/provider/disable', '/provider/enable') AND record_id = $1 ORDER BY id`, [String(id)])
    ).rows
    expect(titles.map((t) => t.title)).toEqual(['停用供应商', '启用供应商'])
  })

  it('another tenant cannot enable, rate or reassign the supplier', async () => {
    const { id, version } = await byCode('GYS900')
    expect((await call('/provider/disable', { id }, 'demo2')).message).toBe('记录不存在或已被删除')
    expect((await call('/provider/LevelOfQualification', { id, level: 1 }, 'demo2')).message).toBe('记录不存在或已被删除')
    expect((await call('/provider/Update/FollowupUser', { id, followUserId: demo2UserId }, 'demo2')).message).toBe('记录不存在或已被删除')
    expect((await byCode('GYS900')).version).toBe(version)
  })
})

describe('follow-up user', () => {
  it("offers the enabled users of the caller's tenant only", async () => {
    const mine = (await call('/user/ProviderEdit/UserList', {})).data
    expect(mine.map((u: any) => u.label)).toEqual(expect.arrayContaining(['陈经理', '张仓管']))
    expect(mine.map((u: any) => u.value)).not.toContain(demo2UserId)
    expect((await call('/user/ProviderEdit/UserList', { keyword: 'keeper' })).data.map((u: any) => u.label)).toEqual(['张仓管'])
    const theirs = (await call('/user/ProviderEdit/UserList', {}, 'demo2')).data
    expect(theirs.map((u: any) => u.value)).toEqual([demo2UserId])
  })

  it('must be a user of the tenant, on add, update and its own call', async () => {
    const message = '跟进人不存在或不属于本租户'
    const add = await call('/provider/add', { code: 'GYS901', name: '测试供应商乙', followUserId: demo2UserId })
    expect(add).toMatchObject({ status: 0, message })
    expect(add.data.errors[0].field).toBe('followUserId')
    const row = await byCode('GYS900')
    expect((await call('/provider/update', { ...row, followUserId: demo2UserId })).message).toBe(message)
    expect((await call('/provider/Update/FollowupUser', { id: row.id, followUserId: demo2UserId })).message).toBe(message)
    expect((await byCode('GYS900')).followUserId).toBe(keeperId)
  })

  it('must be enabled when newly chosen; clearing it is allowed', async () => {
    const approver = (await api.db.query(`SELECT id FROM sys_user WHERE account = 'approver'`)).rows[0].id
    await api.db.query(`UPDATE sys_user SET status = 0 WHERE id = $1`, [approver])
    try {
      const row = await byCode('GYS900')
      expect((await call('/provider/Update/FollowupUser', { id: row.id, followUserId: approver })).message).toBe('跟进人已停用，请选择启用的用户')
      expect((await call('/user/ProviderEdit/UserList', {})).data.map((u: any) => u.value)).not.toContain(approver)
    } finally {
      await api.db.query(`UPDATE sys_user SET status = 1 WHERE id = $1`, [approver])
    }
    const row = await byCode('GYS900')
    const demoId = (await api.db.query(`SELECT id FROM sys_user WHERE account = 'demo'`)).rows[0].id
    expect(await call('/provider/Update/FollowupUser', { id: row.id, version: row.version, followUserId: demoId })).toMatchObject({
      status: 1,
      message: '跟进人已更新',
    })
    expect((await byCode('GYS900')).followUserName).toBe('陈经理')
    expect(await call('/provider/Update/FollowupUser', { id: row.id })).toMatchObject({ status: 1, message: '已清除跟进人' })
    expect((await byCode('GYS900')).followUserId).toBeNull()
  })
})

describe('qualification level', () => {
  it('rates a supplier with a reason, under the version read', async () => {
    const row = await byCode('GYS900')
    const r = await call('/provider/LevelOfQualification', { id: row.id, version: row.version, level: 2, levelRemark: '首次合作，资料齐全' })
    expect(r).toMatchObject({ status: 1, message: '资质等级已更新', data: { level: 2, version: row.version + 1 } })
    expect(await byCode('GYS900')).toMatchObject({ level: 2, levelRemark: '首次合作，资料齐全' })
    expect((await call('/provider/LevelOfQualification', { id: row.id, version: row.version, level: 1 })).message).toBe('数据已被他人修改，请刷新后重试')
    expect((await call('/provider/LevelOfQualification', { id: row.id, level: 5 })).status).toBe(0)
    expect((await call('/provider/list', { level: 2, pageSize: 50 })).data.list.map((x: any) => x.code)).toContain('GYS900')
  })

  it('needs the rating permission, which the keeper holds through the /basic group', async () => {
    const keeper = await api.login('keeper')
    const row = await byCode('GYS900')
    expect((await api.call('/provider/LevelOfQualification', { id: row.id, level: 3 }, { token: keeper })).body.status).toBe(1)
    const approver = await api.login('approver')
    expect((await api.call('/provider/LevelOfQualification', { id: row.id, level: 1 }, { token: approver })).body.message).toBe('没有“供应商评级”的权限')
  })
})

describe('detail', () => {
  it('counts materials, qualifications (and those due within 30 days) and contracts', async () => {
    const { id } = await byCode('GYS001')
    const d = (await call('/provider/detail', { id })).data
    expect(d).toMatchObject({ code: 'GYS001', materialCount: 6, qualificationCount: 2, expiringCount: 1, contractCount: 1 })
    expect((await call('/provider/detail', { id }, 'demo2')).message).toBe('记录不存在或已被删除')
  })
})
