// 客户管理, a screen of the customer variant: customers and their types. The prison variants
// offer reading customers only: the writes the screen makes are not there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { syncModules } from '../../src/server/domain/menu/module-catalogue.ts'

describe('customer variant', () => {
  let api: TestApi
  let token: string
  beforeAll(async () => {
    api = await startApi({ variant: 'customer' })
    // The shared test database was prepared with the delivered variant; a server of this
    // variant syncs its screens (and their function keys) into the module table at start.
    await syncModules(api.db, api.config)
    token = await api.login('demo')
  })
  afterAll(() => api.close())
  const call = (path: string, payload: unknown = {}, t = token) => api.call(path, payload, { token: t }).then((r) => r.body)

  it('declares the screen, its type screen and their function keys', () => {
    const screens = api.config.screens as Record<string, any>
    expect(screens['customer-mag']).toMatchObject({ group: '/basic', kind: 'list', title: '客户管理' })
    expect(Object.keys(screens['customer-mag'].functions)).toEqual(['客户新增', '客户编辑', '客户删除', '客户类型设置'])
    expect(screens['customer-type'].endpoints.list).toBe('/v1/customer/type')
  })

  it('shows 客户管理 in the menu of a user who holds it', async () => {
    const menu = (await api.call('/module/usermenu', {}, { token, method: 'GET' })).body.data
    expect(JSON.stringify(menu)).toContain('"customer-mag"')
  })

  it('lists types in order and saves one: no id adds, id and version update', async () => {
    const types = (await call('/v1/customer/type', { pageSize: 50 })).data.list
    expect(types.map((t: any) => t.code)).toEqual(['PF', 'LS', 'TG', 'CY'])
    const add = await call('/v1/customer/typeSet', { code: 'VIP', name: '大客户', discountRate: 88.5, sortNo: 5 })
    expect(add).toMatchObject({ status: 1, data: { id: expect.any(Number) } })
    const row = (await call('/v1/customer/type/get', { id: add.data.id })).data
    expect(await call('/v1/customer/typeSet', { ...row, name: '战略大客户' })).toMatchObject({ status: 1, data: { id: row.id, version: 2 } })
    expect(await call('/v1/customer/typeSet', { ...row, name: '过期版本' })).toEqual({ status: 0, message: '数据已被他人修改，请刷新后重试' })
    expect(await call('/v1/customer/typeSet', { code: 'VIP2', name: '战略大客户' })).toEqual({ status: 0, message: '类型名称已存在' })
    expect((await call('/v1/customer/typeSet', { code: 'X1', name: '折扣越界', discountRate: 120 })).message).toBe('默认折扣(%)不能大于 100')
    expect((await call('/v1/customer/type/options', { status: 1 })).data.map((o: any) => o.label)).toContain('战略大客户')
  })

  it('adds a customer of a type, with the type name in the list, and validates spec §5 fields', async () => {
    const typeId = (await call('/v1/customer/type', { code: 'PF' })).data.list[0].id
    const add = await call('/v1/customer/add', { code: 'KH900', name: '测试批发商', typeId, phone: '13900001111', postcode: '510000', email: 'kh@example.com' })
    expect(add.status).toBe(1)
    const row = (await call('/v1/customer/list', { code: 'KH900' })).data.list[0]
    expect(row).toMatchObject({ typeName: '批发客户', level: 1, settlement: 1, status: 1 })
    expect((await call('/v1/customer/add', { code: 'KH901', name: '手机错', typeId, phone: '1390000111' })).message).toBe(
      '联系电话格式不正确，应为手机号码或带区号的固定电话，如 020-12345678 或 020-12345678-801',
    )
    // A customer's contact may be a landline with an extension (issue 20).
    expect(await call('/v1/customer/add', { code: 'KH904', name: '座机客户', typeId, phone: '0755-2345678-12' })).toMatchObject({ status: 1 })
    expect((await call('/v1/customer/add', { code: 'KH902', name: '无类型' })).message).toBe('客户类型不能为空')
    expect((await call('/v1/customer/add', { code: 'KH903', name: '类型不存在', typeId: 999999 })).message).toBe('所选客户类型不存在')
    expect((await call('/v1/customer/update', { id: row.id, version: row.version, creditLimit: 50000.25 })).status).toBe(1)
  })

  it('refuses to delete a type in use and a customer a shop belongs to', async () => {
    const pf = (await call('/v1/customer/type', { code: 'PF' })).data.list[0].id
    expect((await call('/v1/customer/type/delete', { id: pf })).message).toBe('该记录已被客户引用，不能删除')
    const kh1 = (await call('/v1/customer/list', { code: 'KH001' })).data.list[0].id
    expect((await call('/v1/customer/delete', { id: kh1 })).message).toBe('该记录已被门店引用，不能删除')
  })

  it('is refused to a user without the function keys', async () => {
    const approver = await api.login('approver')
    expect((await call('/v1/customer/typeSet', { code: 'NO', name: '无权' }, approver)).message).toBe('没有“客户类型设置”的权限')
  })
})

describe('prison variant', () => {
  let api: TestApi
  let token: string
  beforeAll(async () => {
    api = await startApi({ variant: 'prison' })
    token = await api.login('demo')
  })
  afterAll(() => api.close())

  it('has no customer screen and no customer writes, but reads customers and types', async () => {
    expect(api.config.screens['customer-mag']).toBeUndefined()
    for (const path of ['/v1/customer/add', '/v1/customer/update', '/v1/customer/delete', '/v1/customer/typeSet', '/v1/customer/type/delete']) {
      const r = await api.call(path, { code: 'X', name: 'x' }, { token })
      expect({ path, http: r.http, body: r.body }).toEqual({ path, http: 404, body: { status: 0, message: '接口不存在' } })
    }
    expect((await api.call('/v1/customer/list', {}, { token })).body.data.total).toBe(8)
    expect((await api.call('/v1/customer/type', {}, { token })).body.data.total).toBe(4)
  })
})
