// Outbound transport (issue 7, O3): vehicle bookings and their state machine (到达 → 装车 →
// 发车, cancel), loading only 已封箱 packages of the vehicle's warehouse (all or nothing, cages
// too), the driver's pickup, dispatch bills, trunk lists imported from .xlsx (errors by row,
// all or nothing, a history row), jianqu mapping, logistics events, and tenant isolation.
// Packages come from the packing step; here a fixture inserts orders and packages directly.
import ExcelJS from 'exceljs'
import { xlsxBase64 as sheet } from '../../src/server/domain/outbound/transport/workbook.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { verifyStock } from '../../src/server/domain/stock/index.ts'
import { businessDay } from '../../src/server/domain/numbering.ts'

let api: TestApi
let demo: string
let demo2: string
let tenant: number
let gz: number
let fs: number
let n = 0
beforeAll(async () => {
  api = await startApi()
  demo = await api.login('demo')
  demo2 = await api.login('demo2')
  tenant = (await api.db.query(`SELECT id FROM tenant WHERE code = 'DEMO'`)).rows[0].id
  gz = (await api.db.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [tenant])).rows[0].id
  fs = (await api.db.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'FS02'`, [tenant])).rows[0].id
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}, token = demo) => api.call(path, payload, { token }).then((r) => r.body)
const ok = async (path: string, payload: object = {}, token = demo) => {
  const r = await call(path, payload, token)
  expect(r.status, r.message).toBe(1)
  return r.data
}
const today = () => businessDay(api.clock.now()).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')
const plate = () => `粤B${String(10000 + ++n).slice(-5)}`

/** An order (status as given) with one package per entry of `packages` (its status), straight into the tables. */
async function orderWithPackages(opts: { storageId?: number; orderStatus?: number; areaName?: string; packages: number[]; cancelStatus?: number }) {
  const no = `T${Date.now()}${++n}`
  const order = (
    await api.db.query(
      `INSERT INTO out_order (tenant_id, order_no, order_type, storage_id, status, cancel_status, area_name) VALUES ($1, $2, 1, $3, $4, $5, $6) RETURNING id`,
      [tenant, `CK${no}`, opts.storageId ?? gz, opts.orderStatus ?? 60, opts.cancelStatus ?? 0, opts.areaName ?? '一监区'],
    )
  ).rows[0].id as number
  const packages: { id: number; packageNo: string }[] = []
  for (const [i, status] of opts.packages.entries()) {
    const packageNo = `BG${no}${i}`
    const id = (
      await api.db.query(
        `INSERT INTO out_package (tenant_id, package_no, order_id, storage_id, status, weight, waybill_no) VALUES ($1, $2, $3, $4, $5, 2.5, $6) RETURNING id`,
        [tenant, packageNo, order, opts.storageId ?? gz, status, `YT${no}${i}`],
      )
    ).rows[0].id as number
    packages.push({ id, packageNo })
  }
  return { order, packages }
}
/** What the ship step does to an order: 已出库, its packages 已发出. */
async function shipped(orderId: number) {
  await api.db.query(`UPDATE out_order SET status = 70 WHERE id = $1`, [orderId])
  await api.db.query(`UPDATE out_package SET status = 30 WHERE order_id = $1`, [orderId])
}
const pkg = async (id: number) =>
  (await api.db.query(`SELECT status, vehicle_reservation_id AS "vehicleId", cage_no AS "cageNo" FROM out_package WHERE id = $1`, [id])).rows[0]

async function booking(extra: object = {}) {
  return (
    await ok('/v1/VehicleReservation/add', {
      storageId: gz,
      plateNo: plate(),
      driverName: '王师傅',
      driverPhone: '13812345678',
      bookDate: today(),
      timeSlot: 2,
      ...extra,
    })
  ).id as number
}
const vehicle = (id: number) => ok('/v1/VehicleReservation/get', { id })

describe('vehicle bookings', () => {
  it('numbers a booking and checks plate, day, dock and slot', async () => {
    const id = await booking({ dockNo: 'D01', timeSlot: 3 })
    expect(await vehicle(id)).toMatchObject({ reservationNo: expect.stringMatching(/^YC\d{12}$/), status: 0, packageCount: 0 })
    expect(
      (
        await call('/v1/VehicleReservation/add', {
          storageId: gz,
          plateNo: '粤12345',
          driverName: '王',
          driverPhone: '13812345678',
          bookDate: today(),
          timeSlot: 1,
        })
      ).message,
    ).toContain('请输入正确的车牌号，如 粤A12345')
    expect(
      (
        await call('/v1/VehicleReservation/add', {
          storageId: gz,
          plateNo: plate(),
          driverName: '王',
          driverPhone: '13812345678',
          bookDate: '2020-01-01',
          timeSlot: 1,
        })
      ).message,
    ).toBe('预约日期不能早于今天')
    const clash = await call('/v1/VehicleReservation/add', {
      storageId: gz,
      plateNo: plate(),
      driverName: '王',
      driverPhone: '13812345678',
      bookDate: today(),
      timeSlot: 3,
      dockNo: 'D01',
    })
    expect(clash.message).toMatch(/^月台 D01 在该时段已被预约（YC\d+），请换一个月台或时段$/)
    // Another slot of the same dock is free.
    await booking({ dockNo: 'D01', timeSlot: 4 })
    const v = await vehicle(id)
    await ok('/v1/VehicleReservation/update', {
      id,
      version: v.version,
      storageId: gz,
      plateNo: v.plateNo,
      driverName: '李师傅',
      driverPhone: '13812345678',
      bookDate: today(),
      timeSlot: 3,
      dockNo: 'D01',
    })
    await ok('/v1/VehicleReservation/arrive', { id })
    const w = await vehicle(id)
    expect(w.arrivedAt).toBeTruthy()
    expect((await call('/v1/VehicleReservation/update', { id, version: w.version, remark: 'x' })).message).toBe('只有“已预约”的车辆可以修改')
  })
})

describe('loading and departure', () => {
  it('loads only sealed packages of its warehouse, all or nothing, after arrival', async () => {
    const id = await booking()
    const a = await orderWithPackages({ packages: [10, 10, 0] })
    expect((await call('/v1/VehicleReservation/load', { id, packageIds: [a.packages[0].id] })).message).toMatch(/尚未到达，请先登记到达再装车/)
    await ok('/v1/VehicleReservation/arrive', { id })
    const other = await orderWithPackages({ storageId: fs, packages: [10] })
    const bad = await call('/v1/VehicleReservation/load', {
      id,
      codes: `${a.packages[0].packageNo}\n${a.packages[2].packageNo}\n${other.packages[0].packageNo}\nNOPE-1`,
    })
    expect(bad.status).toBe(0)
    expect(bad.message).toContain(`包裹 ${a.packages[2].packageNo} 为“装箱中”，只能装车已封箱的包裹`)
    expect(bad.message).toContain(`包裹 ${other.packages[0].packageNo} 不属于本车预约的仓库，不能装车`)
    expect(bad.message).toContain('NOPE-1：没有该包裹号或笼号')
    // Nothing of the refused batch was loaded.
    expect(await pkg(a.packages[0].id)).toMatchObject({ status: 10, vehicleId: null })
    expect((await vehicle(id)).status).toBe(10)

    const r = await ok('/v1/VehicleReservation/load', { id, packageIds: [a.packages[0].id], codes: a.packages[1].packageNo })
    expect(r).toMatchObject({ loaded: 2, already: 0, packageCount: 2 })
    expect(await pkg(a.packages[0].id)).toMatchObject({ status: 20, vehicleId: id })
    const v = await vehicle(id)
    expect(v).toMatchObject({ status: 20, packageCount: 2, totalWeight: 5 })
    const bill = await ok('/v1/DispatchBill/get', { id: v.dispatchBillId })
    expect(bill).toMatchObject({ billNo: expect.stringMatching(/^FC\d{12}$/), status: 0, packageCount: 2, orderCount: 1, vehicleReservationId: id })
    // Loading again is harmless; another vehicle cannot take them.
    expect(await ok('/v1/VehicleReservation/load', { id, packageIds: [a.packages[0].id] })).toMatchObject({ loaded: 0, already: 1 })
    const second = await booking()
    await ok('/v1/VehicleReservation/arrive', { id: second })
    expect((await call('/v1/VehicleReservation/load', { id: second, packageIds: [a.packages[0].id] })).message).toContain(
      `包裹 ${a.packages[0].packageNo} 已装上其他车辆`,
    )
    // A cancelled order's packages stay behind.
    const cancelled = await orderWithPackages({ packages: [10], orderStatus: 60, cancelStatus: 10 })
    expect((await call('/v1/VehicleReservation/load', { id, packageIds: [cancelled.packages[0].id] })).message).toMatch(/已取消或正在取消审批，不能装车/)
  })

  it('loads a cage of packages at once, and unloads back to 已封箱', async () => {
    const id = await booking()
    await ok('/v1/VehicleReservation/arrive', { id })
    const a = await orderWithPackages({ packages: [10, 10, 0] })
    await ok('/v1/VehicleReservation/cage', { cageNo: 'c-01', code: a.packages[0].packageNo })
    const cage = await ok('/v1/VehicleReservation/cage', { cageNo: 'C-01', code: a.packages[1].packageNo })
    expect(cage).toMatchObject({ cageNo: 'C-01', count: 2, duplicate: false })
    expect((await ok('/v1/VehicleReservation/cage', { cageNo: 'C-01', code: a.packages[1].packageNo })).duplicate).toBe(true)
    expect((await call('/v1/VehicleReservation/cage', { cageNo: 'C-01', code: a.packages[2].packageNo })).message).toBe(
      `包裹 ${a.packages[2].packageNo} 不是“已封箱”状态，不能装笼`,
    )
    expect((await call('/v1/VehicleReservation/cage', { cageNo: 'C 01' })).message).toContain('笼号只能包含字母、数字、- 和 _')
    expect(await ok('/v1/VehicleReservation/load', { id, codes: 'C-01' })).toMatchObject({ loaded: 2, packageCount: 2 })
    expect((await call('/v1/VehicleReservation/cancel', { id })).message).toBe('车上还有 2 个包裹，请先卸车再取消预约')
    await ok('/v1/VehicleReservation/unload', { id, packageIds: [a.packages[0].id] })
    expect(await pkg(a.packages[0].id)).toMatchObject({ status: 10, vehicleId: null })
    const v = await vehicle(id)
    expect(v.packageCount).toBe(1)
    expect((await ok('/v1/DispatchBill/lines', { dispatchBillId: v.dispatchBillId })).total).toBe(1)
    expect((await call('/v1/VehicleReservation/unload', { id, packageIds: [a.packages[0].id] })).message).toBe('所选包裹不在该车上，请刷新后重试')
    await ok('/v1/VehicleReservation/unloadPackage', { id: a.packages[1].id })
    expect((await call('/v1/VehicleReservation/unloadPackage', { id: a.packages[1].id })).message).toBe('包裹不存在或不在车上')
    await ok('/v1/VehicleReservation/cancel', { id, remark: '司机临时有事' })
    expect(await vehicle(id)).toMatchObject({ status: 90, cancelReason: '司机临时有事' })
    expect((await ok('/v1/DispatchBill/get', { id: v.dispatchBillId })).status).toBe(90)
    expect((await call('/v1/VehicleReservation/arrive', { id })).message).toBe('当前状态“已取消”不能执行“到达登记”')
  })

  it('departs at the pickup only with shipped orders; what is not ticked is unloaded', async () => {
    await ok('/v1/out/jianqu/add', { areaName: '四监区', deliveryPoint: '第四监区（新院）', storageId: gz, routeName: '干线一号线' })
    expect((await call('/v1/out/jianqu/add', { areaName: '四监区', deliveryPoint: 'x' })).message).toBe('配送区域已存在')
    const id = await booking()
    await ok('/v1/VehicleReservation/arrive', { id })
    expect((await call('/v1/VehicleReservation/depart', { id })).message).toBe('当前状态“已到达”不能执行“发车”')
    const a = await orderWithPackages({ packages: [10, 10], areaName: '四监区' })
    const b = await orderWithPackages({ packages: [10], areaName: '五监区' })
    await ok('/v1/VehicleReservation/load', { id, packageIds: [...a.packages, ...b.packages].map((p) => p.id) })
    const v = await vehicle(id)
    const pickup = await ok('/v1/VehicleReservation/pickup', { code: v.plateNo })
    expect(pickup).toMatchObject({ id, status: 20, packageCount: 3 })
    expect(pickup.packages.find((p: { packageNo: string }) => p.packageNo === a.packages[0].packageNo).deliveryPoint).toBe('第四监区（新院）')
    expect(pickup.packages.find((p: { packageNo: string }) => p.packageNo === b.packages[0].packageNo).deliveryPoint).toBe('五监区')
    const refused = await call('/v1/VehicleReservation/depart', { id })
    expect(refused.message).toContain('尚未出库，请先在待出库中完成出库')
    expect((await vehicle(id)).status).toBe(20)
    // The ship step issues a's stock and marks its packages 已发出 (they stay on the vehicle).
    await shipped(a.order)
    expect((await call('/v1/VehicleReservation/unload', { id, packageIds: [a.packages[0].id] })).message).toBe(
      `包裹 ${a.packages[0].packageNo} 的订单已出库，不能卸车`,
    )
    expect((await call('/v1/VehicleReservation/depart', { id, packageIds: [a.packages[0].id] })).message).toBe(
      `包裹 ${a.packages[1].packageNo} 的订单已出库，必须随车发出`,
    )
    // b's order is not shipped: the driver leaves its package behind.
    await ok('/v1/VehicleReservation/depart', { id, version: pickup.version, packageIds: a.packages.map((p) => p.id) })
    expect(await vehicle(id)).toMatchObject({ status: 30, packageCount: 2 })
    expect(await pkg(a.packages[0].id)).toMatchObject({ status: 30, vehicleId: id })
    expect(await pkg(b.packages[0].id)).toMatchObject({ status: 10, vehicleId: null })
    const bill = await ok('/v1/DispatchBill/get', { id: v.dispatchBillId })
    expect(bill).toMatchObject({ status: 10, packageCount: 2, orderCount: 1 })
    expect(bill.departedAt).toBeTruthy()
    const events = await ok('/v1/out/logistics/list', { packageId: a.packages[0].id })
    expect(events.list).toMatchObject([{ eventType: 1, description: expect.stringContaining(`车辆 ${v.plateNo} 已发车`) }])
    await ok('/v1/out/logistics/add', {
      packageId: a.packages[0].id,
      eventTime: api.clock.now().toISOString(),
      eventType: 3,
      location: '第四监区',
      description: '已到达监区仓库',
    })
    const after = await ok('/v1/out/logistics/list', { packageId: a.packages[0].id })
    expect(after.total).toBe(2)
    expect(after.list.find((e: { eventType: number }) => e.eventType === 3)).toMatchObject({
      orderId: a.order,
      waybillNo: expect.stringMatching(/^YT/),
      operatorName: expect.any(String),
    })
    expect(
      (await call('/v1/out/logistics/add', { packageId: b.packages[0].id, eventTime: api.clock.now().toISOString(), eventType: 2, description: 'x' })).message,
    ).toBe('包裹尚未装车，不能记录物流轨迹')
    expect((await call('/v1/VehicleReservation/cancel', { id })).message).toBe('当前状态“已发车”不能执行“取消预约”')
    expect((await call('/v1/VehicleReservation/load', { id, packageIds: [b.packages[0].id] })).message).toBe(`车辆 ${v.plateNo} 已发车，不能装车`)
    await ok('/v1/DispatchBill/deliver', { id: v.dispatchBillId })
    expect((await call('/v1/DispatchBill/deliver', { id: v.dispatchBillId })).message).toBe('当前状态“已送达”不能执行“确认送达”')
    const logs = await ok('/v1/VehicleReservation/logs', { docId: id })
    expect(logs.list.map((l: { title: string }) => l.title)).toEqual(['发车', '开始装车', '到达登记'])
  })

  it('refuses to depart with nothing on board or an order being cancelled', async () => {
    const id = await booking()
    await ok('/v1/VehicleReservation/arrive', { id })
    const a = await orderWithPackages({ packages: [10], orderStatus: 60 })
    await ok('/v1/VehicleReservation/load', { id, packageIds: [a.packages[0].id] })
    expect((await call('/v1/VehicleReservation/depart', { id, packageIds: [] })).message).toMatch(/上没有包裹，不能发车/)
    // The refused departure undid its unloading.
    expect(await pkg(a.packages[0].id)).toMatchObject({ status: 20, vehicleId: id })
    await api.db.query(`UPDATE out_order SET cancel_status = 10 WHERE id = $1`, [a.order])
    expect((await call('/v1/VehicleReservation/depart', { id })).message).toMatch(/已取消或正在取消审批，请先卸下/)
  })
})

async function job(payload: object) {
  const started = await call('/v1/DispatchBill/trunk/import', payload)
  expect(started.status, started.message).toBe(1)
  for (;;) {
    const s = (await call('/v1/import/status', { jobId: started.data.jobId })).data
    if (s.state !== 'running') return s
    await new Promise((r) => setTimeout(r, 50))
  }
}

const trunkRow = (no: string, extra: Record<string, unknown> = {}) => ({
  干线单号: no,
  发货仓库: '广州白云一号仓',
  送达点: '第一监区',
  承运商: '顺丰速运',
  车牌号: '粤A88888',
  司机: '赵师傅',
  司机电话: '13900001111',
  发运日期: today(),
  订单号: `CK${no}`,
  包裹号: `BG${no}`,
  监区: '一监区',
  件数: 3,
  '重量(kg)': 12.5,
  ...extra,
})

describe('trunk lists', () => {
  it('offers a template with the list and line columns', async () => {
    const r = await api.call('/v1/DispatchBill/trunk/import/template', {}, { token: demo })
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(r.bytes!)
    const headers = (wb.getWorksheet('导入数据')!.getRow(1).values as unknown[]).slice(1)
    expect(headers).toEqual(expect.arrayContaining(['*干线单号', '*发货仓库', '*送达点', '*发运日期', '*订单号', '*件数', '包裹号', '清单明细备注']))
  })

  it('previews errors by row and writes nothing; a clean file imports whole with a history row', async () => {
    const carrier = (await api.db.query(`SELECT name FROM carrier WHERE tenant_id = $1 AND status = 1 ORDER BY id LIMIT 1`, [tenant])).rows[0].name
    const rows = [
      trunkRow('GX-T1', { 承运商: carrier }),
      trunkRow('GX-T1', { 承运商: carrier, 订单号: 'CK-GX-T1-2', 件数: 2 }),
      trunkRow('GX-T2', { 承运商: carrier, 车牌号: 'ABC', 件数: 0 }),
      trunkRow('GX-T3', { 承运商: carrier, 发货仓库: '不存在的仓库' }),
    ]
    const preview = await job({ mode: 'preview', file: await sheet(rows), fileName: '干线0101.xlsx' })
    expect(preview.result.errorCount).toBeGreaterThanOrEqual(3)
    type RowError = { row: number; column: string; message: string }
    const at = (row: number) => (preview.result.errors as RowError[]).filter((e) => e.row === row)
    expect(at(2)).toEqual([])
    expect(at(3)).toEqual([])
    expect(at(4)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ column: '车牌号', message: expect.stringContaining('请输入正确的车牌号') }),
        expect.objectContaining({ column: '件数' }),
      ]),
    )
    expect(at(5)).toEqual([expect.objectContaining({ column: '发货仓库' })])
    expect((await call('/v1/DispatchBill/trunk/import', { mode: 'commit', jobId: preview.jobId })).message).toBe('该文件尚未通过校验，不能导入')
    expect((await ok('/v1/DispatchBill/trunk/list', { trunkNo: 'GX-T' })).total).toBe(0)

    const clean = await job({
      mode: 'preview',
      file: await sheet(rows.slice(0, 2).concat([trunkRow('GX-T2', { 承运商: carrier })])),
      fileName: '干线0101.xlsx',
    })
    expect(clean.result).toMatchObject({ errorCount: 0, documents: 2, lines: 3 })
    const done = await job({ mode: 'commit', jobId: clean.jobId })
    expect(done.result).toMatchObject({ imported: 2, lines: 3 })
    const lists = (await ok('/v1/DispatchBill/trunk/list', { trunkNo: 'GX-T', sort: { field: 'trunkNo', order: 'asc' } })).list
    expect(lists).toMatchObject([
      { trunkNo: 'GX-T1', status: 0, lineCount: 2, totalQty: 5, totalWeight: 25, storageId: gz, importName: '干线0101.xlsx' },
      { trunkNo: 'GX-T2', lineCount: 1 },
    ])
    const history = (await ok('/v1/DispatchBill/trunk/imports', { fileName: '干线0101' })).list
    expect(history).toMatchObject([{ fileName: '干线0101.xlsx', trunkCount: 2, lineCount: 3, operatorName: expect.any(String) }])
    // The same numbers again: every row refused as already there.
    const again = await job({ mode: 'preview', file: await sheet([trunkRow('GX-T2', { 承运商: carrier })]) })
    expect(again.result.errors[0].message).toBe('干线单号“GX-T2”已存在')

    const t1 = lists[0]
    expect((await ok('/v1/DispatchBill/trunk/lines', { trunkListId: t1.id })).total).toBe(2)
    const printed = await ok('/v1/DispatchBill/trunk/print', { ids: [t1.id] })
    expect(printed[0]).toMatchObject({ trunkNo: 'GX-T1', storageName: '广州白云一号仓', lines: [{ orderNo: 'CKGX-T1' }, { orderNo: 'CK-GX-T1-2' }] })
    await ok('/v1/DispatchBill/trunk/start', { id: t1.id })
    const got = await ok('/v1/DispatchBill/trunk/get', { id: t1.id })
    expect((await call('/v1/DispatchBill/trunk/update', { id: t1.id, version: got.version, remark: 'x' })).message).toBe('只有“待发运”的干线清单可以修改')
    expect((await call('/v1/DispatchBill/trunk/cancel', { id: t1.id })).message).toBe('当前状态“运输中”不能执行“取消”')
    await ok('/v1/DispatchBill/trunk/arrive', { id: t1.id })
    expect((await ok('/v1/DispatchBill/trunk/get', { id: t1.id })).arrivedAt).toBeTruthy()
  })

  it('saves a list by hand with lines, and refuses one without lines', async () => {
    expect(
      (await call('/v1/DispatchBill/trunk/add', { trunkNo: 'GX-H0', storageId: gz, deliveryPoint: '第二监区', shipDate: today(), lines: [] })).message,
    ).toMatch(/至少/)
    const { id } = await ok('/v1/DispatchBill/trunk/add', {
      trunkNo: 'GX-H1',
      storageId: gz,
      deliveryPoint: '第二监区',
      shipDate: today(),
      lines: [
        { orderNo: 'CK1', qty: 2, weight: 1.5 },
        { orderNo: 'CK2', qty: 1 },
      ],
    })
    expect(await ok('/v1/DispatchBill/trunk/get', { id })).toMatchObject({ totalQty: 3, totalWeight: 1.5, lineCount: 2, status: 0 })
  })
})

describe('permissions', () => {
  it('lets the keeper book and load, and refuses the approver', async () => {
    const keeper = await api.login('keeper')
    const approver = await api.login('approver')
    const payload = { storageId: gz, plateNo: plate(), driverName: '孙师傅', driverPhone: '13812345678', bookDate: today(), timeSlot: 5 }
    const { id } = await ok('/v1/VehicleReservation/add', payload, keeper)
    await ok('/v1/VehicleReservation/arrive', { id }, keeper)
    const refused = await call('/v1/VehicleReservation/add', { ...payload, plateNo: plate() }, approver)
    expect(refused.status).toBe(0)
    expect(refused.message).toMatch(/权限/)
  })
})

describe('tenant isolation', () => {
  it("keeps another tenant's vehicles, packages, bills and trunk lists out of reach", async () => {
    const id = await booking()
    await ok('/v1/VehicleReservation/arrive', { id })
    const a = await orderWithPackages({ packages: [10] })
    expect((await call('/v1/VehicleReservation/get', { id }, demo2)).status).toBe(0)
    expect((await call('/v1/VehicleReservation/load', { id, packageIds: [a.packages[0].id] }, demo2)).message).toBe('车辆预约不存在或已被删除')
    expect((await call('/v1/VehicleReservation/arrive', { id }, demo2)).message).toBe('车辆预约不存在或已被删除')
    expect((await call('/v1/VehicleReservation/pickup', { code: (await vehicle(id)).plateNo }, demo2)).status).toBe(0)
    expect((await ok('/v1/VehicleReservation/packages', {}, demo2)).list.map((p: { id: number }) => p.id)).not.toContain(a.packages[0].id)
    expect((await call('/v1/VehicleReservation/cage', { cageNo: 'X1', code: a.packages[0].packageNo }, demo2)).message).toBe(
      `没有包裹号为 ${a.packages[0].packageNo} 的包裹`,
    )
    // demo2's own vehicle cannot take demo's package either.
    const sh = (await api.db.query(`SELECT id FROM storage WHERE code = 'SH01'`)).rows[0].id
    const own = (
      await ok(
        '/v1/VehicleReservation/add',
        { storageId: sh, plateNo: plate(), driverName: '周', driverPhone: '13900139000', bookDate: today(), timeSlot: 1 },
        demo2,
      )
    ).id
    await ok('/v1/VehicleReservation/arrive', { id: own }, demo2)
    expect((await call('/v1/VehicleReservation/load', { id: own, packageIds: [a.packages[0].id] }, demo2)).message).toMatch(/不存在/)
    expect((await ok('/v1/DispatchBill/trunk/list', {}, demo2)).list.every((t: { trunkNo: string }) => !t.trunkNo.startsWith('GX-'))).toBe(true)
    expect((await ok('/v1/out/jianqu/list', {}, demo2)).list.every((m: { areaName: string }) => m.areaName !== '四监区')).toBe(true)
  })

  it('leaves the stock books clean (transport posts no stock)', async () => {
    expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
  })
})
