// Demo transport (issue 7, O3) through the real handlers: jianqu mappings for the demo's
// delivery areas, vehicle bookings in every state, a dispatch bill, and trunk lists imported
// from a small generated workbook (with its history row). Loading takes packed orders (待出库,
// sealed packages) the packing seed left: the first goes on the vehicle that departs — loaded,
// shipped through the ship step (stock issued there), then off at the driver's pickup — the
// next on the vehicle still 装车中. Without packed orders those vehicles stay 已到达.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import type { HandlerContext, Session } from '../kernel/handler.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { create } from '../crud/write.ts'
import { businessDay } from '../domain/numbering.ts'
import { saveReservation } from '../domain/outbound/transport/booking.ts'
import { loadPackages } from '../domain/outbound/transport/loading.ts'
import { shipOrders } from '../domain/outbound/fulfil/shipping.ts'
import { importTrunks } from '../domain/outbound/transport/trunk.ts'
import { jobOf } from '../crud/import/jobs.ts'
import { xlsxBase64 } from '../domain/outbound/transport/workbook.ts'
import { contextOf, sessionOf } from './seed-context.ts'

const JIANQU: [string, string, string, string][] = [
  ['一监区', '第一监区', '干线一号线', '监区大院北门 1 号'],
  ['二监区', '第二监区', '干线一号线', '监区大院北门 2 号'],
  ['三监区', '第三监区', '干线二号线', '监区大院西门 3 号'],
  ['女子监区', '女子监区（东院）', '干线二号线', '东院生活区 1 栋'],
  ['医院监区', '监狱医院', '干线三号线', '医院路 18 号'],
]

const day = (offset: number) => {
  const d = businessDay(new Date(Date.now() + offset * 86_400_000))
  return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`
}

type Fate = 'booked' | 'arrived' | 'loading' | 'departed' | 'cancelled'
const VEHICLES: { fate: Fate; plate: string; driver: string; phone: string; slot: number; dock: string; days: number; route: string }[] = [
  { fate: 'booked', plate: '粤A9P163', driver: '吴国平', phone: '13826001005', slot: 1, dock: 'D01', days: 1, route: '监狱医院' },
  { fate: 'booked', plate: '粤E2M605', driver: '郑永福', phone: '13826001006', slot: 2, dock: 'D02', days: 1, route: '第三监区' },
  { fate: 'departed', plate: '粤A3K726', driver: '刘建国', phone: '13826001001', slot: 1, dock: 'D01', days: 0, route: '第一监区' },
  { fate: 'loading', plate: '粤A5T219', driver: '陈志强', phone: '13826001002', slot: 2, dock: 'D02', days: 0, route: '女子监区（东院）' },
  { fate: 'arrived', plate: '粤AD8831', driver: '黄海涛', phone: '13826001003', slot: 3, dock: 'D03', days: 0, route: '第二监区' },
  { fate: 'cancelled', plate: '粤B76Q52', driver: '周立新', phone: '13826001004', slot: 4, dock: 'D01', days: 0, route: '第三监区' },
]

/** Orders 待出库 of the warehouse with sealed packages on no vehicle: the packing seed's. */
async function readyOrders(tx: Tx, storageId: number): Promise<{ id: number; packages: number[] }[]> {
  const r = await tx.query<{ id: number; packages: number[] }>(
    `SELECT o.id, array_agg(p.id ORDER BY p.id) AS packages FROM out_order o JOIN out_package p ON p.tenant_id = o.tenant_id AND p.order_id = o.id
      WHERE o.storage_id = $1 AND o.status = 60 AND o.cancel_status <> 10 AND p.status = 10 AND p.vehicle_reservation_id IS NULL
      GROUP BY o.id ORDER BY o.id`,
    [storageId],
  )
  return r.rows.map((x) => ({ id: Number(x.id), packages: x.packages.map(Number) }))
}

async function seedVehicles(db: Db, config: WmsConfig, tenantId: number, userId: number) {
  await inTenant(db, { tenantId, userId }, async (tx) => {
    const keeper = await sessionOf(tx, 'keeper')
    const ctx = (payload: Record<string, unknown>, endpoint: HandlerContext['endpoint'] = { op: 'custom' }) => contextOf(config, tx, keeper, payload, endpoint)
    const storageId = (await tx.query<{ id: number }>(`SELECT id FROM storage WHERE code = 'GZ01'`)).rows[0].id
    for (const [i, [areaName, deliveryPoint, routeName, address]] of JIANQU.entries())
      await create.run(
        ctx(
          { areaName, deliveryPoint, storageId, routeName, address, contact: '监区管理科', phone: '020-8661230' + i, sortNo: (i + 1) * 10 },
          { op: 'create', entity: 'jianquMap' },
        ),
      )
    const carriers = (await tx.query<{ id: number }>(`SELECT id FROM carrier WHERE status = 1 ORDER BY id`)).rows.map((r) => r.id)
    for (const [i, v] of VEHICLES.entries()) {
      const payload = {
        storageId,
        carrierId: carriers[i % Math.max(1, carriers.length)] ?? null,
        plateNo: v.plate,
        vehicleType: i % 3 === 2 ? 3 : 1,
        driverName: v.driver,
        driverPhone: v.phone,
        bookDate: day(v.days),
        timeSlot: v.slot,
        dockNo: v.dock,
        routeName: v.route,
      }
      const { id } = (await saveReservation.run(ctx(payload, { op: 'create', entity: 'vehicleReservation' }))) as { id: number }
      if (v.fate === 'booked') continue
      if (v.fate === 'cancelled') {
        await runTransition(ctx({}), 'vehicleReservation', 'cancel', id, { remark: '车辆故障，改约明天' })
        continue
      }
      await runTransition(ctx({}), 'vehicleReservation', 'arrive', id)
      if (v.fate === 'arrived') continue
      // Loading needs a packed order (待出库) from the packing seed; without one the vehicle waits 已到达.
      const order = (await readyOrders(tx, storageId))[0]
      if (!order) continue
      await loadPackages.run(ctx({ id, packageIds: order.packages }))
      if (v.fate !== 'departed') continue
      // Loaded goods are shipped (stock issued by the ship step), then the driver leaves with them.
      await shipOrders.run(ctx({ ids: [order.id] }))
      await runTransition(ctx({}), 'vehicleReservation', 'depart', id, { remark: '司机提货核对无误' })
    }
  })
}

async function finished(jobId: string, session: Session) {
  for (;;) {
    const j = jobOf(jobId, { tenantId: session.tenantId, userId: session.userId })
    if (j.state !== 'running') return j
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Two trunk lists through the real import (preview, then commit), the second one sent off. */
async function seedTrunkImport(db: Db, config: WmsConfig, tenantId: number, userId: number) {
  const { session, orders, storage, carrier } = await inTenant(db, { tenantId, userId }, async (tx) => ({
    session: await sessionOf(tx, 'keeper'),
    orders: (
      await tx.query<{ orderNo: string; areaName: string | null }>(`SELECT order_no AS "orderNo", area_name AS "areaName" FROM out_order ORDER BY id LIMIT 5`)
    ).rows,
    storage: (await tx.query<{ name: string }>(`SELECT name FROM storage WHERE code = 'GZ01'`)).rows[0].name,
    carrier: (await tx.query<{ name: string }>(`SELECT name FROM carrier WHERE status = 1 ORDER BY id LIMIT 1`)).rows[0]?.name ?? null,
  }))
  const stamp = businessDay(new Date())
  const lists: [string, string, string, string][] = [
    [`GX${stamp}01`, '第一监区', '粤A6H208', '一监区'],
    [`GX${stamp}02`, '女子监区（东院）', '粤A7J315', '女子监区'],
  ]
  const rows = lists.flatMap(([trunkNo, point, plate, area], k) =>
    [0, 1, 2].slice(0, 3 - k).map((i) => ({
      干线单号: trunkNo,
      发货仓库: storage,
      送达点: point,
      承运商: carrier,
      车牌号: plate,
      司机: k ? '林师傅' : '何师傅',
      司机电话: k ? '13926002002' : '13926002001',
      发运日期: day(0),
      订单号: orders[k * 3 + i]?.orderNo ?? `CK${stamp}9${k}${i}`,
      包裹号: null,
      监区: orders[k * 3 + i]?.areaName ?? area,
      件数: 2 + i,
      '重量(kg)': 8 + i * 3.5,
      '体积(m³)': 0.12,
    })),
  )
  const ctx = {
    ...contextOf(config, null as unknown as Tx, session, {}, { op: 'import', entity: 'trunkList', handler: 'trunk.import' }),
    path: '/v1/DispatchBill/trunk/import',
  }
  ctx.deps = { ...ctx.deps, db }
  const preview = (await importTrunks.run({ ...ctx, payload: { mode: 'preview', file: await xlsxBase64(rows), fileName: `干线清单-${stamp}.xlsx` } })) as {
    jobId: string
  }
  const checked = await finished(preview.jobId, session)
  if (checked.state !== 'done' || (checked.result as { errorCount: number }).errorCount)
    throw new Error(`demo trunk import: ${JSON.stringify(checked.result ?? checked.error)}`)
  const commit = (await importTrunks.run({ ...ctx, payload: { mode: 'commit', jobId: preview.jobId } })) as { jobId: string }
  const written = await finished(commit.jobId, session)
  if (written.state !== 'done') throw new Error(`demo trunk import: ${written.error}`)
  await inTenant(db, { tenantId, userId }, async (tx) => {
    // The second list is on the road; the first still waits (and can be edited).
    const second = (await tx.query<{ id: number }>(`SELECT id FROM trunk_list WHERE trunk_no = $1`, [lists[1][0]])).rows[0].id
    await runTransition(contextOf(config, tx, session), 'trunkList', 'start', second, { remark: '按时发运' })
  })
}

export async function seedDemoTransport(db: Db, config: WmsConfig, ids: { demo: number; demoUser: number; second: number; demo2User: number }): Promise<void> {
  await seedVehicles(db, config, ids.demo, ids.demoUser)
  await seedTrunkImport(db, config, ids.demo, ids.demoUser)
  // The second tenant books a vehicle of its own (isolation checks see it, demo never does).
  await inTenant(db, { tenantId: ids.second, userId: ids.demo2User }, async (tx) => {
    const s = await sessionOf(tx, 'demo2')
    const storageId = (await tx.query<{ id: number }>(`SELECT id FROM storage WHERE code = 'SH01'`)).rows[0].id
    await saveReservation.run(
      contextOf(
        config,
        tx,
        s,
        { storageId, plateNo: '沪D61820', driverName: '沈师傅', driverPhone: '13916003001', bookDate: day(1), timeSlot: 2, dockNo: 'S01' },
        { op: 'create', entity: 'vehicleReservation' },
      ),
    )
  })
}
