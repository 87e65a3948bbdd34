// Variant rules of the product screens: short codes only where hasShortCode is on (the
// customer variant drops the column and field), sale types from productSaleMap (the prison
// variants refuse 3 托管 and 4 平仓), and the distributor screen in the customer variant only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ScreenDef } from '../../src/config/types.ts'
import { loadProjectConfig } from '../../src/server/config/project-config.ts'
import { syncModules } from '../../src/server/domain/menu/module-catalogue.ts'
import { startApi, type TestApi } from '../support/api.ts'

const screen = (api: TestApi, key: string) => api.config.screens[key] as ScreenDef | undefined

async function addProduct(api: TestApi, token: string, code: string, saleType: number) {
  const one = async (table: string, c: string) =>
    (await api.db.query(`SELECT x.id FROM ${table} x JOIN tenant t ON t.id = x.tenant_id WHERE t.code = 'DEMO' AND x.code = $1`, [c])).rows[0].id
  const body = {
    code,
    name: `销售类型${saleType}`,
    categoryId: await one('category', 'WEAR'),
    unitId: await one('unit', 'PCS'),
    saleType,
    lines: [{ code: `${code}-1` }],
  }
  return (await api.call('/v1/product/add', body, { token })).body
}

describe.each(['prison', 'prison-md5', 'customer'])('variant %s', (variant) => {
  it('declares the sale types of productSaleMap, with its labels, on the product entity', () => {
    const config = loadProjectConfig({ variant })
    const saleType = config.entities.product.properties.saleType
    const map = config.settings.productSaleMap
    expect(saleType.enum!.map(String)).toEqual(Object.keys(map))
    expect(saleType['x-enumNames']).toEqual(Object.values(map))
  })
})

describe('prison variant (delivered)', () => {
  let api: TestApi
  let token: string
  beforeAll(async () => {
    api = await startApi({ variant: 'prison' })
    token = await api.login('demo')
  })
  afterAll(() => api.close())

  it('shows the short code in the product list and form', () => {
    expect(api.config.settings.hasShortCode).toBe(true)
    expect(screen(api, 'product-list')!.columns!.shortCode).toBeDefined()
    expect(screen(api, 'product-edit')!.fields!.shortCode).toBeDefined()
  })

  it('accepts 自营 and 代销 and refuses 托管 and 平仓', async () => {
    expect((await addProduct(api, token, 'V201', 2)).status).toBe(1)
    for (const t of [3, 4]) {
      const r = await addProduct(api, token, `V20${t}`, t)
      expect(r).toMatchObject({ status: 0, data: { errors: [{ field: 'saleType' }] } })
      expect(r.message).toContain('销售类型')
    }
  })

  it('has no distributor screen: distributors can be read, not written', async () => {
    expect(screen(api, 'distributor')).toBeUndefined()
    expect((await api.call('/v1/distributor/list', {}, { token })).body.data.total).toBe(3)
    expect((await api.call('/v1/distributor/add', { code: 'D800', name: '无此界面' }, { token })).http).toBe(404)
  })
})

describe('customer variant', () => {
  let api: TestApi
  let token: string
  beforeAll(async () => {
    api = await startApi({ variant: 'customer' })
    // The shared test database was prepared with the delivered variant; a server of this
    // variant syncs its screens into the module table when it starts.
    await syncModules(api.db, api.config)
    token = await api.login('demo')
  })
  afterAll(() => api.close())

  it('drops the short code from the product list, form and detail', async () => {
    expect(api.config.settings.hasShortCode).toBe(false)
    expect(screen(api, 'product-list')!.columns!.shortCode).toBeUndefined()
    expect(screen(api, 'product-edit')!.fields!.shortCode).toBeUndefined()
    expect(screen(api, 'product-detail')!.fields!.shortCode).toBeUndefined()
    const sent = (await api.call('/app/config/full', {}, { method: 'GET', token })).body.data
    expect(sent.screens['product-list'].columns.shortCode).toBeUndefined()
    expect(sent.screens['product-list'].columns.code).toBeDefined()
  })

  it('accepts all four sale types', async () => {
    for (const t of [1, 2, 3, 4]) expect((await addProduct(api, token, `V30${t}`, t)).status).toBe(1)
  })

  it('has the distributor screen under 商品管理, with permission keys on its calls', async () => {
    expect(screen(api, 'distributor')).toMatchObject({ group: '/product-mag', kind: 'list', title: '经销商' })
    expect(api.config.endpoints['/v1/distributor/add'].permission).toBe('经销商新增')
    const add = await api.call('/v1/distributor/add', { code: 'D900', name: '测试经销商', phone: '13800138999' }, { token })
    expect(add.body.status).toBe(1)
    const approver = await api.login('approver')
    expect((await api.call('/v1/distributor/add', { code: 'D901', name: '无权限' }, { token: approver })).body.message).toBe('没有“经销商新增”的权限')
    const menu = (await api.call('/module/usermenu', {}, { token, method: 'GET' })).body.data
    expect(JSON.stringify(menu)).toContain('"distributor"')
  })
})
