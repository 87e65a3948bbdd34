// 加工单 in Chromium, end to end: the keeper combines two 早餐牛奶组合装 in the form (the lines come
// from the composite), submits it; the demo's 审批员 accepts it on 加工单审批 (the components are
// held); the keeper finishes it; 库存汇总 shows the kit up by two and each component down by two.
// The detail's lines tab and the print page are looked at on the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { expectMessage, gridRows, login, openScreen, pickOption, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
const KIT = 'P3002-01'
const PARTS = ['P1008-01', 'P1009-01']
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]
let processNo = ''
const before: Record<string, number> = {}

beforeAll(async () => {
  browser = await openBrowser({ width: 1600 })
  page = await browser.context.newPage()
  errors = watchErrors(page)
})
afterAll(() => browser.close())

const screen = () => page.locator('[data-screen="product-process"]:visible')
const drawer = () => page.getByRole('dialog')
const confirmModal = () => page.locator('.ant-modal-confirm')
const rowActions = (docNo: string) =>
  screen()
    .locator('.ag-row', { has: page.locator('.ag-cell[col-id="processNo"]', { hasText: new RegExp(`^${docNo}$`) }) })
    .locator('.ag-cell[col-id="__actions"]')

/** 库存汇总's 在库数量 of a SKU in the keeper's warehouse, read from the screen. */
async function onHand(skuCode: string): Promise<number> {
  const root = page.locator('[data-screen="stock-total"]:visible')
  await root.getByLabel('商品', { exact: true }).fill(skuCode)
  await root.getByRole('button', { name: /查\s*询/ }).click()
  await expect.poll(async () => (await gridRows(page, 'stock-total')).map((r) => r.skuCode)).toEqual([skuCode])
  return Number((await gridRows(page, 'stock-total'))[0].onHand.replace(/,/g, ''))
}

describe('combining a kit', () => {
  it('the keeper reads 库存汇总 first', async () => {
    await login(page, base, 'keeper')
    await openScreen(page, base, '/stock-mag/stock-total', 'stock-total')
    for (const sku of [KIT, ...PARTS]) before[sku] = await onHand(sku)
  })

  it('the keeper makes a 组合 order of two kits; its lines come from the composite', async () => {
    await openScreen(page, base, '/warehouse-operation/product-process', 'product-process')
    await screen().locator('.ag-row').first().waitFor()
    await shot(page, 'process-01-list')
    await page.getByRole('button', { name: '新增加工单' }).click()
    await pickOption(drawer(), '组合商品', '早餐牛奶组合装')
    await drawer().getByLabel('加工套数').fill('2')
    await pickOption(drawer(), '产出库位')
    await drawer().getByLabel('加工说明').fill('端到端：组合两套')
    await shot(page, 'process-02-form')
    await expectMessage(page, '保存成功', () => page.getByRole('button', { name: /保\s*存/ }).click())
    await expect.poll(() => drawer().count()).toBe(0)
    await expect.poll(async () => (await gridRows(page, 'product-process')).find((r) => r.reason === '端到端：组合两套')?.status).toBe('新建')
    processNo = (await gridRows(page, 'product-process')).find((r) => r.reason === '端到端：组合两套')!.processNo
    expect(processNo).toMatch(/^JG\d{12}$/)

    await rowActions(processNo).getByRole('button', { name: '查看' }).click()
    const detail = page.locator('[data-screen="product-process-detail"]:visible')
    await detail.getByText(processNo).first().waitFor()
    await detail.getByRole('tab', { name: '明细' }).click()
    await expect
      .poll(async () => (await gridRows(page, 'product-process-detail-lines')).map((r) => [r.role, r.skuCode, r.qty]).sort())
      .toEqual([
        ['产出', KIT, '2'],
        ['消耗', PARTS[0], '2'],
        ['消耗', PARTS[1], '2'],
      ])
    await shot(page, 'process-03-detail')
  })

  it('the keeper submits it for approval', async () => {
    await openScreen(page, base, '/warehouse-operation/product-process', 'product-process')
    await rowActions(processNo).getByRole('button', { name: '提交审核' }).click()
    await confirmModal().getByText('提交后审批期间不能修改。确认提交审核？').waitFor()
    await confirmModal()
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await expect.poll(async () => (await gridRows(page, 'product-process')).find((r) => r.processNo === processNo)?.status).toBe('待审核')
    expect(errors).toEqual([])
  })

  it('the approver accepts it on 加工单审批', async () => {
    await page.context().clearCookies()
    await login(page, base, 'approver')
    await openScreen(page, base, '/to-examine/product-process-examine', 'product-process-examine')
    const approvals = page.locator('[data-screen="product-process-examine"]:visible')
    const row = approvals.locator('.ag-row', { has: page.locator('.ag-cell[col-id="docNo"]', { hasText: new RegExp(`^${processNo}$`) }) })
    await row.waitFor()
    expect((await gridRows(page, 'product-process-examine')).find((r) => r.docNo === processNo)?.summary).toMatch(/^早餐牛奶组合装 · 加工套数 2 · .+ · 3 行$/)
    await shot(page, 'process-04-approval')
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
    expect(errors).toEqual([])
  })

  it('the keeper finishes it: 库存汇总 shows the kit up by two and each component down by two', async () => {
    await page.context().clearCookies()
    await login(page, base, 'keeper')
    await openScreen(page, base, '/warehouse-operation/product-process', 'product-process')
    await expect.poll(async () => (await gridRows(page, 'product-process')).find((r) => r.processNo === processNo)?.status).toBe('加工中')
    await rowActions(processNo).getByRole('button', { name: '加工完成' }).click()
    await confirmModal().getByText('将扣减消耗的商品并把产出的商品入到产出库位。确认加工完成？').waitFor()
    await confirmModal()
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await expect.poll(async () => (await gridRows(page, 'product-process')).find((r) => r.processNo === processNo)?.status).toBe('已完成')
    await shot(page, 'process-05-done')
    await openScreen(page, base, '/stock-mag/stock-total', 'stock-total')
    expect(await onHand(KIT)).toBe(before[KIT] + 2)
    for (const sku of PARTS) expect(await onHand(sku)).toBe(before[sku] - 2)
    await shot(page, 'process-06-stock-total')
    expect(errors).toEqual([])
  })

  it('prints it', async () => {
    await openScreen(page, base, '/warehouse-operation/product-process', 'product-process')
    const id = await screen()
      .locator('.ag-cell[col-id="processNo"]', { hasText: new RegExp(`^${processNo}$`) })
      .locator('xpath=ancestor::div[@row-id][1]')
      .getAttribute('row-id')
    await page.goto(`${base}/wms/#/print/product-process-print?ids=${id}`)
    const sheet = page.locator(`[data-process="${processNo}"]`)
    await sheet.waitFor()
    await expect.poll(() => sheet.innerText()).toMatch(/加工单[\s\S]*早餐牛奶组合装[\s\S]*消耗[\s\S]*产出/)
    await shot(page, 'process-07-print')
    expect(errors).toEqual([])
  })
})
