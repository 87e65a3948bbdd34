// 调拨 in Chromium between the two demo warehouses: the keeper makes a transfer from 广州白云一号仓
// to 佛山南海二号仓 and submits it, 审批员 accepts it on 调拨审批, the keeper ships it — the list
// shows it 在途 and 库存汇总 of the target shows it as 在途, not on hand — then receives it with the
// 调入 form, and 库存汇总 of the target shows it on hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { chooseOption, expectMessage, gridRows, login, openScreen, pickOption, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let keeperBrowser: Awaited<ReturnType<typeof openBrowser>>
let approverBrowser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let approverPage: Page
let errors: string[]
let transferNo = ''
let skuCode = ''

beforeAll(async () => {
  keeperBrowser = await openBrowser()
  page = await keeperBrowser.context.newPage()
  errors = watchErrors(page)
  await login(page, base, 'keeper')
  approverBrowser = await openBrowser()
  approverPage = await approverBrowser.context.newPage()
  await login(approverPage, base, 'approver')
})
afterAll(async () => {
  await keeperBrowser.close()
  await approverBrowser.close()
})

const LIST = 'allocation-mag'
const screen = () => page.locator(`[data-screen="${LIST}"]`)
const drawer = () => page.getByRole('dialog')
const ours = async () => (await gridRows(page, LIST)).find((r) => r.transferNo === transferNo)
const refresh = () =>
  screen()
    .getByRole('button', { name: /查\s*询/ })
    .click()
const actions = () =>
  screen()
    .locator('.ag-row', { has: page.locator('.ag-cell[col-id="transferNo"]', { hasText: transferNo }) })
    .locator('.ag-cell[col-id="__actions"]')
const confirmModal = () => page.locator('.ant-modal-confirm')

/** 库存汇总 of 佛山南海二号仓 for our SKU: the row as text per column (absent: no stock there yet). */
async function targetTotal(): Promise<Record<string, string> | undefined> {
  await page.goto(`${base}/wms/#/stock-mag/stock-total`)
  // The tab is kept alive once opened: the visible one is ours.
  const total = page.locator('[data-screen="stock-total"]:visible')
  await total.waitFor()
  await pickOption(total, '仓库', '佛山南海二号仓')
  await total.getByLabel('商品', { exact: true }).fill(skuCode)
  await total.getByRole('button', { name: /查\s*询/ }).click()
  await page.waitForTimeout(600) // the grid reloads
  return (await gridRows(page, 'stock-total')).find((r) => r.skuCode === skuCode)
}

describe('调拨 between the two demo warehouses', () => {
  it('the keeper makes a transfer to 佛山南海二号仓 and submits it', async () => {
    await openScreen(page, base, `/warehouse-operation/${LIST}`, LIST)
    await screen().locator('.ag-row').first().waitFor()
    await page.getByRole('button', { name: '新增调拨单' }).click()
    await pickOption(drawer(), '调入仓库', '佛山南海二号仓')
    await drawer().getByLabel('调拨原因').fill('端到端调拨')
    await drawer().getByLabel('第 1 行库存行').click()
    await chooseOption(page, /可用 \d+/)
    await drawer().getByLabel('第 1 行调拨数量').fill('2')
    await shot(page, 'transfer-01-form')
    await expectMessage(page, '保存成功', () => page.getByRole('button', { name: /保\s*存/ }).click())
    await expect.poll(() => drawer().count()).toBe(0)
    const rows = (await gridRows(page, LIST)).filter((r) => r.reason === '端到端调拨')
    expect(rows).toHaveLength(1)
    transferNo = rows[0].transferNo
    expect(rows[0]).toMatchObject({ status: '新建', storageName: '广州白云一号仓', toStorageName: '佛山南海二号仓', totalQty: '2' })
    await actions().getByRole('button', { name: '提交审核' }).click()
    await confirmModal()
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await expect.poll(async () => (await ours())?.status).toBe('待审核')
  })

  it('审批员 accepts it on 调拨审批', async () => {
    await openScreen(approverPage, base, '/to-examine/allocation-to-examine', 'allocation-to-examine')
    const approvals = approverPage.locator('[data-screen="allocation-to-examine"]:visible')
    const row = approvals.locator('.ag-row', { has: approverPage.locator('.ag-cell[col-id="docNo"]', { hasText: transferNo }) })
    await row.waitFor()
    await shot(approverPage, 'transfer-02-approval')
    await row
      .locator('.ag-cell[col-id="__actions"]')
      .getByRole('button', { name: /通\s*过/ })
      .click()
    await expectMessage(approverPage, '已审批通过', () =>
      approverPage
        .locator('.ant-modal:visible')
        .getByRole('button', { name: /通\s*过/ })
        .click(),
    )
  })

  it('the keeper ships it: the list and 库存汇总 of the target show it 在途, not on hand', async () => {
    await refresh()
    await expect.poll(async () => (await ours())?.status).toBe('待调出')
    await actions().getByRole('button', { name: '调出' }).click()
    await confirmModal()
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await expect.poll(async () => (await ours())?.status).toBe('已调出')
    expect(await ours()).toMatchObject({ shippedQty: '2', transitQty: '2', receivedQty: '0' })
    await shot(page, 'transfer-03-shipped')
    // The SKU, from the detail's lines.
    await actions().getByRole('button', { name: '查看' }).click()
    await page.getByRole('tab', { name: '明细' }).click()
    const lines = page.locator('[data-screen="allocation-detail-lines"]:visible')
    await lines.locator('.ag-row').first().waitFor()
    skuCode = (await gridRows(page, 'allocation-detail-lines'))[0].skuCode
    expect(skuCode).toBeTruthy()
    await shot(page, 'transfer-04-detail')
    const total = await targetTotal()
    expect(total).toBeDefined()
    expect(total).toMatchObject({ transit: '2' })
    expect(Number(total!.available)).toBe(Number(total!.onHand) - Number(total!.allocated || 0))
    await shot(page, 'transfer-05-target-in-transit')
  })

  it('the keeper receives it with the 调入 form: 已完成, and 库存汇总 of the target has it on hand', async () => {
    const before = Number((await targetTotal())?.onHand ?? 0)
    await openScreen(page, base, `/warehouse-operation/${LIST}`, LIST)
    await refresh()
    await expect.poll(async () => (await ours())?.status).toBe('已调出')
    await actions().getByRole('button', { name: '调入' }).click()
    // Starts with all that is in transit, at the target's receiving location where it waits.
    await expect.poll(() => drawer().getByLabel('调入数量').inputValue()).toMatch(/^2(\.0+)?$/)
    await expect.poll(() => drawer().getByText('RCV-01-01-01').count()).toBeGreaterThan(0)
    await shot(page, 'transfer-06-receive-form')
    await expectMessage(page, '已调入', () =>
      drawer()
        .getByRole('button', { name: /^调\s*入$/ })
        .click(),
    )
    await page.goto(`${base}/wms/#/warehouse-operation/${LIST}`)
    await refresh()
    await expect.poll(async () => (await ours())?.status).toBe('已完成')
    expect(await ours()).toMatchObject({ receivedQty: '2', transitQty: '0' })
    const after = await targetTotal()
    expect(Number(after!.onHand)).toBe(before + 2)
    expect(Number(after!.transit || 0)).toBe(0)
    await shot(page, 'transfer-07-target-received')
    expect(errors).toEqual([])
  })
})
