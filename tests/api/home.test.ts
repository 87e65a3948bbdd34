// The home page's figures (/home/count, /home/charts): tiles only of modules that exist and screens
// the caller holds, every figure in the current warehouse and the caller's data scope, checked
// against the raw rows of the demo data counted here by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { TILES, tileModuleExists } from '../../src/server/domain/home/tiles.ts'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const TZ = process.env.WMS_TIMEZONE || 'Asia/Shanghai'
const localDay = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: TZ }).format(d)

async function call(path: string, payload: unknown, token: string) {
  const r = await api.call(path, payload, { token })
  expect(r.body.status, r.body.message).toBe(1)
  return r.body.data
}
const storageId = async (code: string) => (await api.db.query<{ id: number }>(`SELECT id FROM storage WHERE code = $1`, [code])).rows[0].id
const count = async (sql: string, params: unknown[]) => (await api.db.query<{ n: number }>(sql, params)).rows[0].n

describe('home tiles', () => {
  it('shows only the tiles whose documents exist, each counting its documents in the current warehouse', async () => {
    const tiles = await call('/home/count', {}, await api.login('demo'))
    // No 采购换货 documents exist yet: its tile is hidden, not 0.
    expect(tiles.map((t: any) => t.homeModular)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14])
    const gz = await storageId('GZ01')
    const byTile = Object.fromEntries(tiles.map((t: any) => [t.homeModular, t.count]))
    expect(byTile[1]).toBe(await count(`SELECT count(*)::int AS n FROM bespeak WHERE storage_id = $1 AND status IN (10, 20)`, [gz]))
    expect(byTile[3]).toBe(await count(`SELECT count(*)::int AS n FROM out_order WHERE storage_id = $1 AND status = 60`, [gz]))
    expect(byTile[2]).toBe(await count(`SELECT count(*)::int AS n FROM inventory_task WHERE storage_id = $1 AND status = 10`, [gz]))
    expect(byTile[14]).toBe(await count(`SELECT count(*)::int AS n FROM return_picking WHERE storage_id = $1 AND status = 0`, [gz]))
    expect(byTile[1]).toBeGreaterThan(0)
  })

  it('counts in the warehouse chosen in the header', async () => {
    const token = await api.login('demo')
    const before = (await call('/home/count', {}, token)).find((t: any) => t.homeModular === 1).count
    const fs = await storageId('FS02')
    await call('/user/changeStorage', { storageId: fs }, token)
    const after = (await call('/home/count', {}, token)).find((t: any) => t.homeModular === 1).count
    const expected = await count(`SELECT count(*)::int AS n FROM bespeak WHERE storage_id = $1 AND status IN (10, 20)`, [fs])
    expect(after).toBe(expected)
    expect(after).not.toBe(before)
    await call('/user/changeStorage', { storageId: await storageId('GZ01') }, token)
  })

  it('gives each user the tiles of the screens they hold', async () => {
    const keeper = (await call('/home/count', {}, await api.login('keeper'))).map((t: any) => t.homeModular)
    expect(keeper).toEqual(expect.arrayContaining([1, 3, 14]))
    const approver = (await call('/home/count', {}, await api.login('approver'))).map((t: any) => t.homeModular)
    // The demo's 审批员 role holds 入库预约 but not 待出库 nor 退拣单.
    expect(approver).not.toContain(3)
    expect(approver).not.toContain(14)
    expect(approver).toEqual(expect.arrayContaining([4, 5]))
  })

  it('counts in each approval tile the approvals of its type waiting for the user in the current warehouse', async () => {
    const token = await api.login('approver')
    const user = (await api.db.query<{ id: number }>(`SELECT id FROM sys_user WHERE account = 'approver'`)).rows[0].id
    const roles = (
      await api.db.query<{ id: number }>(
        `SELECT ur.role_id AS id FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id AND r.status = 1 WHERE ur.user_id = $1`,
        [user],
      )
    ).rows.map((r) => Number(r.id))
    const open = (
      await api.db.query<{ docType: string; storageId: number | null; node: { userIds?: number[]; roleIds?: number[] } }>(
        `SELECT doc_type AS "docType", storage_id AS "storageId", nodes -> current_node AS node FROM approval_instance WHERE status = 0`,
      )
    ).rows
    // Waiting for the user: the current node names them or one of their enabled roles.
    const mine = open.filter((i) => i.node.userIds?.map(Number).includes(Number(user)) || i.node.roleIds?.some((r) => roles.includes(Number(r))))
    const expected = (docType: string, storage: number) =>
      mine.filter((i) => i.docType === docType && (i.storageId == null || Number(i.storageId) === storage)).length

    const counts: Record<string, Record<number, number>> = {}
    for (const code of ['GZ01', 'FS02']) {
      const storage = await storageId(code)
      await call('/user/changeStorage', { storageId: storage }, token)
      const tiles = (await call('/home/count', {}, token)).filter((t: any) => api.config.screens[t.routeName].kind === 'approval')
      expect(tiles.map((t: any) => t.homeModular)).toEqual([4, 5, 6, 7, 8, 9, 11, 12, 13])
      for (const t of tiles) expect(t.count, `${code} ${t.title}`).toBe(expected((api.config.screens[t.routeName] as any).docType, storage))
      counts[code] = Object.fromEntries(tiles.map((t: any) => [t.homeModular, t.count]))
    }
    // The demo has something waiting in every approval tile of 广州仓, fewer in 佛山仓; product
    // approvals belong to no warehouse and count in every one.
    expect(Object.values(counts.GZ01).every((n) => n > 0)).toBe(true)
    expect(counts.FS02[4]).toBe(counts.GZ01[4])
    expect([5, 6, 8, 13].some((n) => counts.FS02[n] < counts.GZ01[n])).toBe(true)
    await call('/user/changeStorage', { storageId: await storageId('GZ01') }, token)
  })

  it('shows an approval tile once a workflow submits its document type', () => {
    // 加工单 arrived with its workflow: its tile is there.
    expect(
      tileModuleExists(
        api.config,
        TILES.find((t) => t.homeModular === 12)!,
      ),
    ).toBe(true)
    const exchange = TILES.find((t) => t.homeModular === 10)!
    expect(tileModuleExists(api.config, exchange)).toBe(false)
    // The loaded config leaves out the approval screen of a type no workflow submits: a build
    // that adds 采购换货 brings both.
    const screen = { group: '/to-examine', kind: 'approval', title: '采购换货审批', docType: 'purchaseExchange' } as any
    expect(tileModuleExists({ ...api.config, screens: { ...api.config.screens, [exchange.routeName]: screen } }, exchange)).toBe(false)
    const config = {
      ...api.config,
      screens: { ...api.config.screens, [exchange.routeName]: screen },
      workflows: { ...api.config.workflows, purchaseExchange: { approval: { docType: 'purchaseExchange' } } as any },
    }
    expect(tileModuleExists(config, exchange)).toBe(true)
    // A tile whose screen is not declared stays hidden whatever else exists (盘点任务 without its screen).
    const { 'inventory-task': _counted, ...withoutCount } = config.screens
    expect(
      tileModuleExists(
        { ...config, screens: withoutCount },
        TILES.find((t) => t.homeModular === 2)!,
      ),
    ).toBe(false)
  })
})

describe('home charts', () => {
  it('sums the last 30 days of receipts and issues per business day', async () => {
    const { inOut } = await call('/home/charts', {}, await api.login('demo'))
    const gz = await storageId('GZ01')
    const today = localDay(api.clock.now())
    expect(inOut.days).toHaveLength(30)
    expect(inOut.days.at(-1)).toBe(today)
    const rows = (
      await api.db.query<{ at: string; operation: string; qty: number }>(
        // Opening stock (期初) was received on no day.
        `SELECT created_at AS at, operation, qty FROM stock_ledger WHERE storage_id = $1 AND operation IN ('receive', 'issue') AND doc_type <> 'opening'`,
        [gz],
      )
    ).rows
    const expected = (op: string, sign: number) =>
      inOut.days.map((d: string) => rows.filter((r) => r.operation === op && localDay(new Date(r.at)) === d).reduce((s, r) => s + sign * Number(r.qty), 0))
    expect(inOut.inbound.map(Number)).toEqual(expected('receive', 1).map((x: number) => expect.closeTo(x, 4)))
    expect(inOut.outbound.map(Number)).toEqual(expected('issue', -1).map((x: number) => expect.closeTo(x, 4)))
    expect(inOut.inbound.some((x: number) => x > 0)).toBe(true)
  })

  it('counts orders by state, sums stock by category and location use by area of the current warehouse', async () => {
    const charts = await call('/home/charts', {}, await api.login('demo'))
    const gz = await storageId('GZ01')
    const since = charts.inOut.days[0]
    const orders = (
      await api.db.query<{ status: number; at: string }>(`SELECT status, created_at AS at FROM out_order WHERE storage_id = $1`, [gz])
    ).rows.filter((o) => localDay(new Date(o.at)) >= since)
    expect(orders.length).toBeGreaterThan(0)
    const byStatus = new Map<number, number>()
    for (const o of orders) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1)
    expect(charts.orderStates).toEqual([...byStatus.keys()].sort((a, b) => a - b).map((s) => ({ status: s, name: expect.any(String), count: byStatus.get(s) })))
    expect(charts.orderStates.find((x: any) => x.status === 70)?.name ?? '已出库').toBe('已出库')

    const stock = (
      await api.db.query<{ name: string | null; qty: number }>(
        `SELECT c.name, b.on_hand AS qty FROM stock_balance b JOIN sku s ON s.id = b.sku_id JOIN product p ON p.id = s.product_id
           LEFT JOIN category c ON c.id = p.category_id WHERE b.storage_id = $1 AND b.on_hand > 0`,
        [gz],
      )
    ).rows
    const byCategory = new Map<string, number>()
    for (const r of stock) byCategory.set(r.name ?? '未分类', (byCategory.get(r.name ?? '未分类') ?? 0) + Number(r.qty))
    expect(Object.fromEntries(charts.stockByCategory.map((x: any) => [x.name, Number(x.qty)]))).toEqual(
      Object.fromEntries([...byCategory].map(([k, v]) => [k, expect.closeTo(v, 4)])),
    )

    const locations = (
      await api.db.query<{ area: string; used: boolean }>(
        `SELECT a.name AS area, EXISTS (SELECT 1 FROM stock_balance b WHERE b.location_id = l.id AND b.on_hand > 0) AS used
           FROM location l JOIN storage_area a ON a.id = l.area_id WHERE l.storage_id = $1 AND l.status <> 0`,
        [gz],
      )
    ).rows
    expect(charts.utilisation.by).toBe('area')
    const areas = [...new Set(locations.map((l) => l.area))]
    expect(Object.fromEntries(charts.utilisation.rows.map((r: any) => [r.name, [r.used, r.total]]))).toEqual(
      Object.fromEntries(areas.map((a) => [a, [locations.filter((l) => l.area === a && l.used).length, locations.filter((l) => l.area === a).length]])),
    )
    expect(charts.utilisation.rows.some((r: any) => r.used > 0)).toBe(true)
  })

  it('keeps to the owners a user is given and hides charts of screens the user does not hold', async () => {
    const token = await api.login('keeper')
    const all = (await call('/home/charts', {}, token)).stockByCategory.reduce((s: number, x: any) => s + Number(x.qty), 0)
    const gz = await storageId('GZ01')
    const owner = (await api.db.query<{ id: number }>(`SELECT min(owner_id) AS id FROM stock_balance WHERE storage_id = $1 AND on_hand > 0`, [gz])).rows[0]
    // Stock of that owner, and stock of no owner (which every scope sees).
    const visible = (
      await api.db.query<{ qty: number }>(`SELECT sum(on_hand) AS qty FROM stock_balance WHERE storage_id = $1 AND (owner_id = $2 OR owner_id IS NULL)`, [
        gz,
        owner.id,
      ])
    ).rows[0].qty
    await api.db.query(`INSERT INTO user_owner (tenant_id, user_id, owner_id) SELECT u.tenant_id, u.id, $1 FROM sys_user u WHERE u.account = 'keeper'`, [
      owner.id,
    ])
    const scoped = (await call('/home/charts', {}, await api.login('keeper'))).stockByCategory.reduce((s: number, x: any) => s + Number(x.qty), 0)
    expect(scoped).toBeCloseTo(Number(visible), 4)
    expect(scoped).toBeLessThan(all)
    await api.db.query(`DELETE FROM user_owner WHERE owner_id = $1`, [owner.id])

    const approver = await call('/home/charts', {}, await api.login('approver'))
    expect(approver).toEqual({ inOut: null, orderStates: null, stockByCategory: null, utilisation: null })
  })
})
