// The whole outbound flow in Chromium, after an order of three SKUs is made and allocated
// through the API: the keeper makes a wave of it on create-waves, finishes picking on
// sorting-list, reviews it by scanning on check, packs and weighs it, ships it by scanning its
// package on scanning-to-out-stock and opens its delivery note from invoice. stock-total shows
// exactly the expected numbers at each step: on hand the same until shipping, available down by
// the order from allocation on, on hand down by the order after shipping.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { gridRows, login, openScreen, shot, watchErrors } from './support/app-page.ts'

const base = inject('baseURL')
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
  (await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: demo }, body: JSON.stringify(body) })).json()
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
async function expectStock(what: string, onHandDown: boolean, availableDown: boolean) {
  for (const [i, s] of skus.entries()) {
    const b = before.get(s.code)!
    expect(await totals(s.code), `${what}: ${s.code}`).toEqual({ onHand: b.onHand - (onHandDown ? QTY[i] : 0), available: b.available - (availableDown ? QTY[i] : 0) })
  }
}
/** The same figures on the stock-total screen for the first SKU. */
async function stockOnScreen(name: string, onHandDown: boolean) {
  await openScreen(page, base, '/stock-mag/stock-total', 'stock-total')
  const total = page.locator('[data-screen="stock-total"]:visible')
  const s = skus[0]
  const b = before.get(s.code)!
  await total.getByLabel('商品', { exact: true }).fill(s.code)
  await total.getByRole('button', { name: /查\s*询/ }).click()
  await expect.poll(async () => (await gridRows(page, 'stock-total')).find((r) => r.skuCode === s.code)?.onHand).toBe(String(b.onHand - (onHandDown ? QTY[0] : 0)))
  expect((await gridRows(page, 'stock-total')).find((r) => r.skuCode === s.code)?.available).toBe(String(b.available - QTY[0]))
  await shot(page, name)
}

beforeAll(async () => {
  demo = (await (await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'demo', password: 'demo123' }) })).json()).data.token
  storageId = (await api('/storage/list', { code: 'GZ01' })).data.list[0].id
  // Three SKUs with plenty available in the warehouse.
  const rows = (await api('/v1/stock/total', { storageId, pageSize: 100, sort: { field: 'available', order: 'desc' } })).data.list as { skuId: number; skuCode: string; available: number }[]
  skus = rows.filter((r) => r.available >= 10).slice(0, 3).map((r) => ({ id: r.skuId, code: r.skuCode }))
  expect(skus).toHaveLength(3)
  for (const s of skus) before.set(s.code, await totals(s.code))
  browser = await openBrowser()
  page = await browser.context.newPage()
  errors = watchErrors(page)
})
afterAll(() => browser.close())

const confirmModal = () => page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|确\s*认|出\s*库/ }).click()
/** The action cell of the grid row whose column `col` reads exactly `text`. */
const actionsOf = (screen: string, col: string, text: string) =>
  page.locator(`[data-screen="${screen}"] .ag-row`, { has: page.locator(`.ag-cell[col-id="${col}"]`, { hasText: new RegExp(`^${text}$`) }) }).locator('.ag-cell[col-id="__actions"]')

describe('outbound, from an allocated order to the signed delivery note', () => {
  it('an order of three SKUs, accepted and allocated through the API: available falls, on hand stays', async () => {
    const customer = (await api('/v1/customer/options', { status: 1 })).data[0]
    const made = await ok('/v1/order/add', {
      orderType: 1, storageId, customerId: customer?.value ?? null, receiverName: '端到端收货人', receiverPhone: '13800138123', receiverAddress: '广州市天河区测试路 1 号', areaName: '一监区',
      lines: skus.map((s, i) => ({ skuId: s.id, qty: QTY[i], price: 10 })),
    })
    order = { id: made.id, orderNo: made.orderNo }
    await ok('/v1/order/accept', { id: order.id })
    await ok('/v1/out/allot', { id: order.id })
    expect((await ok('/v1/stockOut/get', { id: order.id })).status).toBe(20)
    await expectStock('after allocation', false, true)
  })

  it('keeper: makes a wave of it on create-waves', async () => {
    await login(page, base, 'keeper')
    await openScreen(page, base, '/out-stock-mag/create-waves', 'create-waves')
    const screen = page.locator('[data-screen="create-waves"]')
    await expect.poll(async () => (await gridRows(page, 'create-waves')).some((r) => r.orderNo === order.orderNo)).toBe(true)
    const index = await screen.locator('.ag-row', { has: page.locator('.ag-cell[col-id="orderNo"]', { hasText: order.orderNo }) }).first().getAttribute('row-index')
    await screen.locator(`.ag-row[row-index="${index}"] .ag-selection-checkbox input`).first().check()
    await screen.getByRole('button', { name: '所选订单生成一个波次' }).click()
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
    const [popup] = await Promise.all([page.waitForEvent('popup'), actionsOf('invoice', 'orderNo', order.orderNo).getByRole('button', { name: '打印发货单' }).click()])
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
