// 货主档案: add-or-update by id, validation of spec §5, owners of products (within the data
// scope), each owner's one shop configuration, and valet documents with their settlement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
let token: string
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
})
afterAll(() => api.close())

const call = (path: string, payload: unknown = {}, t = token) => api.call(path, payload, { token: t }).then((r) => r.body)
const ownerId = async (code: string) => (await call('/v1/ProductMaster/list', { code })).data.list.find((o: any) => o.code === code).id

describe('owner file', () => {
  it('adds without an id, updates with id and version, refuses a stale version', async () => {
    const add = await call('/v1/ProductMaster/addEdit', { code: 'HZ900', name: '测试货主有限公司', phone: '020-12345678', email: 'a@b.cn', postcode: '510000' })
    expect(add).toMatchObject({ status: 1, data: { id: expect.any(Number) } })
    const got = (await call('/v1/ProductMaster/get', { id: add.data.id })).data
    expect(got).toMatchObject({ code: 'HZ900', settlement: 1, status: 1, version: 1, email: 'a@b.cn' })
    const upd = await call('/v1/ProductMaster/addEdit', { ...got, name: '测试货主（改）' })
    expect(upd).toMatchObject({ status: 1, data: { id: add.data.id, version: 2 } })
    expect(await call('/v1/ProductMaster/addEdit', { ...got, name: '又改' })).toEqual({ status: 0, message: '数据已被他人修改，请刷新后重试' })
    expect((await call('/v1/ProductMaster/addEdit', { id: add.data.id, code: 'HZ900', name: 'x' })).message).toBe('缺少版本号，请刷新后重试')
    expect((await call('/v1/ProductMaster/list', { name: '（改）' })).data.list.map((o: any) => o.code)).toEqual(['HZ900'])
  })

  it('refuses a duplicate code and malformed e-mail, postcode and phone, naming the field', async () => {
    expect(await call('/v1/ProductMaster/addEdit', { code: 'HZ001', name: '重复编码' })).toEqual({ status: 0, message: '货主编码已存在' })
    const cases: [string, string, string][] = [
      ['email', 'not-mail', '电子邮箱格式不正确，应为正确的电子邮箱，如 name@example.com'],
      ['postcode', '51000', '邮政编码格式不正确，应为 6 位数字'],
      ['phone', '12345', '联系电话格式不正确，应为手机号码或带区号的固定电话，如 020-12345678 或 020-12345678-801'],
    ]
    for (const [field, value, message] of cases) {
      const r = await call('/v1/ProductMaster/addEdit', { code: 'HZ901', name: '格式测试', [field]: value })
      expect(r.message).toBe(message)
      expect(r.data.errors[0].field).toBe(field)
    }
    expect((await call('/v1/ProductMaster/addEdit', { code: 'HZ902', name: '   ' })).message).toBe('货主名称不能为空')
  })

  it('toggles status, refuses to delete an owner in use, deletes one that is not', async () => {
    const { data } = await call('/v1/ProductMaster/addEdit', { code: 'HZ910', name: '待删除货主' })
    expect((await call('/v1/ProductMaster/status', { id: data.id, status: 0 })).status).toBe(1)
    expect((await call('/v1/ProductMaster/get', { id: data.id })).data.status).toBe(0)
    // HZ001 has a shop configuration, contract templates and valet documents.
    expect((await call('/v1/ProductMaster/delete', { id: await ownerId('HZ001') })).message).toMatch(/^该记录已被.+引用，不能删除$/)
    expect(await call('/v1/ProductMaster/delete', { id: data.id })).toMatchObject({ status: 1, data: { deleted: 1 } })
  })

  it("keeps /v1/ProductMaster/listForDropDown: enabled owners in the caller's scope", async () => {
    const all = (await call('/v1/ProductMaster/listForDropDown')).data.map((o: any) => o.code)
    expect(all).toEqual(expect.arrayContaining(['HZ001', 'HZ002', 'HZ003', 'HZ004']))
    expect(all).not.toContain('HZ005') // 停用
  })

  it('refuses changes to a user without the function keys', async () => {
    const approver = await api.login('approver')
    expect(await call('/v1/ProductMaster/addEdit', { code: 'HZ920', name: '无权' }, approver)).toEqual({ status: 0, message: '没有“货主维护”的权限' })
    // Reads belong to the screens that use them (issue 18): the approver has no 货主档案 screen.
    expect(await call('/v1/ProductMaster/list', {}, approver)).toEqual({ status: 0, message: '没有访问“货主档案”的权限' })
  })
})

describe('owners of products', () => {
  it('answers each product with its owner, leaving out owners outside the scope', async () => {
    const products = (await call('/v1/product/list', { pageSize: 200 })).data.list as any[]
    const hz1 = await ownerId('HZ001')
    const hz2 = await ownerId('HZ002')
    const [a, b, c] = products.slice(0, 3)
    await api.db.query(`UPDATE product SET owner_id = $2 WHERE id = $1`, [a.id, hz1])
    await api.db.query(`UPDATE product SET owner_id = $2 WHERE id = $1`, [b.id, hz2])
    await api.db.query(`UPDATE product SET owner_id = NULL WHERE id = $1`, [c.id])
    const rows = (await call('/v1/product/owner', { productIds: [a.id, b.id, c.id, 999999] })).data
    expect(rows).toHaveLength(3)
    expect(rows.find((r: any) => r.productId === a.id)).toMatchObject({ ownerId: hz1, ownerCode: 'HZ001', ownerName: '广州粮油贸易有限公司' })
    expect(rows.find((r: any) => r.productId === c.id)).toMatchObject({ ownerId: null, ownerName: null })
    // keeper may see only HZ001's goods: HZ002's product is left out, the one without owner stays.
    const keeper = (await api.db.query(`SELECT id, tenant_id FROM sys_user WHERE account = 'keeper'`)).rows[0]
    await api.db.query(`INSERT INTO user_owner (tenant_id, user_id, owner_id) VALUES ($1, $2, $3)`, [keeper.tenant_id, keeper.id, hz1])
    const scoped = (await call('/v1/product/owner', { productIds: [a.id, b.id, c.id] }, await api.login('keeper'))).data
    expect(scoped.map((r: any) => r.productId).sort()).toEqual([a.id, c.id].sort())
    expect((await call('/v1/product/owner', { productIds: [] })).message).toBe('请至少选择 1 项商品')
  })
})

describe('shop configuration', () => {
  it('reads the owner alone before the first save, then saves with the version read', async () => {
    const id = await ownerId('HZ003')
    expect((await call('/v1/productOwner/GetShopConfig', { ownerId: id })).data).toEqual({ ownerId: id, ownerName: '东莞电子科技有限公司' })
    const first = await call('/v1/productOwner/addShopConfig', {
      ownerId: id,
      platform: 4,
      shopName: '东莞电子抖音小店',
      appSecret: 's3cret',
      pullIntervalMinutes: 20,
    })
    expect(first.data).toMatchObject({ ownerId: id, ownerName: '东莞电子科技有限公司', platform: 4, syncOrders: true, version: 1 })
    expect(JSON.stringify(first.data)).not.toContain('s3cret')
    // The owner's id as `id` (the owner list's row action) reads the same.
    expect((await call('/v1/productOwner/GetShopConfig', { id })).data.id).toBe(first.data.id)
    expect(await call('/v1/productOwner/addShopConfig', { ownerId: id, platform: 4, shopName: '重复首存' })).toEqual({
      status: 0,
      message: '数据已被他人修改，请刷新后重试',
    })
    const second = await call('/v1/productOwner/addShopConfig', { ownerId: id, version: 1, platform: 4, shopName: '东莞电子抖店', appSecret: '' })
    expect(second.data).toMatchObject({ shopName: '东莞电子抖店', version: 2 })
    const secret = await api.db.query(`SELECT app_secret FROM owner_shop_config WHERE id = $1`, [first.data.id])
    expect(secret.rows[0].app_secret).toBe('s3cret') // an empty secret on save keeps the stored one
    expect((await call('/v1/productOwner/addShopConfig', { ownerId: id, version: 2, platform: 4, shopName: 'x', pullIntervalMinutes: 1 })).message).toBe(
      '拉单间隔(分钟)不能小于 5',
    )
  })

  it('does not reach an owner of another tenant', async () => {
    const other = (await api.db.query(`SELECT id FROM product_owner WHERE code = 'SH001'`)).rows[0].id
    expect(await call('/v1/productOwner/GetShopConfig', { ownerId: other })).toEqual({
      status: 0,
      message: '货主不存在或已被删除',
      data: { errors: [{ field: 'ownerId', message: '货主不存在或已被删除' }] },
    })
    expect((await call('/v1/productOwner/addShopConfig', { ownerId: other, platform: 1, shopName: '越界' })).message).toBe('货主不存在或已被删除')
    expect((await call('/v1/productOwner/GetShopConfig', {})).message).toBe('请选择货主')
  })
})

describe('valet documents', () => {
  it('numbers a new document DK + day + sequence and refuses changes once settled', async () => {
    const owner = await ownerId('HZ002')
    const add = await call('/v1/purchase/AddOrUpdateDocument', {
      docType: 1,
      ownerId: owner,
      docDate: '2026-11-20',
      amount: 1234.56,
      counterparty: '测试供应商',
      docNo: 'FORGED',
    })
    expect(add.status).toBe(1)
    const doc = (await call('/v1/purchase/ValetDocument/get', { id: add.data.id })).data
    expect(doc).toMatchObject({ docType: 1, amount: 1234.56, settledAmount: 0, settleStatus: 0 })
    expect(doc.docNo).toMatch(/^DK\d{8}\d{4}$/)
    const form = (d: any) => ({
      id: d.id,
      version: d.version,
      docType: d.docType,
      ownerId: d.ownerId,
      docDate: d.docDate,
      amount: d.amount,
      counterparty: d.counterparty,
    })
    expect((await call('/v1/purchase/AddOrUpdateDocument', { ...form(doc), amount: 2000 })).data.version).toBe(2)
    const settled = (await call('/v1/purchase/GetValetDocument', { settleStatus: 2, pageSize: 50 })).data.list[0]
    expect((await call('/v1/purchase/AddOrUpdateDocument', { ...form(settled), amount: 1 })).message).toBe(`单据 ${settled.docNo} 已有结算，不能修改`)
    // Another tenant's document reads as one that does not exist.
    const demo2 = await api.login('demo2')
    expect((await call('/v1/purchase/AddOrUpdateDocument', { ...form(doc), version: 2 }, demo2)).message).toBe('记录不存在或已被删除')
    expect((await call('/v1/purchase/AddOrUpdateDocument', { docType: 1, ownerId: owner, docDate: '2026-11-20', amount: 1 }, demo2)).message).toBe(
      '所选货主不存在',
    )
    expect((await call('/v1/purchase/ValetDocument/delete', { ids: [add.data.id, settled.id] })).message).toBe(`已有结算的单据不能删除：${settled.docNo}`)
    expect((await call('/v1/purchase/ValetDocument/get', { id: add.data.id })).status).toBe(1)
    expect((await call('/v1/purchase/ValetDocument/delete', { id: add.data.id })).status).toBe(1)
    expect((await call('/v1/purchase/AddOrUpdateDocument', { docType: 1, ownerId: owner, docDate: '2026-11-20', amount: -1 })).message).toBe(
      '单据金额不能小于 0',
    )
  })

  it('sums documents per owner for settlement, with filters and sort', async () => {
    const all = (await call('/v1/purchase/settlementlist', { pageSize: 50 })).data
    const hz1 = all.list.find((r: any) => r.ownerCode === 'HZ001')
    // Seeded: 128600 (settled) + 86450.5 (40000 settled) + 3260 + 12800.
    expect(hz1).toMatchObject({
      ownerName: '广州粮油贸易有限公司',
      docCount: 4,
      amount: 231110.5,
      settledAmount: 168600,
      unsettledAmount: 62510.5,
      lastDocDate: '2026-11-05',
    })
    expect(hz1.id).toBe(hz1.ownerId)
    expect(all.total).toBe(all.list.length)
    const open = (await call('/v1/purchase/settlementlist', { settleStatus: 0, docDate: ['2026-11-01', null] })).data.list
    expect(open.find((r: any) => r.ownerCode === 'HZ001')).toMatchObject({ docCount: 1, amount: 12800 })
    const byAmount = (await call('/v1/purchase/settlementlist', { sort: { field: 'amount', order: 'desc' } })).data.list.map((r: any) => r.amount)
    expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a))
    // The second tenant sees only its own owners.
    const other = (await call('/v1/purchase/settlementlist', {}, await api.login('demo2'))).data.list
    expect(other.map((r: any) => r.ownerCode)).toEqual(['SH001'])
  })
})
