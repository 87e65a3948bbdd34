// A detection order that fails, in Chromium, each step by the user who does it in the demo: the
// keeper makes a 检测单 of a 合格 stock row by the 粮油常规检测 scheme, records the results (水分
// out of its limits: the conclusion is 不合格) and submits it; the approver accepts it on 检测单审批;
// stock-total then shows the quantity 不合格 (on hand unchanged), and 库存校验 passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { chooseOption, expectMessage, gridRows, login, openScreen, pickOption as pick, shot, watchErrors, expectNoErrors } from './support/app-page.ts'

const base = baseURL()
const QTY = 2
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]
let demo: string
let storageId: number
let option: { value: number; label: string }
let skuCode: string
let detectionNo: string
let before: { onHand: number; damaged: number }

const api = async (path: string, body: object = {}) =>
  (
    await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: demo }, body: JSON.stringify(body) })
  ).json()
const totals = async () => {
  const row = (await api('/v1/stock/total', { storageId, keyword: skuCode })).data.list.find((r: { skuCode: string }) => r.skuCode === skuCode)
  return { onHand: row?.onHand ?? 0, damaged: row?.damaged ?? 0 }
}

beforeAll(async () => {
  const login0 = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password: 'demo123' }),
  })
  demo = (await login0.json()).data.token
  storageId = (await api('/storage/list', { code: 'GZ01' })).data.list[0].id
  // A 合格 row with enough available that no demo document holds.
  const options: { value: number; label: string }[] = (await api('/inspect/order/balances', { storageId })).data
  option = options.find((o) => !o.label.includes('不合格') && Number(/可用 ([\d.]+)$/.exec(o.label)?.[1]) >= 5)!
  // Its label: 库位 · SKU 商品名 · 批次 … · 可用 n.
  skuCode = option.label.split(' · ')[1].split(' ')[0]
  before = await totals()
  browser = await openBrowser({ width: 1600 })
  page = await browser.context.newPage()
  errors = watchErrors(page)
})
afterAll(() => browser.close())

const dialog = () => page.getByRole('dialog')
const actionsOf = (screen: string, col: string, text: string) =>
  page
    .locator(`[data-screen="${screen}"] .ag-row`, { has: page.locator(`.ag-cell[col-id="${col}"]`, { hasText: new RegExp(`^${text}$`) }) })
    .locator('.ag-cell[col-id="__actions"]')

describe('a detection order that fails', () => {
  it('keeper: makes the order, records the results (水分 out of limits) and submits it', async () => {
    await login(page, base, 'keeper')
    await openScreen(page, base, '/detection/detectionorder', 'detectionorder')
    await page.getByRole('button', { name: '新增检测单' }).click()
    await pick(dialog(), '检测方案', '粮油常规检测')
    await dialog().getByLabel('受检库存', { exact: true }).locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]').click()
    await page.keyboard.type(skuCode)
    await chooseOption(page, option.label)
    await dialog().getByLabel('检测数量', { exact: true }).fill(String(QTY))
    await dialog().getByLabel('检测员', { exact: true }).fill('王质检')
    await shot(page, 'detection-01-order-form')
    await expectMessage(page, '保存成功', () => page.getByRole('button', { name: /保\s*存/ }).click())
    const mine = (await api('/inspect/order/list', { pageSize: 10 })).data.list[0]
    expect(mine).toMatchObject({ balanceId: option.value, status: 0, qty: QTY, result: null })
    detectionNo = mine.detectionNo

    // The scheme's four projects are the results; the inspector fills them in.
    await actionsOf('detectionorder', 'detectionNo', detectionNo).getByRole('button', { name: '录入结果' }).click()
    await expect.poll(() => dialog().getByLabel('第 4 行检测值').count()).toBe(1)
    await pick(dialog(), '第 1 行判定', '合格')
    await dialog().getByLabel('第 2 行检测值').fill('16.2')
    await dialog().getByLabel('第 3 行检测值').fill('1.1')
    await dialog().getByLabel('第 4 行检测值').fill('0.1')
    await shot(page, 'detection-02-results')
    await expectMessage(page, '保存成功', () => page.getByRole('button', { name: /保\s*存/ }).click())
    await expect.poll(async () => (await gridRows(page, 'detectionorder')).find((r) => r.detectionNo === detectionNo)?.result).toBe('不合格')

    await actionsOf('detectionorder', 'detectionNo', detectionNo).getByRole('button', { name: '提交审核' }).click()
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定|确\s*认/ })
      .click()
    await expect.poll(async () => (await gridRows(page, 'detectionorder')).find((r) => r.detectionNo === detectionNo)?.status).toBe('待审核')
    await shot(page, 'detection-03-submitted')
  })

  it('approver: accepts it on 检测单审批 and can open the order', async () => {
    await login(page, base, 'approver')
    await openScreen(page, base, '/to-examine/detection-order-approval', 'detection-order-approval')
    await actionsOf('detection-order-approval', 'docNo', detectionNo).waitFor()
    await shot(page, 'detection-035-approval')
    await actionsOf('detection-order-approval', 'docNo', detectionNo)
      .getByRole('button', { name: /通\s*过/ })
      .click()
    await expectMessage(page, '已审批通过', () =>
      page
        .locator('.ant-modal:visible')
        .getByRole('button', { name: /通\s*过/ })
        .click(),
    )
    await shot(page, 'detection-04-approved')
    expect((await api('/inspect/order/list', { detectionNo })).data.list[0]).toMatchObject({ status: 20, result: 2 })
    await expectNoErrors(errors, 'the detection order flow')
  })

  it('keeper: stock-total shows the quantity 不合格, on hand unchanged, and 库存校验 passes', async () => {
    expect(await totals()).toEqual({ onHand: before.onHand, damaged: before.damaged + QTY })
    await login(page, base, 'keeper')
    await openScreen(page, base, '/stock-mag/stock-total', 'stock-total')
    const total = page.locator('[data-screen="stock-total"]:visible')
    await total.getByLabel('商品', { exact: true }).fill(skuCode)
    await total.getByRole('button', { name: /查\s*询/ }).click()
    await expect
      .poll(async () => (await gridRows(page, 'stock-total')).find((r) => r.skuCode === skuCode))
      .toMatchObject({ onHand: String(before.onHand), damaged: String(before.damaged + QTY) })
    await shot(page, 'detection-05-stock-total')
    await page.getByRole('button', { name: '库存校验' }).click()
    await page
      .locator('.ant-modal:visible')
      .getByText(/项检查全部通过/)
      .waitFor()
    await page.getByRole('button', { name: '知道了' }).click()
    await expectNoErrors(errors, 'stock-total after the detection')
  })
  it('keeper: reads the order, its results and its print; the schemes list and form', async () => {
    const id = (await api('/inspect/order/list', { detectionNo })).data.list[0].id
    await openScreen(page, base, `/detection/detection-order-detail/${id}`, 'detection-order-detail')
    const detail = page.locator('[data-screen="detection-order-detail"]:visible')
    await detail.getByText(detectionNo, { exact: true }).waitFor()
    await detail.getByRole('tab', { name: '检测结果' }).click()
    await expect.poll(() => detail.locator('[data-screen="detection-order-results"] .ag-row').count()).toBe(4)
    await shot(page, 'detection-06-detail')
    await page.goto(`${base}/wms/#/print/print-detectionorder?ids=${id}`)
    await page.locator(`[data-detection="${detectionNo}"]`).getByText('检测结论：').waitFor()
    await shot(page, 'detection-07-print')
    await openScreen(page, base, '/detection/detectionscheme', 'detectionscheme')
    await page.locator('[data-screen="detectionscheme"]:visible .ag-row').first().waitFor()
    await shot(page, 'detection-08-schemes')
    await page.getByRole('button', { name: '新增检测方案' }).click()
    await dialog().getByLabel('方案名称', { exact: true }).waitFor()
    await shot(page, 'detection-09-scheme-form')
    await expectNoErrors(errors, 'the detail, print and schemes')
  })
})
