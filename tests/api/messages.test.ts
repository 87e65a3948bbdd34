// Each user's messages: the bell's unread count and latest five, mark read, and a list that
// only ever holds the caller's own messages (`mine: userId`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

describe('messages', () => {
  it('counts the unread messages of the caller, by type', async () => {
    const token = await api.login('demo')
    const all = (await api.call('/v1/message/NewMessage', { messageTypes: [1, 2, 3, 4] }, { token })).body.data
    expect(all.count).toBe(2)
    expect(all.list.map((m: any) => m.title)).toEqual(['演示数据已就绪', '欢迎使用仓云 WMS'])
    expect((await api.call('/v1/message/NewMessage', { messageTypes: [2, 3] }, { token })).body.data).toEqual({ count: 0, list: [] })
  })

  it('lists only the caller own messages, whatever the filter says', async () => {
    const demo = await api.login('demo')
    const keeper = await api.login('keeper')
    const approver = await api.login('approver')
    const demoList = (await api.call('/v1/message/list', { pageSize: 50 }, { token: demo })).body.data
    const keeperList = (await api.call('/v1/message/list', { pageSize: 50 }, { token: keeper })).body.data
    expect(demoList.total).toBe(2)
    expect(keeperList.total).toBe(2)
    expect(demoList.list.map((m: any) => m.id)).not.toEqual(expect.arrayContaining(keeperList.list.map((m: any) => m.id)))
    const someoneElses = keeperList.list[0]
    expect((await api.call('/v1/message/list', { userId: someoneElses.userId }, { token: demo })).body.data.total).toBe(0)
    expect((await api.call('/v1/message/list', {}, { token: approver })).body.data.total).toBe(0)
  })

  it('marks one or all read, never another user', async () => {
    const demo = await api.login('demo')
    const keeper = await api.login('keeper')
    const [latest] = (await api.call('/v1/message/NewMessage', {}, { token: demo })).body.data.list
    expect((await api.call('/v1/message/read', { ids: [latest.id] }, { token: demo })).body.data).toEqual({ read: 1 })
    expect((await api.call('/v1/message/NewMessage', {}, { token: demo })).body.data.count).toBe(1)
    const keeperIds = (await api.call('/v1/message/list', {}, { token: keeper })).body.data.list.map((m: any) => m.id)
    expect((await api.call('/v1/message/read', { ids: keeperIds }, { token: demo })).body.data).toEqual({ read: 0 })
    expect((await api.call('/v1/message/read', {}, { token: demo })).body.data).toEqual({ read: 1 })
    expect((await api.call('/v1/message/NewMessage', {}, { token: demo })).body.data.count).toBe(0)
    expect((await api.call('/v1/message/NewMessage', {}, { token: keeper })).body.data.count).toBe(2)
  })
})
