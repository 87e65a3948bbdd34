// Smaller master data: delivery men (delete with the id in the query), pay modes, temporary
// workers, inspection projects, the bank dictionary and pay banks, places of a warehouse and
// location templates applied through /location/addlist.
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
const storageId = async (code: string) => (await call('/storage/list', { code })).data.list[0].id as number

describe('delivery men', () => {
  it('adds and updates through one call, validating mobile, ID card and plate', async () => {
    const gz = await storageId('GZ01')
    const add = await call('/DeliveryMan/AddOrUpdate', {
      code: 'PS90',
      name: '测试配送员',
      phone: '13700009090',
      storageId: gz,
      vehicleType: 3,
      vehicleNo: '粤A9X123',
      idCard: '44010619900101123X',
    })
    expect(add.status).toBe(1)
    const row = (await call('/DeliveryMan/List', { code: 'PS90' })).data.list[0]
    expect(row).toMatchObject({ storageName: '广州白云一号仓', vehicleType: 3, status: 1 })
    expect((await call('/DeliveryMan/AddOrUpdate', { ...row, status: 0 })).data).toEqual({ id: row.id, version: 2 })
    const bad: [object, string][] = [
      [{ phone: '23700009091' }, '手机号码格式不正确，应为以 1 开头的 11 位手机号码'],
      [{ idCard: '4401061990' }, '身份证号应为 18 位，最后一位可为 X'],
      [{ vehicleNo: 'A12345' }, '车牌号格式不正确，如 粤A12345'],
    ]
    for (const [fields, message] of bad)
      expect((await call('/DeliveryMan/AddOrUpdate', { code: 'PS91', name: '错', phone: '13700009091', ...fields })).message).toBe(message)
    expect(await call('/DeliveryMan/AddOrUpdate', { code: 'PS92', name: '重复手机', phone: '13700009090' })).toEqual({ status: 0, message: '手机号码已存在' })
  })

  it('deletes with the id in the query string, and with {id} in the body for the screen', async () => {
    const id = (await call('/DeliveryMan/AddOrUpdate', { code: 'PS95', name: '待删除', phone: '13700009095' })).data.id
    const r = await api.call('/DeliveryMan/del', { id }, { token })
    expect(r.body).toMatchObject({ status: 1, data: { deleted: 1 } })
    expect((await api.call('/DeliveryMan/del', { id }, { token })).body.message).toBe('记录不存在或已被删除')
    const id2 = (await call('/DeliveryMan/AddOrUpdate', { code: 'PS96', name: '待删除2', phone: '13700009096' })).data.id
    expect((await call('/DeliveryMan/delete', { id: id2 })).status).toBe(1)
    // A courier a shop names cannot go.
    const ps01 = (await call('/DeliveryMan/List', { code: 'PS01' })).data.list[0].id
    expect((await api.call('/DeliveryMan/del', { id: ps01 }, { token })).body.message).toBe('该记录已被门店引用，不能删除')
  })
})

describe('pay modes and temporary workers', () => {
  it('keeps pay modes in their order with unique names', async () => {
    const list = (await call('/v1/paymode/list', { pageSize: 50 })).data.list
    expect(list.map((m: any) => m.code).slice(0, 3)).toEqual(['XJ', 'YHZZ', 'ZP'])
    expect(await call('/v1/paymode/add', { code: 'XJ2', name: '现金', modeType: 1 })).toEqual({ status: 0, message: '付款方式已存在' })
    const add = await call('/v1/paymode/add', { code: 'YSF', name: '云闪付', modeType: 9, sortNo: 8 })
    expect((await call('/v1/paymode/edit', { id: add.data.id, version: 1, needAccount: true })).data.version).toBe(2)
    expect((await call('/v1/paymode/delete', { id: add.data.id })).status).toBe(1)
  })

  it('validates a temporary worker and keeps amounts to 2 decimals', async () => {
    const ok = await call('/v1/tempworker/add', {
      name: '测试工',
      phone: '15099990001',
      workType: 1,
      dailyWage: 250.5,
      entryDate: '2026-11-01',
      bankAccount: '6228480012345678',
    })
    expect((await call('/v1/tempworker/get', { id: ok.data.id })).data).toMatchObject({ dailyWage: 250.5, entryDate: '2026-11-01', status: 1 })
    expect((await call('/v1/tempworker/add', { name: '工', phone: '15099990002', workType: 1, dailyWage: 10.123 })).message).toBe(
      '日薪(元)精度不正确（应为 0.01 的整数倍）',
    )
    expect((await call('/v1/tempworker/add', { name: '工', phone: '15099990003', workType: 1, bankAccount: '6228 4800' })).message).toBe(
      '银行卡号应为 12–30 位数字',
    )
    expect((await call('/v1/tempworker/add', { name: '工', phone: '15099990004', workType: 7 })).message).toBe('工种取值不正确')
    expect((await call('/v1/tempworker/list', { workType: 3, pageSize: 50 })).data.list.every((w: any) => w.workType === 3)).toBe(true)
    expect((await call('/v1/tempworker/delete', { ids: [ok.data.id] })).status).toBe(1)
  })
})

describe('inspection projects', () => {
  it('creates or edits by id, disables and deletes', async () => {
    const add = await call('/InspectProject/createoredit', {
      code: 'JC900',
      name: '二氧化硫残留量',
      category: 2,
      unit: 'g/kg',
      lowerLimit: 0,
      upperLimit: 0.1,
      standard: 'GB 5009.34-2022',
    })
    const row = (await call('/InspectProject/get', { id: add.data.id })).data
    expect(row).toMatchObject({ category: 2, upperLimit: 0.1, status: 1 })
    expect((await call('/InspectProject/createoredit', { ...row, method: '滴定法' })).data.version).toBe(2)
    expect((await call('/InspectProject/disabled', { id: row.id, status: 0 })).status).toBe(1)
    expect((await call('/InspectProject/options', { status: 1 })).data.map((o: any) => o.value)).not.toContain(row.id)
    expect((await call('/InspectProject/InspectProjectList', { status: 0, pageSize: 50 })).data.list.map((p: any) => p.code)).toEqual(['JC011', 'JC900'])
    expect((await call('/InspectProject/delete', { id: row.id })).status).toBe(1)
  })
})

describe('banks', () => {
  it('answers the bank dictionary from the pay-bank enum, by keyword and paged', async () => {
    const all = (await call('/v1/bank/list', { pageSize: 100 })).data
    expect(all.total).toBe(24)
    expect(all.list[0]).toEqual({ code: '102', name: '中国工商银行' })
    expect((await call('/v1/bank/list', { keyword: '招商' })).data.list).toEqual([{ code: '308', name: '招商银行' }])
    expect((await call('/v1/bank/list', { keyword: '105' })).data.list).toEqual([{ code: '105', name: '中国建设银行' }])
    expect((await call('/v1/bank/list', { pageSize: 10, pageIndex: 3 })).data.list).toHaveLength(4)
  })

  it('saves pay banks of the tenant with a valid bank and account number', async () => {
    const add = await call('/v1/paybank/createoredit', {
      bankCode: '104',
      branchName: '中国银行广州分行',
      accountName: '广州演示仓储有限公司',
      accountNo: '717362541234',
      cnapsNo: '104581003017',
    })
    expect(add.status).toBe(1)
    const row = (await call('/v1/paybank/get', { id: add.data.id })).data
    expect((await call('/v1/paybank/createoredit', { ...row, purpose: '外币结算' })).data.version).toBe(2)
    expect((await call('/v1/paybank/createoredit', { bankCode: '999', branchName: 'x', accountName: 'x', accountNo: '12345678' })).message).toBe(
      '银行取值不正确',
    )
    expect((await call('/v1/paybank/createoredit', { bankCode: '102', branchName: 'x', accountName: 'x', accountNo: '1234 5678' })).message).toBe(
      '银行账号应为 8–32 位数字（不含空格）',
    )
    expect(await call('/v1/paybank/createoredit', { bankCode: '102', branchName: 'x', accountName: 'x', accountNo: '717362541234' })).toEqual({
      status: 0,
      message: '银行账号已存在',
    })
    expect((await call('/v1/paybank/delete', { id: row.id })).status).toBe(1)
  })
})

describe('places and location templates', () => {
  it('suggests the next code of a kind of place, unique within a warehouse', async () => {
    const gz = await storageId('GZ01')
    const fs = await storageId('FS02')
    expect((await call('/place/PlaceCode', { storageId: gz, placeType: 1 })).data).toEqual({ code: 'SH03' })
    expect((await call('/place/PlaceCode', { storageId: fs, placeType: 1 })).data).toEqual({ code: 'SH01' })
    expect((await call('/place/PlaceCode', { storageId: gz, placeType: 6 })).data).toEqual({ code: 'TC02' })
    expect(await call('/place/add', { storageId: gz, code: 'SH01', name: '重复', placeType: 1 })).toEqual({ status: 0, message: '场地编码已存在' })
    expect((await call('/place/add', { storageId: fs, code: 'SH01', name: '佛山收货月台', placeType: 1 })).status).toBe(1)
    const other = (await api.db.query(`SELECT id FROM storage WHERE code = 'SH01'`)).rows[0].id
    expect((await call('/place/PlaceCode', { storageId: other, placeType: 1 })).message).toBe('所选仓库不存在')
  })

  it('lists the usable docks of a warehouse for dropdowns', async () => {
    const gz = await storageId('GZ01')
    const docks = (await call('/place/Placelist', { storageId: gz, placeType: [1, 2], status: 1 })).data
    expect(docks.map((o: any) => o.code)).toEqual(['FH01', 'FH02', 'SH01', 'SH02'])
    expect(docks[0]).toMatchObject({ label: '1 号发货月台', storageName: '广州白云一号仓' })
  })

  it('checks a template as /location/addlist would, then applies it', async () => {
    const fs = await storageId('FS02')
    const area = (await call('/storagearea/list', { storageId: fs, code: 'A' })).data.list[0].id
    const gzArea = (await call('/storagearea/list', { storageId: await storageId('GZ01'), code: 'A' })).data.list[0].id
    const base = { name: '测试模板', prefix: 'T', aisleFrom: 1, aisleTo: 2, shelfFrom: 1, shelfTo: 2, layerFrom: 1, layerTo: 3 }
    expect((await call('/v1/locationtmp/save', { ...base, aisleFrom: 3 })).message).toBe('巷道的结束值不能小于起始值')
    expect((await call('/v1/locationtmp/save', { ...base, aisleTo: 99, shelfTo: 99, layerTo: 9 })).message).toContain('一次最多生成 5000 个库位')
    expect((await call('/v1/locationtmp/save', { ...base, positionFrom: 1 })).message).toBe('起始位和结束位须同时填写或同时留空')
    expect((await call('/v1/locationtmp/save', { ...base, areaId: area })).message).toBe('选择库区时须同时选择仓库')
    expect((await call('/v1/locationtmp/save', { ...base, storageId: fs, areaId: gzArea })).message).toBe('所选库区不存在或不属于该仓库')
    const saved = await call('/v1/locationtmp/save', { ...base, storageId: fs, areaId: area })
    const t = (await call('/v1/locationtmp/get', { id: saved.data.id })).data
    expect(t).toMatchObject({ storageName: '佛山南海二号仓', areaName: '存储A区', status: 1 })
    expect((await call('/v1/locationtmp/save', { ...t, layerTo: 2 })).data.version).toBe(2)
    // The apply form posts the template's range to /location/addlist.
    const r = await call('/location/addlist', {
      storageId: fs,
      areaId: area,
      prefix: 'T',
      aisleFrom: 1,
      aisleTo: 2,
      shelfFrom: 1,
      shelfTo: 2,
      layerFrom: 1,
      layerTo: 2,
      status: t.status,
    })
    expect(r.data).toEqual({ created: 8, first: 'T-01-01-01', last: 'T-02-02-02' })
  })
})
