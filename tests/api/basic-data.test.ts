// Generic CRUD on warehouses, areas and locations: paging, sorting, filters, optimistic
// versions, status toggle, export, ranges of locations, the one default location.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
let token: string
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
})
afterAll(() => api.close())

const call = (path: string, payload: unknown = {}) => api.call(path, payload, { token }).then((r) => r.body)
const newStorage = (code: string, extra: object = {}) => call('/storage/add', { code, name: `测试仓${code}`, storageType: 1, phone: '13800138099', ...extra })

describe('warehouses', () => {
  it('adds, reads back and lists with filters, sort and paging', async () => {
    const add = await newStorage('T100', { city: '广州市', areaSize: 1234.5, remark: '  备注  ' })
    expect(add.status).toBe(1)
    const got = await call('/storage/get', { id: add.data.id })
    expect(got.data).toMatchObject({
      code: 'T100',
      name: '测试仓T100',
      city: '广州市',
      areaSize: 1234.5,
      remark: '备注',
      status: 1,
      version: 1,
      createdByName: '陈经理',
    })
    const byName = await call('/storage/list', { name: '测试仓T1', pageIndex: 1, pageSize: 10 })
    expect(byName.data.list.map((s: any) => s.code)).toEqual(['T100'])
    const sorted = await call('/storage/list', { sort: { field: 'code', order: 'asc' }, pageSize: 10 })
    const codes = sorted.data.list.map((s: any) => s.code)
    expect(codes).toEqual([...codes].sort())
    const page2 = await call('/storage/list', { sort: { field: 'code', order: 'asc' }, pageSize: 10, pageIndex: 2 })
    expect(page2.data.total).toBe(sorted.data.total)
    expect(page2.data.list).toEqual([])
  })

  it('treats % and _ in a search as plain characters', async () => {
    await newStorage('T_PCT', { name: '百分号%仓' })
    expect((await call('/storage/list', { name: '%' })).data.list.map((s: any) => s.code)).toEqual(['T_PCT'])
    expect((await call('/storage/list', { code: 'T_P' })).data.total).toBe(1)
  })

  it('refuses a duplicate code and a bad phone number with field messages', async () => {
    await newStorage('T200')
    expect(await newStorage('T200', { name: '另一个' })).toEqual({ status: 0, message: '仓库编码已存在' })
    const bad = await newStorage('T201', { phone: '12345' })
    expect(bad.message).toBe('联系电话格式不正确，应为手机号码或带区号的固定电话，如 020-12345678 或 020-12345678-801')
    expect(bad.data.errors).toEqual([{ field: 'phone', message: bad.message }])
    const blank = await call('/storage/add', { code: 'T202', name: '   ', storageType: 1 })
    expect(blank.message).toBe('仓库名称不能为空')
  })

  it('updates with the version read and refuses a stale one', async () => {
    const { data } = await newStorage('T300')
    const first = await call('/storage/update', { id: data.id, version: 1, name: '改名仓' })
    expect(first).toMatchObject({ status: 1, data: { id: data.id, version: 2 } })
    expect(await call('/storage/update', { id: data.id, version: 1, name: '又改名' })).toEqual({ status: 0, message: '数据已被他人修改，请刷新后重试' })
    expect((await call('/storage/get', { id: data.id })).data.name).toBe('改名仓')
    // The client may send back what it read, derived fields included.
    const row = (await call('/storage/get', { id: data.id })).data
    expect((await call('/storage/update', { ...row, contact: '新联系人' })).status).toBe(1)
    expect(await call('/storage/update', { id: 999999, version: 1, name: 'x' })).toEqual({ status: 0, message: '记录不存在或已被删除' })
  })

  it('toggles status with {id, type} and marks one main warehouse', async () => {
    const { data } = await newStorage('T400')
    expect((await call('/storage/status', { id: data.id, type: 0 })).status).toBe(1)
    expect((await call('/storage/get', { id: data.id })).data.status).toBe(0)
    expect((await call('/storage/status', { id: data.id, type: 7 })).message).toBe('状态取值不正确')
    expect((await call('/storage/mark', { id: data.id })).message).toBe('停用的仓库不能设为主仓库')
    await call('/storage/status', { id: data.id, type: 1 })
    expect((await call('/storage/mark', { id: data.id })).status).toBe(1)
    const main = (await call('/storage/list', { isDefault: true })).data.list
    expect(main.map((s: any) => s.id)).toEqual([data.id])
  })

  it('exports the filtered rows to an .xlsx with Chinese headers and labels', async () => {
    const r = await api.call('/storage/export', { code: 'GZ01' }, { token })
    expect(r.contentType).toContain('spreadsheetml')
    expect(r.headers.get('content-disposition')).toContain("filename*=UTF-8''" + encodeURIComponent('仓库_'))
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(r.bytes!)
    const ws = wb.worksheets[0]
    const header = (ws.getRow(1).values as unknown[]).slice(1)
    expect(header).toEqual(expect.arrayContaining(['仓库编码', '仓库名称', '仓库类型', '状态']))
    expect(ws.rowCount).toBe(2)
    const row = Object.fromEntries(header.map((h, i) => [h, ws.getRow(2).getCell(i + 1).value]))
    expect(row).toMatchObject({ 仓库编码: 'GZ01', 仓库类型: '成品仓', 状态: '启用' })
  })

  it('writes the operation log for changes, failures included, without secrets', async () => {
    await newStorage('T500')
    await newStorage('T500')
    const log = await api.db.query(
      `SELECT path, title, outcome, message, payload, account FROM operation_log WHERE path = '/storage/add' AND payload->>'code' = 'T500' ORDER BY id`,
    )
    expect(log.rows.map((r) => [r.outcome, r.message])).toEqual([
      [1, '操作成功'],
      [0, '仓库编码已存在'],
    ])
    expect(log.rows[0]).toMatchObject({ title: '新增仓库', account: 'demo' })
    await api.call('/user/upgrade/password', { oldPwd: 'wrong-old1', newPwd: 'secret999' }, { token })
    const pw = await api.db.query(`SELECT payload FROM operation_log WHERE path = '/user/upgrade/password'`)
    expect(JSON.stringify(pw.rows)).not.toContain('secret999')
    expect(pw.rows[0].payload).toEqual({ oldPwd: '***', newPwd: '***' })
  })

  it('refuses writes the caller has no function key for', async () => {
    const approver = await api.login('approver')
    const r = await api.call('/storage/add', { code: 'T600', name: '无权', storageType: 1 }, { token: approver })
    expect(r.body).toEqual({ status: 0, message: '没有“仓库新增”的权限' })
    // Reading reference data stays open to every signed-in user (dropdowns).
    expect((await api.call('/storage/options', {}, { token: approver })).body.status).toBe(1)
  })
})

describe('areas and locations', () => {
  let storageId: number
  let areaId: number
  beforeAll(async () => {
    storageId = (await newStorage('LOC1')).data.id
    areaId = (await call('/storagearea/add', { storageId, code: 'A', name: '存储A区', areaType: 2 })).data.id
  })

  it('creates a range of locations in pick order, all or nothing', async () => {
    const range = { storageId, areaId, prefix: 'A', aisleFrom: 1, aisleTo: 2, shelfFrom: 1, shelfTo: 3, layerFrom: 1, layerTo: 2 }
    expect((await call('/location/addlist', range)).data).toEqual({ created: 12, first: 'A-01-01-01', last: 'A-02-03-02' })
    const list = (await call('/location/list', { storageId, pageSize: 20, sort: { field: 'pickOrder', order: 'asc' } })).data
    expect(list.total).toBe(12)
    expect(list.list[1]).toMatchObject({ code: 'A-01-01-02', aisle: '01', layer: '02', areaName: '存储A区', storageName: '测试仓LOC1', status: 1 })
    const again = await call('/location/addlist', { ...range, aisleTo: 3 })
    expect(again.message).toBe('库位编码已存在：A-01-01-01、A-01-01-02、A-01-02-01、A-01-02-02、A-01-03-01 等，未创建任何库位')
    expect((await call('/location/list', { storageId })).data.total).toBe(12)
    expect((await call('/location/addlist', { ...range, aisleFrom: 3, aisleTo: 2 })).message).toBe('巷道的结束值不能小于起始值')
    expect((await call('/location/addlist', { ...range, aisleTo: 99, shelfTo: 99, layerTo: 9 })).message).toContain('一次最多生成 5000 个库位')
  })

  it('keeps one default location per warehouse', async () => {
    const list = (await call('/location/list', { storageId, pageSize: 20 })).data.list
    expect(await call('/location/getdefault', { storageId })).toEqual({ status: 1, message: '操作成功', data: null })
    await call('/location/setdefault', { id: list[0].id })
    await call('/location/setdefault', { id: list[1].id })
    const d = (await call('/location/getdefault', { storageId })).data
    expect(d).toMatchObject({ id: list[1].id, code: list[1].code, areaName: '存储A区' })
    expect((await call('/location/list', { storageId, isDefault: true })).data.total).toBe(1)
  })

  it('refuses an area of another warehouse and a duplicate code in the warehouse', async () => {
    const other = (await newStorage('LOC2')).data.id
    const otherArea = (await call('/storagearea/add', { storageId: other, code: 'A', name: 'A区', areaType: 2 })).data.id
    expect((await call('/location/add', { storageId, areaId: otherArea, code: 'X-1' })).message).toBe('所选库区不属于该仓库')
    expect((await call('/location/add', { storageId, areaId, code: 'A-01-01-01' })).message).toBe('库位编码已存在')
    // The same code in another warehouse is fine.
    expect((await call('/location/add', { storageId: other, areaId: otherArea, code: 'A-01-01-01' })).status).toBe(1)
  })

  it('refuses to delete an area that still has locations, and deletes in bulk all or nothing', async () => {
    expect((await call('/storagearea/delete', { id: areaId })).message).toBe('该记录已被库位引用，不能删除')
    const ids = (await call('/location/list', { storageId, pageSize: 20 })).data.list.map((l: any) => l.id)
    expect((await call('/location/delete', { ids: [...ids, 987654] })).message).toBe('记录不存在或已被删除')
    expect((await call('/location/list', { storageId })).data.total).toBe(ids.length)
    expect((await call('/location/delete', { ids })).data).toEqual({ deleted: ids.length })
    expect((await call('/storagearea/delete', { id: areaId })).status).toBe(1)
  })
})
