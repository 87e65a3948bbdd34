// Purchase orders in Chromium: an order made in the form with a line picked from the
// supplier's SKUs (price filled, amount shown), saved as 草稿 with the server's totals; a
// settlement through the settle form; the detail's lines and log tabs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { chooseOption, expectMessage, gridRows, login, pickOption, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]

beforeAll(async () => {
  browser = await openBrowser()
  page = await browser.context.newPage()
  errors = watchErrors(page)
  await login(page, base, 'demo')
})
afterAll(() => browser.close())

const screen = () => page.locator('[data-screen="purchase-order-mag"]')
const drawer = () => page.getByRole('dialog')
const pick = (label: string, option: string) => pickOption(drawer(), label, option)
async function actionsOf(providerName: string, status: string) {
  const row = screen()
    .locator('.ag-row', { has: page.locator('.ag-cell[col-id="providerName"]', { hasText: providerName }) })
    .filter({ has: page.locator('.ag-cell[col-id="status"]', { hasText: status }) })
  const id = await row.first().getAttribute('row-id')
  return screen().locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="__actions"]`)
}

describe('purchase orders', () => {
  it('makes an order with a line from the supplier’s SKUs', async () => {
    await page.goto(`${base}/wms/#/purchase-mag/purchase-order-mag`)
    await screen().locator('.ag-row').first().waitFor()
    const before = (await gridRows(page, 'purchase-order-mag')).length
    await page.getByRole('button', { name: '新增采购单' }).click()
    await pick('供应商', '广州金粮油脂有限公司')
    await pick('收货仓库', '广州白云一号仓')
    await drawer().getByLabel('第 1 行商品规格').click()
    // Options read "规格编码 商品名称".
    await chooseOption(page, /^P10/)
    await expect.poll(() => drawer().getByLabel('第 1 行含税单价').inputValue()).not.toBe('')
    await drawer().getByLabel('第 1 行采购数量').fill('10')
    await drawer().getByLabel('第 1 行备注').click()
    await shot(page, 'purchase-01-form')
    await expectMessage(page, '保存成功', () => page.getByRole('button', { name: /保\s*存/ }).click())
    await expect.poll(async () => (await gridRows(page, 'purchase-order-mag')).length).toBe(before + 1)
    // The newest order (grid cells come in DOM order, not row order).
    const rows = (await gridRows(page, 'purchase-order-mag')).sort((a, b) => b.purchaseNo.localeCompare(a.purchaseNo))
    expect(rows[0]).toMatchObject({ providerName: '广州金粮油脂有限公司', status: '草稿', totalQty: '10' })
    expect(Number(rows[0].totalAmount.replace(/,/g, ''))).toBeGreaterThan(0)
  })

  it('settles part of an approved order in the settle form', async () => {
    await (await actionsOf('晋江回力鞋服供应链有限公司', '待入库')).getByRole('button', { name: '结算' }).click()
    await expect.poll(() => drawer().getByLabel('采购单号').inputValue()).toMatch(/^CG/)
    await drawer().getByLabel('本次结算金额').fill('100')
    await shot(page, 'purchase-02-settle')
    await expectMessage(page, '保存成功', () => page.getByRole('button', { name: /保\s*存/ }).click())
    expect(errors).toEqual([])
  })

  it('shows the lines and the log of a partly received order', async () => {
    await (await actionsOf('佛山清泉饮品经销有限公司', '部分入库')).getByRole('button', { name: '查看' }).click()
    const detail = page.locator('[data-screen="purchase-detail"]')
    await detail.getByText('部分入库').first().waitFor()
    await shot(page, 'purchase-03-detail')
    await detail.getByRole('tab', { name: '明细' }).click()
    await detail.locator('[data-screen="purchase-detail-lines"] .ag-row').first().waitFor()
    await shot(page, 'purchase-04-lines')
    await detail.getByRole('tab', { name: '操作日志' }).click()
    await detail.locator('[data-screen="purchase-detail-logs"] .ag-row').first().waitFor()
    await expect.poll(async () => (await gridRows(page, 'purchase-detail-logs')).map((r) => r.title)).toEqual(['部分入库', '审核通过', '提交审核'])
    await shot(page, 'purchase-05-log')
    expect(errors).toEqual([])
  })
})
