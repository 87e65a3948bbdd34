// The whole outbound flow in Chromium, as issue 7 tells it. First, after an order of three SKUs
// is made and allocated through the API: the keeper makes a wave of it on create-waves, finishes
// picking on sorting-list, reviews it by scanning on check, packs and weighs it, ships it by
// scanning its package on scanning-to-out-stock and opens its delivery note from invoice. Then a
// second order of the same SKUs, picked, is cancelled: the keeper asks on order-query, 审批员
// approves on 订单取消审批, the keeper completes the 退拣单 and the goods are back. stock-total
// shows exactly the expected numbers at each step: on hand the same until shipping, available
// down by the order from allocation on, on hand down after shipping, all back after 退拣.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { expectMessage, gridRows, login, openScreen, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
const QTY = [3, 2, 1]
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]
let demo: string
let storageId: number
let skus: { id: number; code: string }[]
let order: { id: number; orderNo: string }
let packageNo: string
const before = new Map<string, Totals>()
interface Totals {
  onHand: number
  available: number
}

const api = async (path: string, body: object = {}) =>
  (
    await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: demo }, body: JSON.stringify(body) })
  ).json()
const ok = async (path: string, body: object = {}) => {
  const r = await api(path, body)
  expect(r.status, `${path}: ${r.message}`).toBe(1)
  return r.data
}
async function totals(code: string): Promise<Totals> {
  const row = (await api('/v1/stock/total', { storageId, keyword: code })).data.list.find((r: { skuCode: string }) => r.skuCode === code)
  return { onHand: row?.onHand ?? 0, available: row?.available ?? 0 }
}
/** stock-total for the order's SKUs equals what they were, moved by (on hand, available) × the order's quantities. */
async function expectStock(what: string, onHandDown: boolean, availableDown: boolean, baseline = before) {
  for (const [i, s] of skus.entries()) {
    const b = baseline.get(s.code)!
    expect(await totals(s.code), `${what}: ${s.code}`).toEqual({
      onHand: b.onHand - (onHandDown ? QTY[i] : 0),
      available: b.available - (availableDown ? QTY[i] : 0),
    })
  }
}
/** The same figures on the stock-total screen for the first SKU. */
async function stockOnScreen(name: string, onHandDown: boolean, availableDown = true, baseline = before) {
  await openScreen(page, base, '/stock-mag/stock-total', 'stock-total')
  const total = page.locator('[data-screen="stock-total"]:visible')
  const s = skus[0]
  const b = baseline.get(s.code)!
  await total.getByLabel('商品', { exact: true }).fill(s.code)
  await total.getByRole('button', { name: /查\s*询/ }).click()
  const row = async () => (await gridRows(page, 'stock-total')).find((r) => r.skuCode === s.code)
  await expect.poll(async () => (await row())?.onHand).toBe(String(b.onHand - (onHandDown ? QTY[0] : 0)))
  await expect.poll(async () => (await row())?.available).toBe(String(b.available - (availableDown ? QTY[0] : 0)))
  await shot(page, name)
}

beforeAll(async () => {
  demo = (
    await (
      await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'demo', password: 'demo123' }),
      })
    ).json()
  ).data.token
  storageId = (await api('/storage/list', { code: 'GZ01' })).data.list[0].id
  // Three SKUs with plenty available in the warehouse.
  const rows = (await api('/v1/stock/total', { storageId, pageSize: 100, sort: { field: 'available', order: 'desc' } })).data.list as {
    skuId: number
    skuCode: string
    available: number
  }[]
  skus = rows
    .filter((r) => r.available >= 10)
    .slice(0, 3)
    .map((r) => ({ id: r.skuId, code: r.skuCode }))
  expect(skus).toHaveLength(3)
  for (const s of skus) before.set(s.code, await totals(s.code))
  browser = await openBrowser()
  page = await browser.context.newPage()
  errors = watchErrors(page)
})
afterAll(() => browser.close())

/** Makes an order of the three SKUs (QTY each) through the API, accepted and allocated. */
async function allocatedOrder(receiverName: string) {
  const customer = (await api('/v1/customer/options', { status: 1 })).data[0]
  const made = await ok('/v1/order/add', {
    orderType: 1,
    storageId,
    customerId: customer?.value ?? null,
    receiverName,
    receiverPhone: '13800138123',
    receiverAddress: '广州市天河区测试路 1 号',
    areaName: '一监区',
    lines: skus.map((s, i) => ({ skuId: s.id, qty: QTY[i], price: 10 })),
  })
  await ok('/v1/order/accept', { id: made.id })
  await ok('/v1/out/allot', { id: made.id })
  expect((await ok('/v1/stockOut/get', { id: made.id })).status).toBe(20)
  return { id: made.id as number, orderNo: made.orderNo as string }
}

const confirmModal = () =>
  page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定|确\s*认|出\s*库/ })
    .click()
/** The action cell of the grid row whose column `col` reads exactly `text`. */
const actionsOf = (screen: string, col: string, text: string) =>
  page
    .locator(`[data-screen="${screen}"] .ag-row`, { has: page.locator(`.ag-cell[col-id="${col}"]`, { hasText: new RegExp(`^${text}$`) }) })
    .locator('.ag-cell[col-id="__actions"]')

describe('outbound, from an allocated order to the signed delivery note', () => {
  it('an order of three SKUs, accepted and allocated through the API: available falls, on hand stays', async () => {
    order = await allocatedOrder('端到端收货人')
    await expectStock('after allocation', false, true)
  })

  it('keeper: makes a wave of it on create-waves', async () => {
    await login(page, base, 'keeper')
    await openScreen(page, base, '/out-stock-mag/create-waves', 'create-waves')
    const screen = page.locator('[data-screen="create-waves"]')
    await expect.poll(async () => (await gridRows(page, 'create-waves')).some((r) => r.orderNo === order.orderNo)).toBe(true)
    // By row id, not position: a reload between reading a row's index and ticking it would tick another order.
    await screen.locator(`.ag-row[row-id="${order.id}"] .ag-selection-checkbox input`).first().check()
    await screen.getByRole('button', { name: '所选订单生成一个波次（1）' }).click()
    await confirmModal()
    await page.locator('.ant-modal-confirm', { hasText: '已生成 1 个波次' }).waitFor()
    await shot(page, 'out-01-wave-made')
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '知道了' }).click()
    expect((await ok('/v1/stockOut/get', { id: order.id })).status).toBe(30)
  })

  it('keeper: finishes picking on sorting-list; the goods wait at the 复核区 with their allocation', async () => {
    const waveNo = (await ok('/v1/stockOut/get', { id: order.id })).waveName
    await openScreen(page, base, '/out-stock-mag/sorting-list', 'sorting-list')
    await expect.poll(async () => (await gridRows(page, 'sorting-list')).some((r) => r.waveNo === waveNo)).toBe(true)
    await actionsOf('sorting-list', 'waveNo', waveNo).getByRole('button', { name: '确认拣货' }).click()
    await confirmModal()
    await page.locator('.ant-modal-confirm', { hasText: '拣货完成：1 个订单，共 6 件已移到复核区' }).waitFor()
    await shot(page, 'out-02-picked')
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '知道了' }).click()
    await expect.poll(async () => (await gridRows(page, 'sorting-list')).find((r) => r.waveNo === waveNo)?.status).toBe('已完成')
    expect((await ok('/v1/stockOut/get', { id: order.id })).status).toBe(40)
    await expectStock('after picking', false, true)
    await stockOnScreen('out-03-stock-after-pick', false)
  })

  it('keeper: reviews it by scanning on check — a SKU not on the order is refused, then all counted', async () => {
    await openScreen(page, base, '/out-stock-mag/check', 'check')
    const check = page.locator('[data-screen="check"]')
    const outcome = () => check.locator('[data-outcome]').innerText()
    await check.getByLabel('订单号').fill(order.orderNo)
    await check.getByLabel('订单号').press('Enter')
    await expect.poll(outcome).toContain(`已打开订单 ${order.orderNo}`)
    await check.getByLabel('商品条码').fill('NOT-ON-ORDER')
    await check.getByLabel('商品条码').press('Enter')
    await expect.poll(() => check.locator('[data-outcome]').getAttribute('data-outcome')).toBe('error')
    await page.waitForTimeout(400)
    for (const [i, s] of skus.entries()) {
      await check.getByLabel('数量').fill(String(QTY[i]))
      await check.getByLabel('商品条码').fill(s.code)
      await check.getByLabel('商品条码').press('Enter')
      await expect.poll(outcome).toContain(`已复核 ${QTY[i]}（${QTY[i]}/${QTY[i]}）`)
      await page.waitForTimeout(400)
    }
    await shot(page, 'out-04-reviewed')
    await check.getByRole('button', { name: '复核完成' }).click()
    await confirmModal()
    await expect.poll(outcome).toContain(`订单 ${order.orderNo} 复核完成`)
    expect((await ok('/v1/stockOut/get', { id: order.id })).status).toBe(50)
  })

  it('keeper: packs and weighs it in one box', async () => {
    await openScreen(page, base, '/out-stock-mag/packing-weighing', 'packing-weighing')
    await expect.poll(async () => (await gridRows(page, 'packing-weighing')).some((r) => r.orderNo === order.orderNo)).toBe(true)
    await actionsOf('packing-weighing', 'orderNo', order.orderNo).getByRole('button', { name: '打包称重' }).click()
    const pack = page.locator('[data-screen="package-order"]')
    const outcome = () => pack.locator('[data-outcome]').innerText()
    await expect.poll(outcome).toContain(`已打开订单 ${order.orderNo}`)
    await pack.getByLabel('重量').fill('4.5')
    await pack.getByLabel('运单号').fill('E2E0001')
    await pack.getByRole('button', { name: /封\s*箱/ }).click()
    await expect.poll(outcome).toContain('已封箱')
    packageNo = (await ok('/v1/out/package/order', { id: order.id })).packages[0].packageNo
    await shot(page, 'out-05-packed')
    await pack.getByRole('button', { name: '打包完成' }).click()
    await confirmModal()
    await expect.poll(outcome).toContain(`订单 ${order.orderNo} 打包完成`)
    expect(await ok('/v1/stockOut/get', { id: order.id })).toMatchObject({ status: 60, weight: 4.5, packageCount: 1 })
  })

  it('keeper: ships it by scanning its package on scanning-to-out-stock; on hand falls by the order', async () => {
    await openScreen(page, base, '/out-stock-mag/scanning-to-out-stock', 'scanning-to-out-stock')
    const scan = page.locator('[data-screen="scanning-to-out-stock"]')
    await scan.getByLabel('包裹号或订单号').fill(packageNo)
    await scan.getByLabel('包裹号或订单号').press('Enter')
    await expect.poll(() => scan.locator('[data-outcome]').innerText()).toContain(`已出库：${order.orderNo}，共 6 件`)
    await shot(page, 'out-06-shipped')
    expect((await ok('/v1/stockOut/get', { id: order.id })).status).toBe(70)
    await expectStock('after shipping', true, true)
    await stockOnScreen('out-07-stock-after-ship', true)
  })

  it('keeper: opens its delivery note from invoice and signs it', async () => {
    await openScreen(page, base, '/out-stock-mag/invoice', 'invoice')
    await expect.poll(async () => (await gridRows(page, 'invoice')).some((r) => r.orderNo === order.orderNo)).toBe(true)
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      actionsOf('invoice', 'orderNo', order.orderNo).getByRole('button', { name: '打印发货单' }).click(),
    ])
    const note = popup.locator(`[data-delivery-note="${order.orderNo}"]`)
    await note.waitFor()
    const text = await note.innerText()
    for (const s of skus) expect(text).toContain(s.code)
    expect(text).toContain('端到端收货人')
    expect(text).toContain(packageNo)
    expect(text).toContain('E2E0001') // the package's waybill, taken by the order at 打包完成
    await popup.screenshot({ path: 'test-output/e2e/out-08-delivery-note.png', fullPage: true })
    await popup.close()
    await actionsOf('invoice', 'orderNo', order.orderNo).getByRole('button', { name: '签收' }).click()
    await confirmModal()
    await expect.poll(async () => (await gridRows(page, 'invoice')).find((r) => r.orderNo === order.orderNo)?.status).toBe('已签收')
    await shot(page, 'out-09-signed')
    expect((await api('/v1/stock/verify', {})).data.passed).toBe(true)
    expect(errors).toEqual([])
  })
})

describe('a second order, cancelled after picking: approved, and the 退拣单 puts the stock back', () => {
  const base2 = new Map<string, Totals>()
  let second: { id: number; orderNo: string }
  const grid = (screen: string) => page.locator(`[data-screen="${screen}"]:visible`)

  it('is allocated, waved and picked: available falls by it, on hand stays', async () => {
    for (const s of skus) base2.set(s.code, await totals(s.code))
    second = await allocatedOrder('取消测试收货人')
    await ok('/v1/out/wave/create', { ids: [second.id], groupBy: 9 })
    await ok('/v1/out/pick/finish', { orderId: second.id })
    expect((await ok('/v1/stockOut/get', { id: second.id })).status).toBe(40)
    await expectStock('second order picked', false, true, base2)
  })

  it('keeper: asks to cancel it on order-query with a reason', async () => {
    await openScreen(page, base, '/out-stock-mag/order-query', 'order-query')
    await grid('order-query').getByLabel('订单号').fill(second.orderNo)
    await grid('order-query')
      .getByRole('button', { name: /查\s*询/ })
      .click()
    await expect.poll(async () => (await gridRows(page, 'order-query')).map((r) => r.orderNo)).toEqual([second.orderNo])
    await actionsOf('order-query', 'orderNo', second.orderNo).getByRole('button', { name: '申请取消' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.locator('textarea').fill('客户改址，取消后重新下单')
    await drawer.getByRole('button', { name: /提交申请/ }).click()
    await drawer.waitFor({ state: 'hidden' })
    expect(await ok('/v1/stockOut/get', { id: second.id })).toMatchObject({ status: 40, cancelStatus: 10 })
    // Nothing moves while the approval is open.
    expect((await api('/v1/out/review/scan', { orderId: second.id, code: skus[0].code, qty: 1, scanKey: crypto.randomUUID() })).message).toContain(
      '正在取消审批',
    )
    await expectStock('cancellation asked', false, true, base2)
  })

  it('审批员: approves it on 订单取消审批; the goods still wait at the 复核区, held for the 退拣单', async () => {
    await login(page, base, 'approver')
    await openScreen(page, base, '/to-examine/order-to-examine', 'order-to-examine')
    const row = grid('order-to-examine')
      .locator('.ag-row')
      .filter({ has: page.locator('.ag-cell[col-id="docNo"]', { hasText: second.orderNo }) })
    await row.waitFor()
    await shot(page, 'out-10-cancel-approval')
    await row
      .locator('.ag-cell[col-id="__actions"]')
      .getByRole('button', { name: /通\s*过/ })
      .click()
    await expectMessage(page, '已审批通过', () =>
      page
        .locator('.ant-modal:visible')
        .getByRole('button', { name: /通\s*过/ })
        .click(),
    )
    expect(await ok('/v1/stockOut/get', { id: second.id })).toMatchObject({ status: 90, cancelStatus: 20 })
    await expectStock('cancellation approved', false, true, base2)
  })

  it('keeper: completes the 退拣单; stock-total is back to what it was before the second order', async () => {
    await login(page, base, 'keeper')
    await openScreen(page, base, '/warehouse-operation/order-return', 'order-return')
    const back = grid('order-return')
      .locator('.ag-row')
      .filter({ has: page.locator('.ag-cell[col-id="orderName"]', { hasText: second.orderNo }) })
    await back.waitFor()
    await back.locator('.ag-cell[col-id="__actions"]').getByRole('button', { name: '退拣' }).click()
    const sheet = grid('order-return-complete')
    await expect.poll(() => sheet.getByText(second.orderNo).count()).toBeGreaterThan(0)
    await expect.poll(() => sheet.locator('.ant-table-tbody .ant-table-row').count()).toBe(3)
    // Each line goes back to where it was picked from, shown by its code once the options are in.
    await expect.poll(() => sheet.locator('.ant-table-tbody .ant-table-row').first().locator('td').last().innerText()).toMatch(/^[A-Z]+-/)
    await shot(page, 'out-11-return-picking')
    await sheet.getByRole('button', { name: '完成退拣' }).click()
    await page
      .locator('.ant-modal:visible')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await sheet.getByText('已完成').first().waitFor()
    await expectStock('return picking done', false, false, base2)
    await stockOnScreen('out-12-stock-after-return', false, false, base2)
    expect((await api('/v1/stock/verify', {})).data.passed).toBe(true)
    expect(errors).toEqual([])
  })
})
