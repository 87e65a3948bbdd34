// An approver opens what they approve (issue 20, items 2 and 3), in Chromium as the demo's 审批员,
// who holds no purchase or voucher module: 采购审批 › 查看采购单 opens the order (it was a
// full-screen 404; its edits stay refused, tests/api/approval-walk.test.ts), the 摘要 says amount
// and line count, and a submitted 制单入库 is listed on 制单入库审批 and opens from there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { expectNoErrors, gridRows, login, openScreen, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]

beforeAll(async () => {
  browser = await openBrowser({ width: 1600 })
  page = await browser.context.newPage()
  errors = watchErrors(page)
  await login(page, base, 'approver')
})
afterAll(() => browser.close())

/** The first waiting row of an approval screen, once the list has come. */
async function firstRow(screen: string): Promise<Record<string, string>> {
  await page.locator(`[data-screen="${screen}"]:visible .ag-row`).first().waitFor()
  return (await gridRows(page, screen))[0]
}

/** Opens the document of the first waiting row through the row action `title`; gives the row's 单号. */
async function openFirst(screen: string, title: string): Promise<string> {
  const root = page.locator(`[data-screen="${screen}"]:visible`)
  const row = await firstRow(screen)
  await root.locator('.ag-row').first().getByText(title, { exact: true }).click()
  return row.docNo
}

describe('an approver without the document modules', () => {
  it('opens the purchase order of a waiting approval, its 摘要 giving the amount and line count', async () => {
    await openScreen(page, base, '/to-examine/purchase-to-examine', 'purchase-to-examine')
    const row = await firstRow('purchase-to-examine')
    expect(row.summary).toMatch(/ · 含税总额 [\d,]+\.\d{2} · \d+ 行$/)
    await shot(page, 'approver-purchase-to-examine')
    const docNo = await openFirst('purchase-to-examine', '查看采购单')
    const detail = page.locator('[data-screen="purchase-detail"]:visible')
    await detail.getByText(docNo, { exact: true }).waitFor()
    await shot(page, 'approver-purchase-detail')
    await expectNoErrors(errors, 'opening the purchase order')
  })

  it('finds a submitted 制单入库 on 制单入库审批 and opens it', async () => {
    await openScreen(page, base, '/to-examine/in-stock-voucher-to-examine', 'in-stock-voucher-to-examine')
    const row = await firstRow('in-stock-voucher-to-examine')
    expect(row.summary).toMatch(/ · 入库数量 [\d,.]+ · \d+ 行$/)
    const docNo = await openFirst('in-stock-voucher-to-examine', '查看入库单')
    await page.locator('[data-screen="voucher-in-stock-detail"]:visible').getByText(docNo, { exact: true }).waitFor()
    await shot(page, 'approver-voucher-detail')
    await expectNoErrors(errors, 'opening the stock-in voucher')
  })
})
