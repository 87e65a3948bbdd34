// Cancelling orders in Chromium: before picking, the keeper cancels with a reason in the
// order list and the order shows in 已取消订单 with who and why; after picking, the keeper asks,
// 审批员 approves in 订单取消审批, and the keeper puts the picked goods back on the 退拣单 page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { gridRows, login, shot, watchErrors } from './support/app-page.ts'

const base = inject('baseURL')
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
  let rows = grid(page, screen).locator('.ag-row').filter({ has: page.locator('.ag-cell[col-id="status"]', { hasText: status }) })
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
    await expect.poll(async () => (await gridRows(keeper, 'already-cancel-order')).find((r) => r.orderNo === orderNo)).toMatchObject({ cancelReason: '客户电话取消', cancelledByName: '陈经理' })
    await shot(keeper, 'outbound-cancel-02-cancelled')
  })

  it('after picking: asked, approved by 审批员, and the picked goods put back on the 退拣单', async () => {
    await keeper.goto(`${base}/wms/#/out-stock-mag/order-query`)
    // Picked goods wait at the staging location from 待复核 on (拣货中 has nothing there yet).
    const { orderNo, actions } = await actionsOf(keeper, 'order-query', /待复核|待打包|待出库/, '申请取消')
    await actions.getByRole('button', { name: '申请取消' }).click()
    const drawer = keeper.getByRole('dialog')
    await expect.poll(() => drawer.getByLabel('订单号').inputValue()).toBe(orderNo)
    await drawer.locator('textarea').fill('客户改址，取消后重新下单')
    await drawer.getByRole('button', { name: /提交申请/ }).click()
    await drawer.waitFor({ state: 'hidden' })

    // 审批员 signs in on the same page (one browser profile holds one session).
    await login(keeper, base, 'approver')
    await keeper.goto(`${base}/wms/#/to-examine/order-to-examine`)
    const row = grid(keeper, 'order-to-examine').locator('.ag-row').filter({ has: keeper.locator('.ag-cell[col-id="docNo"]', { hasText: orderNo }) })
    await row.waitFor()
    await shot(keeper, 'outbound-cancel-03-approval')
    await row.locator('.ag-cell[col-id="__actions"]').getByRole('button', { name: /通\s*过/ }).click()
    await keeper.locator('.ant-modal:visible').getByRole('button', { name: /通\s*过/ }).click()
    await keeper.getByText('已审批通过').waitFor()

    await login(keeper, base, 'demo')
    await keeper.goto(`${base}/wms/#/warehouse-operation/order-return`)
    const back = grid(keeper, 'order-return').locator('.ag-row').filter({ has: keeper.locator('.ag-cell[col-id="orderName"]', { hasText: orderNo }) })
    await back.waitFor()
    await back.locator('.ag-cell[col-id="__actions"]').getByRole('button', { name: '退拣' }).click()
    const page = grid(keeper, 'order-return-complete')
    await page.waitFor()
    await expect.poll(() => page.getByText(orderNo).count()).toBeGreaterThan(0)
    // The target defaults to where the goods were picked from, shown by its code once the options are in.
    await expect.poll(() => page.locator('.ant-table-tbody .ant-table-row').first().locator('td').last().innerText()).toMatch(/^[A-Z]+-/)
    await shot(keeper, 'outbound-cancel-04-return')
    await page.getByRole('button', { name: '完成退拣' }).click()
    await keeper.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定/ }).click()
    await page.getByText('已完成').first().waitFor()
    await shot(keeper, 'outbound-cancel-05-returned')
    expect(errors).toEqual([])
  })
})
