// 货主费用 in Chromium: finance generates this month's bill of an owner at the second warehouse
// (the demo bills are at the main one), sees its lines add up to the bill and the rows behind
// them, and settles it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { expectMessage, gridRows, login, openScreen, pickOption, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]

beforeAll(async () => {
  browser = await openBrowser()
  page = await browser.context.newPage()
  errors = watchErrors(page)
  await login(page, base, 'finance')
})
afterAll(() => browser.close())

const OWNER = '佛山日化用品有限公司'
const dialog = () => page.getByRole('dialog')
const screen = () => page.locator('[data-screen="owner-fee"]')
const money = (s: string) => Math.round(Number(s.replace(/[,¥\s]/g, '')) * 100)
/** Today in the business time zone, and the first of its month. */
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date())
const firstOfMonth = today.slice(0, 8) + '01'

async function typeDate(label: string, value: string) {
  const input = dialog().getByLabel(label, { exact: true })
  await input.click()
  await input.fill(value)
  await input.press('Enter')
}

describe('owner bills', () => {
  it('finance generates an owner’s monthly bill; its lines add up to it', async () => {
    await openScreen(page, base, '/finance-mag/owner-fee', 'owner-fee')
    await screen().locator('.ag-row').first().waitFor()
    await page.getByRole('button', { name: '生成账单' }).click()
    await pickOption(dialog(), '货主', OWNER)
    await pickOption(dialog(), '仓库', '佛山南海二号仓')
    await typeDate('账期开始', firstOfMonth)
    await typeDate('账期结束', today)
    await shot(page, 'owner-fee-01-generate')
    await expectMessage(page, '保存成功', () =>
      dialog()
        .getByRole('button', { name: /保\s*存/ })
        .click(),
    )
    const row = async () =>
      (await gridRows(page, 'owner-fee')).find((r) => r.ownerName === OWNER && r.storageName === '佛山南海二号仓' && r.status === '已生成')
    await expect.poll(row).toBeTruthy()
    const bill = (await row())!
    expect(money(bill.totalAmount)).toBe(money(bill.storageAmount) + money(bill.handlingAmount) + money(bill.rentAmount))
    expect(money(bill.storageAmount)).toBeGreaterThan(0)

    const id = await screen()
      .locator('.ag-row', { has: page.getByText(bill.billNo, { exact: true }) })
      .getAttribute('row-id')
    await screen().locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="__actions"]`).getByRole('button', { name: '查看' }).click()
    const detail = page.locator('[data-screen="owner-fee-detail"]')
    await detail.getByRole('tab', { name: '账单明细' }).click()
    await detail.locator('[data-screen="owner-fee-lines"] .ag-row').first().waitFor()
    const lines = await gridRows(page, 'owner-fee-lines')
    expect(lines.reduce((s, l) => s + money(l.amount), 0)).toBe(money(bill.totalAmount))
    await shot(page, 'owner-fee-02-lines')
    await detail.getByRole('tab', { name: '计费来源' }).click()
    await detail.locator('[data-screen="owner-fee-sources"] .ag-row').first().waitFor()
    expect((await gridRows(page, 'owner-fee-sources'))[0].bizDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await shot(page, 'owner-fee-03-sources')
  })

  it('finance settles it', async () => {
    const detail = page.locator('[data-screen="owner-fee-detail"]')
    await detail.getByRole('button', { name: /结\s*算/ }).click()
    await expectMessage(page, '结算成功', () =>
      page
        .locator('.ant-modal-confirm, .ant-popconfirm')
        .getByRole('button', { name: /确\s*定|确\s*认/ })
        .click(),
    )
    await detail.getByText('已结算').first().waitFor()
    await shot(page, 'owner-fee-04-settled')
    expect(errors).toEqual([])
  })
})
