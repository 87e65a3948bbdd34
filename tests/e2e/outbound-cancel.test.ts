// Cancelling an order before picking in Chromium: the keeper cancels with a reason in the order
// list and the order shows in 已取消订单 with who and why. (Cancelling after picking, with the
// approval and the 退拣单, is the second half of outbound-flow.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { gridRows, login, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let browser: Awaited<ReturnType<typeof openBrowser>>
let keeper: Page
let errors: string[]

beforeAll(async () => {
  browser = await openBrowser()
  keeper = await browser.context.newPage()
  errors = watchErrors(keeper)
  await login(keeper, base, 'demo')
})
afterAll(() => browser.close())

const grid = (page: Page, screen: string) => page.locator(`[data-screen="${screen}"]`)
/** The action cell of the first row of a screen whose status cell reads `status` (and that offers `action`). */
async function actionsOf(page: Page, screen: string, status: string | RegExp, action?: string) {
  let rows = grid(page, screen)
    .locator('.ag-row')
    .filter({ has: page.locator('.ag-cell[col-id="status"]', { hasText: status }) })
  if (action) rows = rows.filter({ has: page.getByRole('button', { name: action }) })
  const row = rows.first()
  await row.waitFor()
  const id = await row.getAttribute('row-id')
  const orderNo = (await grid(page, screen).locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="orderNo"]`).innerText()).trim()
  return { orderNo, actions: grid(page, screen).locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="__actions"]`) }
}

describe('cancelling orders', () => {
  it('before picking: a reason is required, the order is cancelled at once and listed with who and why', async () => {
    await keeper.goto(`${base}/wms/#/out-stock-mag/order-query`)
    const { orderNo, actions } = await actionsOf(keeper, 'order-query', '待分配')
    await actions.getByRole('button', { name: '取消订单' }).click()
    const drawer = keeper.getByRole('dialog')
    await expect.poll(() => drawer.getByLabel('订单号').inputValue()).toBe(orderNo)
    await drawer.getByRole('button', { name: /取消订单/ }).click()
    await expect.poll(() => drawer.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0)
    await drawer.locator('textarea').fill('客户电话取消')
    await shot(keeper, 'outbound-cancel-01-form')
    await drawer.getByRole('button', { name: /取消订单/ }).click()
    await drawer.waitFor({ state: 'hidden' })
    await keeper.goto(`${base}/wms/#/out-stock-mag/already-cancel-order`)
    await expect
      .poll(async () => (await gridRows(keeper, 'already-cancel-order')).find((r) => r.orderNo === orderNo))
      .toMatchObject({ cancelReason: '客户电话取消', cancelledByName: '陈经理' })
    await shot(keeper, 'outbound-cancel-02-cancelled')
  })
})
