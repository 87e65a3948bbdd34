// Goods approval: with the tenant's approvalGoods on, a new or changed product (or composite)
// waits for approval (10 待审批); with it off it needs none (0). Enabling or disabling is not
// a change that needs approval.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
let token: string
let ref: Record<string, number>
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
  const one = async (table: string, code: string) =>
    (await api.db.query(`SELECT x.id FROM ${table} x JOIN tenant t ON t.id = x.tenant_id WHERE t.code = 'DEMO' AND x.code = $1`, [code])).rows[0].id
  ref = { category: await one('category', 'WEAR'), unit: await one('unit', 'PCS'), sku1: await one('sku', 'P1019-01'), sku2: await one('sku', 'P1018-01') }
})
afterAll(() => api.close())

const call = (path: string, payload: unknown) => api.call(path, payload, { token }).then((r) => r.body)
const product = (code: string) => ({ code, name: `审批测试${code}`, categoryId: ref.category, unitId: ref.unit, saleType: 1, lines: [{ code: `${code}-1` }] })
const statusOf = async (id: number) => (await call('/v1/product/get', { id })).data.approvalStatus

async function setApprovalGoods(on: boolean) {
  const s = (await call('/strategy/getTenantStrategy', {})).data
  expect((await call('/strategy/save', { approvalGoods: on, version: s.version })).status).toBe(1)
}

describe('goods approval', () => {
  it('needs none while approvalGoods is off (the default)', async () => {
    expect((await call('/strategy/getTenantStrategy', {})).data.approvalGoods).toBe(false)
    const id = (await call('/v1/product/add', product('A100'))).data.id
    expect(await statusOf(id)).toBe(0)
    const list = (await call('/v1/product/list', { code: 'A100' })).data.list
    expect(list[0].approvalStatus).toBe(0)
  })

  it('puts a new and a changed product up for approval once approvalGoods is on', async () => {
    await setApprovalGoods(true)
    const id = (await call('/v1/product/add', product('A101'))).data.id
    expect(await statusOf(id)).toBe(10)
    expect((await call('/v1/product/list', { approvalStatus: 10, code: 'A10' })).data.list.map((p: any) => p.code)).toEqual(['A101'])
    // An approved product that changes waits again.
    await api.db.query(`UPDATE product SET approval_status = 20 WHERE id = $1`, [id])
    const got = (await call('/v1/product/get', { id })).data
    const saved = await call('/v1/product/update', { ...got, name: '改过名称' })
    // The save and its submission for approval are two changes; the answer carries the version after both.
    expect(saved).toMatchObject({ status: 1, data: { id, version: got.version + 2 } })
    expect((await call('/v1/product/get', { id })).data.version).toBe(saved.data.version)
    expect(await statusOf(id)).toBe(10)
  })

  it('ignores an approval status the client sends', async () => {
    const r = await call('/v1/product/add', { ...product('A102'), approvalStatus: 20 })
    expect(r.status).toBe(1)
    expect(await statusOf(r.data.id)).toBe(10)
  })

  it('does not ask approval for enabling or disabling', async () => {
    const id = (await call('/v1/product/list', { code: 'A100' })).data.list[0].id
    expect((await call('/v1/product/status', { id, status: 0 })).status).toBe(1)
    expect(await statusOf(id)).toBe(0)
  })

  it('applies to composite products too', async () => {
    const r = await call('/v1/compositeProduct/add', { skuId: ref.sku1, name: '审批组合', lines: [{ skuId: ref.sku2, qty: 2 }] })
    expect(r.status).toBe(1)
    expect((await call('/v1/compositeProduct/get', { id: r.data.id })).data.approvalStatus).toBe(10)
  })

  it('needs none again once approvalGoods is off', async () => {
    await setApprovalGoods(false)
    const id = (await call('/v1/product/list', { code: 'A101' })).data.list[0].id
    const got = (await call('/v1/product/get', { id })).data
    expect((await call('/v1/product/update', { ...got, remark: '关闭审批后修改' })).status).toBe(1)
    expect(await statusOf(id)).toBe(0)
  })
})
