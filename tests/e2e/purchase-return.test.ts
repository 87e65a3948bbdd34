// 采购退货 in Chromium: the keeper returns two units of a received purchase in the form (the order,
// then its line), submits it; 审批员 accepts it on 采购退货审批; the stock of that SKU in the order's
// warehouse and the supplier's payable on 应付账款 (as 财务 sees it) both drop. The detail, the print
// and the payable detail are looked at on the way (screenshots in test-output/e2e).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { chooseOption, expectMessage, gridRows, login, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]
const token: Record<string, string> = {}

const api = async (path: string, payload: object, who = 'demo') =>
  (
    await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token[who] },
      body: JSON.stringify(payload),
    })
  ).json()

beforeAll(async () => {
  for (const account of ['demo', 'finance'])
    token[account] = (
      await (
        await fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account, password: 'demo123' }),
        })
      ).json()
    ).data.token
  browser = await openBrowser()
  page = await browser.context.newPage()
  errors = watchErrors(page)
})
afterAll(() => browser.close())

const drawer = () => page.getByRole('dialog')
/** The payable balance of a supplier as 财务 reads it, and the stock of a SKU in a warehouse. */
const payable = async (providerId: number) =>
  (await api('/v1/purchase/Financial/List', { providerId, pageIndex: 1, pageSize: 10 }, 'finance')).data.list[0].balance as number
const onHand = async (storageId: number, skuId: number) =>
  ((await api('/v1/stock/total', { storageId, pageIndex: 1, pageSize: 200 })).data.list as { skuId: number; onHand: number }[])
    .filter((r) => r.skuId === skuId)
    .reduce((s, r) => s + Number(r.onHand), 0)

let returnNo = ''
let facts: { providerId: number; storageId: number; skuId: number; totalAmount: number; payable: number; stock: number }

describe('purchase return', () => {
  it('the keeper returns two units of a received purchase and submits it', async () => {
    await login(page, base, 'keeper')
    await page.goto(`${base}/wms/#/purchase-mag/purchase-return-goods`)
    const screen = page.locator('[data-screen="purchase-return-goods"]')
    await screen.locator('.ag-row').first().waitFor()
    await shot(page, 'purchase-return-01-list')
    await page.getByRole('button', { name: '新增退货单' }).click()
    await drawer().getByLabel('采购单').click()
    await chooseOption(page, /^CG.* 可退 /)
    await drawer().getByLabel('第 1 行采购明细').click()
    await chooseOption(page, / 可退 ([3-9]|\d\d)/)
    await drawer().getByLabel('第 1 行退货数量').fill('2')
    await drawer().getByLabel('退货原因', { exact: true }).fill('外包装破损')
    await shot(page, 'purchase-return-02-form')
    await expectMessage(page, '保存成功', () => page.getByRole('button', { name: /保\s*存/ }).click())
    // The newest return is ours: its facts from the server.
    const mine = (await api('/v1/purchase/return/list', { pageIndex: 1, pageSize: 10, sort: { field: 'id', order: 'desc' } })).data.list[0]
    returnNo = mine.returnNo
    const detail = (await api('/v1/purchase/return/get', { id: mine.id })).data
    facts = {
      providerId: detail.providerId,
      storageId: detail.storageId,
      skuId: detail.lines[0].skuId,
      totalAmount: Number(detail.totalAmount),
      payable: await payable(detail.providerId),
      stock: await onHand(detail.storageId, detail.lines[0].skuId),
    }
    expect(Number(detail.totalQty)).toBe(2)
    const row = screen.locator('.ag-row', { has: page.locator('.ag-cell[col-id="returnNo"]', { hasText: returnNo }) })
    await row.waitFor()
    const id = await row.first().getAttribute('row-id')
    await screen.locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="__actions"]`).getByRole('button', { name: '提交审核' }).click()
    await expectMessage(page, '提交审核成功', () =>
      page
        .locator('.ant-modal:visible')
        .getByRole('button', { name: /确\s*定|确\s*认/ })
        .click(),
    )
    await expect.poll(async () => (await gridRows(page, 'purchase-return-goods')).find((r) => r.returnNo === returnNo)?.status).toBe('待审核')
    await shot(page, 'purchase-return-03-submitted')
    // Held, not gone: the payable is unchanged while it waits.
    expect(await payable(facts.providerId)).toBe(facts.payable)
    await screen.locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="__actions"]`).getByRole('button', { name: '查看' }).click()
    const detailScreen = page.locator('[data-screen="purchase-return-detail"]')
    await detailScreen.getByText('待审核').first().waitFor()
    await shot(page, 'purchase-return-04-detail')
    await detailScreen.getByRole('tab', { name: '明细' }).click()
    await detailScreen.locator('[data-screen="purchase-return-detail-lines"] .ag-row').first().waitFor()
    await shot(page, 'purchase-return-04-lines')
    expect(errors).toEqual([])
  })

  it('审批员 accepts it on 采购退货审批; stock and payable both drop', async () => {
    expect(returnNo).toMatch(/^CT/)
    await browser.context.clearCookies()
    await page.evaluate(() => localStorage.clear())
    await login(page, base, 'approver')
    await page.goto(`${base}/wms/#/to-examine/purchase-return-approval`)
    const screen = page.locator('[data-screen="purchase-return-approval"]:visible')
    const row = screen.locator('.ag-row', { has: page.locator('.ag-cell[col-id="docNo"]', { hasText: returnNo }) })
    await row.first().waitFor()
    await shot(page, 'purchase-return-05-approval')
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
    await expect.poll(async () => (await api('/v1/purchase/return/list', { returnNo, pageIndex: 1, pageSize: 10 })).data.list[0].status).toBe(20)
    expect(await onHand(facts.storageId, facts.skuId)).toBe(facts.stock - 2)
    const after = await payable(facts.providerId)
    expect(Math.round((facts.payable - after) * 100)).toBe(Math.round(facts.totalAmount * 100))
    expect(errors).toEqual([])
  })

  it('财务 sees the lower payable on 应付账款 and its entries', async () => {
    await page.evaluate(() => localStorage.clear())
    await login(page, base, 'finance')
    await page.goto(`${base}/wms/#/finance-mag/accounts-payable-mag`)
    const screen = page.locator('[data-screen="accounts-payable-mag"]')
    await screen.locator('.ag-row').first().waitFor()
    await shot(page, 'purchase-return-06-payables')
    const id = (await api('/v1/purchase/Financial/List', { providerId: facts.providerId, pageIndex: 1, pageSize: 10 }, 'finance')).data.list[0].id
    await page.goto(`${base}/wms/#/finance-mag/accounts-payable-detail/${id}`)
    const detail = page.locator('[data-screen="accounts-payable-detail"]')
    await detail
      .getByText(/^应付余额$/)
      .first()
      .waitFor()
    await shot(page, 'purchase-return-07-payable-detail')
    await detail.getByRole('tab', { name: '应付明细' }).click()
    await detail.locator('[data-screen="accounts-payable-detail-entries"] .ag-row').first().waitFor()
    await expect.poll(async () => (await gridRows(page, 'accounts-payable-detail-entries')).some((r) => r.sourceNo === returnNo)).toBe(true)
    await shot(page, 'purchase-return-08-payable-entries')
    expect(errors).toEqual([])
  })
})
