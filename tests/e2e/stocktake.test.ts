// 盘点 in Chromium (issue 13): the keeper opens 盘点单 from home tile 2, makes a count of 退货区 (by
// area), starts it, scans location → SKU → quantity on 录入盘点 (one SKU found where the book has
// none: one difference, 盘盈 2) and submits it; 审批员 accepts it on 盘点审批; 库存汇总 then shows
// the SKU two higher, and 库存差异 lists the posted difference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { expectMessage, expectNoErrors, gridRows, login, openScreen, pickOption, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]
let skuCode: string
let onHandBefore: number

/** A call as the demo administrator (setting the scene: which SKU has stock). */
async function api(path: string, body: unknown): Promise<any> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password: 'demo123' }),
  }).then((r) => r.json())
  const r = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: login.data.token },
    body: JSON.stringify(body),
  }).then((x) => x.json())
  return r.data
}

const screen = (name: string) => page.locator(`[data-screen="${name}"]:visible`)
const numberOf = (text: string) => Number(text.replace(/,/g, ''))

beforeAll(async () => {
  // 库存汇总 opens at the keeper's warehouse (广州, GZ01): the SKU's stock there.
  const gz = (await api('/storage/list', { pageIndex: 1, pageSize: 20 })).list.find((s: { code: string }) => s.code === 'GZ01').id
  const total = await api('/v1/stock/total', { storageId: gz, pageIndex: 1, pageSize: 10 })
  skuCode = total.list[0].skuCode
  onHandBefore = Number(total.list[0].onHand)
  browser = await openBrowser({ width: 1600 })
  page = await browser.context.newPage()
  errors = watchErrors(page)
  await login(page, base, 'keeper')
})
afterAll(() => browser.close())

describe('a stocktake by scan, accepted by the approver', () => {
  let taskNo: string

  it('the keeper opens 盘点单 from home tile 2 and makes a count of 退货区', async () => {
    const tile = page.locator('[data-tile="2"]')
    await tile.waitFor()
    await tile.click()
    await screen('inventory-task').waitFor()
    await page.getByRole('button', { name: '按库区盘点' }).click()
    const drawer = page.locator('.ant-drawer:visible')
    await pickOption(drawer, '库区', '退货区')
    await drawer.getByLabel('盘点说明').fill('退货区清点（e2e）')
    await shot(page, 'stocktake-form')
    await expectMessage(page, '保存成功', () => page.getByRole('button', { name: /保\s*存/ }).click())
    const made = async () => (await gridRows(page, 'inventory-task')).find((r) => r.status === '新建' && r.areaName === '退货区')
    await expect.poll(made).toBeTruthy()
    taskNo = (await made())!.taskNo
    await shot(page, 'stocktake-list')
  })

  it('starts it and scans the SKU found there: location, then SKU, then quantity', async () => {
    const rowId = await screen('inventory-task')
      .locator('.ag-cell[col-id="taskNo"]', { hasText: new RegExp(`^${taskNo}$`) })
      .locator('xpath=ancestor::div[@row-id][1]')
      .first()
      .getAttribute('row-id')
    const actions = screen('inventory-task').locator(`.ag-row[row-id="${rowId}"] .ag-cell[col-id="__actions"]`).first()
    await actions.getByRole('button', { name: '开始盘点' }).click()
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await expect.poll(async () => (await gridRows(page, 'inventory-task')).find((r) => r.taskNo === taskNo)?.status).toBe('盘点中')
    await actions.getByRole('button', { name: '录入盘点' }).click()
    const count = screen('inventory-task-count')
    await count.waitFor()
    await count.getByLabel('库位').fill('RTN-01-01-01')
    await count.getByLabel('库位').press('Enter')
    await count.getByLabel('商品条码').fill(skuCode)
    await count.getByLabel('商品条码').press('Enter')
    await count.getByLabel('数量').fill('2')
    await count.getByLabel('数量').press('Enter')
    await count
      .locator('[data-outcome="ok"]')
      .getByText(new RegExp(`RTN-01-01-01 · .*${skuCode} 实盘 2`))
      .waitFor()
    await count.getByText('1 / 1').waitFor()
    await shot(page, 'stocktake-count')
    await count.getByRole('button', { name: '提交审核' }).click()
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*认/ })
      .click()
    await count.getByText('待审核').first().waitFor()
    await expectNoErrors(errors, 'counting')
  })

  it('审批员 accepts it on 盘点审批; 库存汇总 shows the SKU two higher and 库存差异 the difference', async () => {
    await login(page, base, 'approver')
    await openScreen(page, base, '/to-examine/inventory-to-examine', 'inventory-to-examine')
    const row = screen('inventory-to-examine').locator('.ag-row', { has: page.locator('.ag-cell[col-id="docNo"]', { hasText: taskNo }) })
    await row.waitFor()
    await shot(page, 'stocktake-approval')
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

    await login(page, base, 'keeper')
    await openScreen(page, base, '/stock-mag/stock-total', 'stock-total')
    const keyword = screen('stock-total').getByLabel('商品', { exact: true }).first()
    await keyword.fill(skuCode)
    await keyword.press('Enter')
    await expect.poll(async () => numberOf((await gridRows(page, 'stock-total')).find((r) => r.skuCode === skuCode)?.onHand ?? '0')).toBe(onHandBefore + 2)
    await shot(page, 'stocktake-stock-total')
    await openScreen(page, base, '/stock-mag/stock-difference-value', 'stock-difference-value')
    await expect
      .poll(async () => (await gridRows(page, 'stock-difference-value')).find((r) => r.taskNo === taskNo))
      .toMatchObject({ diffType: '盘盈', skuCode })
    await shot(page, 'stocktake-differences')
    // The task itself: its detail with the posted line, and its count sheet (task1).
    const id = (await api('/v1/warehouse/inventory/list', { taskNo, pageIndex: 1, pageSize: 10 })).list[0].id
    await openScreen(page, base, `/warehouse-operation/inventory-task-detail/${id}`, 'inventory-task-detail')
    await screen('inventory-task-detail').getByRole('tab', { name: '明细' }).click()
    await page.getByText('RTN-01-01-01').filter({ visible: true }).first().waitFor()
    await shot(page, 'stocktake-detail')
    await page.goto(`${base}/wms/#/print/task1?ids=${id}`)
    await page.locator(`[data-task="${taskNo}"]`).getByText('RTN-01-01-01').waitFor()
    await shot(page, 'stocktake-print')
    await expectNoErrors(errors, 'accepting and reading stock')
  })
})
