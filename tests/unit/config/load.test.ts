import { describe, expect, it } from 'vitest'
import { formatError, loadConfig } from '../../../src/config/load.ts'
import { cleanSources, withBroken } from './helpers.ts'

describe('loadConfig', () => {
  it('loads the clean fixture with no errors under every variant', () => {
    for (const variant of ['prison', 'customer']) {
      const result = loadConfig(cleanSources(), { variant })
      expect(result.errors).toEqual([])
      expect(result.variants).toEqual(['customer', 'prison'])
      expect(result.config?.variant).toBe(variant)
    }
  })

  it('gives the merged config: base files, variant settings and overlays', () => {
    const base = loadConfig(cleanSources(), { variant: 'prison' }).config!
    expect(base.settings.cachePrefix).toBe('jy_wms_')
    expect(Object.keys(base.entities).sort()).toEqual(['provider', 'purchase', 'purchaseLine', 'purchaseSettle', 'storage'])
    expect(base.workflows.purchase.states['10'].label).toBe('待审核')
    expect(Object.keys(base.screens)).toContain('/basic')

    const customer = loadConfig(cleanSources(), { variant: 'customer' }).config!
    expect(customer.settings.productSaleMap).toEqual({ 1: '自营', 2: '代销', 3: '托管', 4: '平仓' })
    const storage = customer.screens['storage-mag']
    expect(storage.kind === 'list' && Object.keys(storage.columns ?? {})).toEqual(['name', 'status', 'createdAt', 'remark'])
    expect(customer.endpoints['/carlist']).toBeUndefined()
    expect(customer.endpoints['/v1/purchase/settlement']).toEqual({
      op: 'custom',
      handler: 'purchase.settleCustomer',
      payload: 'purchaseSettle',
    })
  })

  it('locates merged data in the file that wrote it', () => {
    const { locate } = loadConfig(cleanSources(), { variant: 'customer' })
    expect(locate('/screens/storage-mag/columns/name')).toEqual({ file: 'screens.yaml', line: 14, col: 5 })
    expect(locate('/screens/storage-mag/columns/remark')).toEqual({ file: 'schemas/variants/customer.yaml', line: 26, col: 7 })
    expect(locate('/endpoints/~1v1~1purchase~1settlement/handler')).toEqual({ file: 'schemas/variants/customer.yaml', line: 31, col: 30 })
    expect(locate('/endpoints/~1v1~1purchase~1settlement/payload')).toEqual({ file: 'endpoints.yaml', line: 12, col: 66 })
    expect(locate('/entities/storage/properties/code')).toEqual({ file: 'schemas/entities/storage.json', line: 10, col: 5 })
    expect(locate('/settings/cachePrefix')).toEqual({ file: 'schemas/variants/customer.yaml', line: 21, col: 3 })
  })

  it('reports an unknown variant, listing the known ones', () => {
    const result = loadConfig(cleanSources(), { variant: 'shop' })
    expect(result.config).toBeNull()
    expect(result.errors.map((e) => e.message)).toEqual(['未知的变体 "shop"（已有：customer、prison）'])
  })

  it('reports a file outside the layout and a missing screens.yaml', () => {
    const sources = cleanSources().filter((s) => s.path !== 'screens.yaml')
    sources.push({ path: 'schemas/entities/notes.yaml', text: 'a: 1\n' })
    const result = loadConfig(sources, { variant: 'prison' })
    expect(result.config).toBeNull()
    expect(result.errors.map(formatError)).toEqual(['schemas/entities/notes.yaml:1:1 无法识别的配置文件（不在约定的目录结构中）', 'screens.yaml:1:1 缺少文件'])
  })

  it('reports variant settings errors in the variant file', () => {
    const sources = cleanSources().map((s) =>
      s.path === 'schemas/variants/prison.yaml' ? { ...s, text: s.text.replace('  isMd5: false\n', '  isMD5: false\n') } : s,
    )
    expect(loadConfig(sources, { variant: 'prison' }).errors.map(formatError)).toEqual([
      'schemas/variants/prison.yaml:5:3 未知的键 "isMD5"（是否想写 "isMd5"？）',
    ])
  })

  it('lets a variant add an entity and delete a screen', () => {
    const extra = [
      'entities:',
      '  shop: { $id: shop, title: 店铺, type: object, x-table: shop, properties: { name: { type: string, title: 店铺名称 } } }',
      '  storage: { properties: { remark: { maxLength: 200 } } }',
      'screens:',
      '  storage-edit: null',
      '  storage-mag: { toolbar: null, rowActions: null }',
      '',
    ].join('\n')
    const sources = cleanSources().map((s) => (s.path === 'schemas/variants/prison.yaml' ? { ...s, text: s.text + extra } : s))
    const result = loadConfig(sources, { variant: 'prison' })
    expect(result.errors).toEqual([])
    expect(result.config!.entities.shop.title).toBe('店铺')
    expect(result.config!.entities.storage.properties.remark).toEqual({ type: 'string', title: '备注', maxLength: 200 })
    expect(result.config!.screens['storage-edit']).toBeUndefined()
    expect(result.locate('/entities/shop/properties/name')).toMatchObject({ file: 'schemas/variants/prison.yaml' })
  })

  it('refuses an overlay null that deletes nothing, at the null, with a suggestion', () => {
    const sources = withBroken('schemas/variants/customer.yaml', 'customer-void-null.yaml')
    const result = loadConfig(sources, { variant: 'customer' })
    expect(result.config).toBeNull()
    expect(result.errors.map(formatError)).toEqual([
      'schemas/variants/customer.yaml:26:7 null 删除的 "barcode" 在合并前不存在',
      'schemas/variants/customer.yaml:31:3 null 删除的 "/carlst" 在合并前不存在（是否想写 "/carlist"？）',
    ])
    expect(loadConfig(sources, { variant: 'prison' }).errors).toEqual([])
  })

  it('formats an error as file:line:col message', () => {
    expect(formatError({ file: 'screens.yaml', line: 3, col: 5, message: '缺少必填项 "title"' })).toBe('screens.yaml:3:5 缺少必填项 "title"')
  })
})
