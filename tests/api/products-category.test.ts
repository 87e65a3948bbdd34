// The category tree: nested answer for tree selects, a parent never the category itself or one
// below it, and a category with children or products not deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
const token: Record<string, string> = {}
beforeAll(async () => {
  api = await startApi()
  token.demo = await api.login('demo')
  token.demo2 = await api.login('demo2')
})
afterAll(() => api.close())

const call = (path: string, payload: unknown, who = 'demo') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const byCode = async (code: string) => (await call('/v1/category/list', { code })).data.list.find((c: any) => c.code === code)

describe('tree', () => {
  it('answers roots with their children, each level by sort number', async () => {
    const tree = (await call('/v1/category/tree', {})).data
    expect(tree.map((n: any) => n.label)).toEqual(['食品', '日用百货', '服装鞋帽'])
    expect(tree[0].children.map((n: any) => n.label)).toEqual(['粮油', '饮料', '休闲零食'])
    expect(tree[2].children).toBeUndefined()
    expect(tree[0]).toMatchObject({ code: 'FOOD', parentId: null, status: 1 })
  })

  it('leaves disabled categories out when asked for enabled ones, and shows their children at the top', async () => {
    const daily = await byCode('DAILY')
    expect((await call('/v1/category/status', { id: daily.id, status: 0 })).status).toBe(1)
    const tree = (await call('/v1/category/tree', { status: 1 })).data
    expect(tree.map((n: any) => n.label)).toEqual(['食品', '洗护清洁', '纸品', '服装鞋帽'])
    expect((await call('/v1/category/status', { id: daily.id, status: 1 })).status).toBe(1)
  })

  it('is the tenant own tree', async () => {
    const mine = (await call('/v1/category/add', { code: 'ONLY-DEMO', name: '演示专用分类' })).data.id
    const theirs = (await call('/v1/category/tree', {}, 'demo2')).data
    expect(JSON.stringify(theirs)).not.toContain('演示专用分类')
    expect((await call('/v1/category/delete', { id: mine })).status).toBe(1)
  })

  it('lists categories with how many products each holds', async () => {
    const grain = await byCode('GRAIN')
    expect(grain).toMatchObject({ parentName: '食品', productCount: expect.any(Number) })
    expect(grain.productCount).toBeGreaterThan(0)
  })
})

describe('guards', () => {
  it('refuses a parent that is the category itself or one of its descendants', async () => {
    const food = await byCode('FOOD')
    const grain = await byCode('GRAIN')
    const sub = (await call('/v1/category/add', { code: 'RICE', name: '大米', parentId: grain.id })).data.id
    expect(await call('/v1/category/update', { ...food, parentId: food.id })).toMatchObject({
      status: 0,
      message: '上级分类不能是分类自身',
      data: { errors: [{ field: 'parentId' }] },
    })
    expect((await call('/v1/category/update', { ...food, parentId: grain.id })).message).toBe('上级分类不能是该分类的下级分类')
    expect((await call('/v1/category/update', { ...food, parentId: sub })).message).toBe('上级分类不能是该分类的下级分类')
    // Moving a category under another branch is fine.
    const daily = await byCode('DAILY')
    const moved = await call('/v1/category/update', { ...(await byCode('RICE')), parentId: daily.id })
    expect(moved.status).toBe(1)
    expect((await byCode('RICE')).parentName).toBe('日用百货')
  })

  it('refuses a parent of another tenant as one that does not exist', async () => {
    const theirs = (await call('/v1/category/list', { code: 'FOOD' }, 'demo2')).data.list[0].id
    expect((await call('/v1/category/add', { code: 'X1', name: '越界', parentId: theirs })).message).toBe('所选商品分类不存在')
  })

  it('refuses to delete a category with children or with products, and deletes a free one', async () => {
    const food = await byCode('FOOD')
    expect((await call('/v1/category/delete', { id: food.id })).message).toBe('分类“食品”下还有 3 个子分类，请先删除或移走子分类')
    const grain = await byCode('GRAIN')
    expect((await call('/v1/category/delete', { id: grain.id })).message).toMatch(/^分类“粮油”下还有 \d+ 个商品，不能删除$/)
    const rice = await byCode('RICE')
    expect((await call('/v1/category/delete', { ids: [rice.id] })).status).toBe(1)
    expect(await byCode('RICE')).toBeUndefined()
  })

  it('deletes a parent together with its last child in one call', async () => {
    const top = (await call('/v1/category/add', { code: 'TOP', name: '临时一级' })).data.id
    const child = (await call('/v1/category/add', { code: 'TOP-1', name: '临时二级', parentId: top })).data.id
    expect((await call('/v1/category/delete', { ids: [top] })).message).toContain('子分类')
    expect((await call('/v1/category/delete', { ids: [top, child] })).status).toBe(1)
  })

  it('refuses to delete a category a tax point names', async () => {
    const cat = (await call('/v1/category/add', { code: 'TAXED', name: '有税点的分类' })).data.id
    expect((await call('/v1/skutaxpoint/add', { targetType: 2, categoryId: cat, taxRate: 6, effectiveFrom: '2026-01-01' })).status).toBe(1)
    expect((await call('/v1/category/delete', { id: cat })).message).toBe('该记录已被进项税设置引用，不能删除')
  })

  it('answers another tenant category as not found', async () => {
    const theirs = (await call('/v1/category/list', { code: 'WEAR' }, 'demo2')).data.list[0].id
    expect(await call('/v1/category/delete', { id: theirs })).toEqual({ status: 0, message: '记录不存在或已被删除' })
  })
})
