// System and operation logs: each tenant lists its own, newest first, searchable by account,
// category or operation, outcome and time; exported to .xlsx; never changed through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { sheetRows } from '../support/walker-helpers.ts'

let api: TestApi
let demo: string
let demo2: string
beforeAll(async () => {
  api = await startApi()
  await api.call('/login', { account: 'demo', password: 'wrong-pass1' })
  demo = await api.login('demo')
  demo2 = await api.login('demo2')
})
afterAll(() => api.close())

const list = (path: string, payload: object, token = demo) => api.call(path, payload, { token }).then((r) => r.body.data)

describe('system log', () => {
  it('lists the tenant own entries, newest first, with filters', async () => {
    const all = await list('/log/system/list', { pageSize: 200 })
    const ids = all.list.map((r: any) => r.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(new Set(all.list.map((r: any) => r.account))).toEqual(new Set(['demo', 'keeper', 'approver', 'finance']))
    const failed = await list('/log/system/list', { account: 'dem', category: 'login', outcome: 0 })
    expect(failed.total).toBe(1)
    expect(failed.list[0]).toMatchObject({ account: 'demo', category: 'login', outcome: 0 })
    const today = new Date().toISOString().slice(0, 10)
    expect((await list('/log/system/list', { createdAt: [today, today] })).total).toBe(all.total)
    expect((await list('/log/system/list', { createdAt: ['2000-01-01', '2000-01-31'] })).total).toBe(0)
    const other = await list('/log/system/list', { pageSize: 200 }, demo2)
    expect(other.list.map((r: any) => r.account)).not.toContain('demo')
    expect(other.list.map((r: any) => r.account)).toContain('demo2')
  })

  it('answers the categories for the filter', async () => {
    const r = await api.call('/log/categories', {}, { token: demo, method: 'GET' })
    expect(r.body.data).toContainEqual({ value: 'login', name: '登录' })
    expect(r.body.data).toContainEqual({ value: 'lockout', name: '锁定' })
    expect(r.body.data).toHaveLength(6)
  })
})

describe('operation log', () => {
  it('records a change and finds it by operation, path and outcome', async () => {
    await api.call('/v1/carrier/add', { code: 'LOG1', name: '日志测试承运商' }, { token: demo })
    await api.call('/v1/carrier/add', { code: 'LOG1', name: '日志测试承运商2' }, { token: demo })
    const found = await list('/log/operation/list', { title: '承运商', path: '/v1/carrier', pageSize: 50 })
    expect(found.list.slice(0, 2).map((r: any) => [r.title, r.outcome, r.message])).toEqual([
      ['新增承运商', 0, '承运商编码已存在'],
      ['新增承运商', 1, '操作成功'],
    ])
    expect((await list('/log/operation/list', { title: '承运商', outcome: 0 })).total).toBe(1)
    expect((await list('/log/operation/list', { title: '承运商' }, demo2)).total).toBe(0)
  })

  it('exports with Chinese headers and labels', async () => {
    const r = await api.call('/log/operation/export', { title: '新增承运商' }, { token: demo })
    expect(r.contentType).toContain('spreadsheetml')
    const rows = await sheetRows(r.bytes!)
    expect(rows[0]).toEqual(expect.arrayContaining(['操作账号', '接口', '操作', '结果']))
    expect(rows.slice(1).map((row) => row[rows[0].indexOf('结果')])).toEqual(expect.arrayContaining(['成功', '失败']))
  })
})

it('offers no way to change or delete a log', async () => {
  const paths = Object.keys(api.config.endpoints).filter((p) => p.startsWith('/log/'))
  expect(paths.sort()).toEqual(['/log/categories', '/log/operation/export', '/log/operation/list', '/log/system/export', '/log/system/list'])
  expect((await api.call('/log/system/delete', { id: 1 }, { token: demo })).http).toBe(404)
})
