// 报表中心 in Chromium against the built app and the demo data: 进销存 filtered to one SKU shows
// its chart and 合计 row, exports an .xlsx holding the same 合计, and drills down to 出入库明细 of
// that SKU and period, whose 合计 in and out are the 进销存 row's; a report without documents
// opens and says what is missing.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { gridRows, login, openScreen, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]

beforeAll(async () => {
  browser = await openBrowser()
  page = await browser.context.newPage()
  errors = watchErrors(page)
})
afterAll(() => browser.close())

const erp = () => page.locator('[data-screen="goods-erp"]')
/** The 合计 row under a report's grid: column id → text. */
const totalsOf = (screen: string) =>
  page
    .locator(`[data-screen="${screen}"]`)
    .first()
    .evaluate((el) =>
      Object.fromEntries([...el.querySelectorAll<HTMLElement>('.ag-row-pinned .ag-cell[col-id]')].map((c) => [c.getAttribute('col-id')!, c.innerText.trim()])),
    )
/** A report's rows on the page, without its 合计 row. */
const rowsOf = async (screen: string) => (await gridRows(page, screen)).filter((r) => !Object.values(r).includes('合计'))
const num = (s: string | undefined) => Number(String(s ?? '').replace(/,/g, ''))

let sku = ''
let row: Record<string, string> = {}

describe('进销存, as the tenant administrator', () => {
  it('shows the month per SKU with its chart and 合计 row', async () => {
    await login(page, base, 'demo')
    await openScreen(page, base, '/report/goods-erp', 'goods-erp')
    await expect.poll(() => rowsOf('goods-erp').then((r) => r.length)).toBeGreaterThan(3)
    await page.locator('.cy-report-chart canvas').first().waitFor()
    const totals = await totalsOf('goods-erp')
    expect(totals.productCode).toBe('合计')
    expect(num(totals.opening) + num(totals.inQty) - num(totals.outQty)).toBe(num(totals.closing))
    await shot(page, 'report-01-goods-erp')
  })

  it('filters to one SKU', async () => {
    // A code no other row's code contains, so the keyword selects that SKU alone.
    const codes = (await rowsOf('goods-erp')).map((r) => r.skuCode)
    sku = codes.find((c) => codes.filter((o) => o.includes(c)).length === 1)!
    await erp().getByLabel('商品', { exact: true }).fill(sku)
    await erp()
      .getByRole('button', { name: /查\s*询/ })
      .click()
    await expect.poll(() => rowsOf('goods-erp').then((r) => r.map((x) => x.skuCode))).toEqual([sku])
    row = (await rowsOf('goods-erp'))[0]
    const totals = await totalsOf('goods-erp')
    for (const k of ['opening', 'inQty', 'outQty', 'closing']) expect(num(totals[k]), k).toBe(num(row[k]))
  })

  it('exports an .xlsx that holds the same 合计', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      erp()
        .getByRole('button', { name: /导\s*出/ })
        .click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^进销存.*\.xlsx$/)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.readFile((await download.path())!)
    const ws = wb.worksheets[0]
    const header = (ws.getRow(1).values as unknown[]).slice(1) as string[]
    const last = (ws.getRow(ws.rowCount).values as unknown[]).slice(1)
    expect(ws.rowCount).toBe(3)
    expect(last[0]).toBe('合计')
    for (const [title, k] of [
      ['期初数量', 'opening'],
      ['入库数量', 'inQty'],
      ['出库数量', 'outQty'],
      ['期末数量', 'closing'],
    ])
      expect(Number(last[header.indexOf(title)]), title).toBe(num(row[k]))
  })

  it('drills down to 出入库明细 of that SKU and period, whose 合计 are the row in and out', async () => {
    await erp().locator('.ag-cell[col-id="__actions"]').getByRole('button', { name: '出入库明细' }).first().click()
    await page.waitForURL(/#\/report\/out-in-stock-detail\?skuId=\d+/)
    await expect.poll(() => rowsOf('out-in-stock-detail').then((r) => r.length > 0 && r.every((x) => x.skuCode === sku))).toBe(true)
    await expect.poll(() => totalsOf('out-in-stock-detail').then((t) => [num(t.inQty), num(t.outQty)])).toEqual([num(row.inQty), num(row.outQty)])
    await shot(page, 'report-02-in-out-detail')
  })

  it('opens a report whose documents are not recorded yet, saying so', async () => {
    await page.goto(`${base}/wms/#/report/refund-report`)
    await page.getByText('退款单，这些单据在本系统中尚未记录').waitFor()
    await shot(page, 'report-03-not-recorded')
  })

  it('has seen no console error and no failed request', () => {
    expect(errors).toEqual([])
  })
})
