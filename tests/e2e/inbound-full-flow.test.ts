// The whole inbound flow in Chromium, each step by the user who does it in the demo: the keeper
// orders three SKUs and submits the order; the approver accepts it on 采购审批; the keeper books
// a reservation from the order; the approver approves it; the keeper scans the goods in (one
// SKU a unit short), inspects them (one unit unqualified, with an inspection project) and
// shelves them. Stock-total and stock-locate then show exactly those quantities, the order is
// 部分入库, and 库存校验 passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Locator, Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { chooseOption, expectMessage, gridRows, login, openScreen, pickOption as pick, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
const SUPPLIER = '广州金粮油脂有限公司'
const SKUS = ['P1001-02', 'P1002-01', 'P1002-02'] // three of that supplier's materials
const ORDERED = 4
const RECEIVED = [4, 4, 3] // the last SKU arrives a unit short
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]
let demo: string
let purchaseNo: string
let bespeakNo: string
let stockInNo: string
let storageId: number // 广州白云一号仓, the keeper's current warehouse: the stock screens open on it
const before = new Map<string, Totals>()
interface Totals {
  onHand: number
  available: number
  qc: number
  damaged: number
}

const api = async (path: string, body: object = {}) =>
  (
    await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: demo }, body: JSON.stringify(body) })
  ).json()

async function totals(code: string): Promise<Totals> {
  const row = (await api('/v1/stock/total', { storageId, keyword: code })).data.list.find((r: { skuCode: string }) => r.skuCode === code)
  return { onHand: row?.onHand ?? 0, available: row?.available ?? 0, qc: row?.qc ?? 0, damaged: row?.damaged ?? 0 }
}
/** On hand per location and status of a SKU (stock-locate's rows summed). */
async function located(code: string): Promise<Map<string, number>> {
  const rows = (await api('/v1/stock/locate', { storageId, keyword: code, pageSize: 200 })).data.list.filter((r: { skuCode: string }) => r.skuCode === code)
  const out = new Map<string, number>()
  for (const r of rows) out.set(`${r.locationCode}|${r.stockStatus}`, (out.get(`${r.locationCode}|${r.stockStatus}`) ?? 0) + r.onHand)
  return out
}
const locatedBefore = new Map<string, Map<string, number>>()

beforeAll(async () => {
  demo = (
    await (
      await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'demo', password: 'demo123' }),
      })
    ).json()
  ).data.token
  storageId = (await api('/storage/list', { code: 'GZ01' })).data.list[0].id
  for (const code of SKUS) {
    before.set(code, await totals(code))
    locatedBefore.set(code, await located(code))
  }
  browser = await openBrowser()
  page = await browser.context.newPage()
  errors = watchErrors(page)
})
afterAll(() => browser.close())

const dialog = () => page.getByRole('dialog')
/** The action cell of the grid row whose column `col` reads exactly `text`. */
const actionsOf = (screen: string, col: string, text: string) =>
  page
    .locator(`[data-screen="${screen}"] .ag-row`, { has: page.locator(`.ag-cell[col-id="${col}"]`, { hasText: new RegExp(`^${text}$`) }) })
    .locator('.ag-cell[col-id="__actions"]')
const confirmModal = () =>
  page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定|确\s*认/ })
    .click()

describe('inbound, from the purchase order to the shelves', () => {
  it('keeper: orders three SKUs and submits the order for approval', async () => {
    await login(page, base, 'keeper')
    await openScreen(page, base, '/purchase-mag/purchase-order-mag', 'purchase-order-mag')
    await page.getByRole('button', { name: '新增采购单' }).click()
    await pick(dialog(), '供应商', SUPPLIER)
    await pick(dialog(), '收货仓库', '广州白云一号仓')
    for (const [i, code] of SKUS.entries()) {
      if (i > 0)
        await dialog()
          .getByRole('button', { name: /添加一行/ })
          .click()
      await dialog()
        .getByLabel(`第 ${i + 1} 行商品规格`)
        .click()
      await chooseOption(page, code)
      await expect
        .poll(() =>
          dialog()
            .getByLabel(`第 ${i + 1} 行含税单价`)
            .inputValue(),
        )
        .not.toBe('')
      await dialog()
        .getByLabel(`第 ${i + 1} 行采购数量`)
        .fill(String(ORDERED))
    }
    await dialog().getByLabel('第 1 行备注').click()
    await shot(page, 'flow-01-purchase-form')
    await expectMessage(page, '保存成功', () => page.getByRole('button', { name: /保\s*存/ }).click())
    const mine = (await api('/v1/purchase/list', { pageSize: 10 })).data.list[0]
    expect(mine).toMatchObject({ providerName: SUPPLIER, status: 0, totalQty: ORDERED * 3 })
    purchaseNo = mine.purchaseNo
    await actionsOf('purchase-order-mag', 'purchaseNo', purchaseNo).getByRole('button', { name: '提交审核' }).click()
    await confirmModal()
    await expect.poll(async () => (await gridRows(page, 'purchase-order-mag')).find((r) => r.purchaseNo === purchaseNo)?.status).toBe('待审核')
  })

  it('approver: accepts it on 采购审批', async () => {
    await login(page, base, 'approver')
    await openScreen(page, base, '/to-examine/purchase-to-examine', 'purchase-to-examine')
    await actionsOf('purchase-to-examine', 'docNo', purchaseNo)
      .getByRole('button', { name: /通\s*过/ })
      .click()
    await expectMessage(page, '已审批通过', () =>
      page
        .locator('.ant-modal:visible')
        .getByRole('button', { name: /通\s*过/ })
        .click(),
    )
    await shot(page, 'flow-02-purchase-approved')
    expect((await api('/v1/purchase/list', { purchaseNo })).data.list[0].status).toBe(20)
  })

  it('keeper: books a reservation from the order, needing inspection', async () => {
    await login(page, base, 'keeper')
    await openScreen(page, base, '/in-stock-mag/in-stock-reservation', 'in-stock-reservation')
    await page.getByRole('button', { name: '按采购单预约' }).click()
    await pick(dialog(), '采购单', purchaseNo)
    await dialog().getByLabel('需要质检').check()
    await expectMessage(page, '保存成功', () => page.getByRole('button', { name: /保\s*存/ }).click())
    // Read the number in the same poll that sees the row: a refresh can empty the grid between two reads.
    await expect
      .poll(async () => {
        const row = (await gridRows(page, 'in-stock-reservation')).find((r) => r.purchaseNo === purchaseNo)
        if (row) bespeakNo = row.bespeakNo
        return row?.status
      })
      .toBe('待审核')
  })

  it('approver: approves the reservation', async () => {
    await login(page, base, 'approver')
    await openScreen(page, base, '/in-stock-mag/in-stock-reservation', 'in-stock-reservation')
    await expect(page.getByRole('button', { name: '新增预约' }).count()).resolves.toBe(0) // reviews only
    await actionsOf('in-stock-reservation', 'bespeakNo', bespeakNo)
      .getByRole('button', { name: /审\s*核/ })
      .click()
    await expect.poll(async () => (await gridRows(page, 'in-stock-reservation')).find((r) => r.bespeakNo === bespeakNo)?.status).toBe('待到货')
  })

  it('keeper: scans the goods in, one SKU a unit short, and finishes', async () => {
    await login(page, base, 'keeper')
    await openScreen(page, base, '/in-stock-mag/scan-in-stock', 'scan-in-stock')
    const scanPage = page.locator('[data-screen="scan-in-stock"]')
    const outcome = () => page.locator('[data-outcome]').innerText()
    await scanPage.getByLabel('预约单号').fill(bespeakNo)
    await scanPage.getByLabel('预约单号').press('Enter')
    await expect.poll(outcome).toContain(`已打开预约单 ${bespeakNo}`)
    for (const [i, code] of SKUS.entries()) {
      await scanPage.getByLabel('数量').fill(String(RECEIVED[i]))
      await scanPage.getByLabel('商品条码').fill(code)
      await scanPage.getByLabel('商品条码').press('Enter')
      await expect.poll(outcome).toContain(`已收货 ${RECEIVED[i]}（${RECEIVED[i]}/${ORDERED}）`)
      await page.waitForTimeout(400) // the next label, slower than a double read
    }
    await shot(page, 'flow-03-scanned')
    await scanPage.getByRole('button', { name: '收货完成' }).click()
    await confirmModal()
    await expect.poll(outcome).toContain('收货完成')
    const stockIn = (await api('/v1/stockIn/list', { pageSize: 50 })).data.list.find((s: { bespeakName: string }) => s.bespeakName === bespeakNo)
    expect(stockIn).toMatchObject({ status: 0, totalQty: 11 })
    stockInNo = stockIn.stockInNo
  })

  it('keeper: inspects, one unit unqualified, with an inspection project', async () => {
    await openScreen(page, base, '/in-stock-mag/inbound-inspect', 'inbound-inspect')
    const inspect = page.locator('[data-screen="inbound-inspect"]')
    await pick(inspect, '入库单', stockInNo)
    await inspect.getByLabel(`${SKUS[0]} 合格`).fill('3')
    await inspect.getByLabel(`${SKUS[0]} 不合格`).fill('1')
    await pick(inspect, '检测项目', '感官检验')
    await page.keyboard.press('Escape')
    await pick(inspect, '感官检验 判定', '合格')
    await inspect.getByLabel('质检结论').fill('1 件外箱破损')
    await shot(page, 'flow-04-inspect')
    await inspect.getByRole('button', { name: '提交质检' }).click()
    await expectMessage(page, '质检已提交', () =>
      page
        .locator('.ant-modal-confirm')
        .getByRole('button', { name: /提\s*交/ })
        .click(),
    )

    // The report of that inspection, from the inspection list.
    await openScreen(page, base, '/in-stock-mag/quanlity-inspection-sheet', 'quanlity-inspection-sheet')
    await actionsOf('quanlity-inspection-sheet', 'stockInName', stockInNo).getByRole('button', { name: '质检报告' }).click()
    const report = page.locator('[data-screen="instock-inspect-report"]')
    await report.getByText('感官检验').waitFor()
    await expect.poll(() => report.innerText()).toMatch(/不合格数量\s*1\b/)
    await shot(page, 'flow-05-inspect-report')
  })

  it('keeper: shelves everything to the suggested locations', async () => {
    await openScreen(page, base, '/warehouse-operation/inbound-shelve', 'inbound-shelve')
    const shelve = page.locator('[data-screen="inbound-shelve"]')
    await pick(shelve, '入库单', stockInNo)
    await expect.poll(() => shelve.locator('.ant-table-row').count()).toBe(3)
    await shot(page, 'flow-06-shelve')
    await expectMessage(page, '上架完成，入库单已完成', () => shelve.getByRole('button', { name: '确认上架' }).click())
  })

  it('shows exactly the received quantities in stock-total and stock-locate', async () => {
    const expected = SKUS.map((code, i) => {
      const b = before.get(code)!
      const damaged = i === 0 ? 1 : 0
      return { code, onHand: b.onHand + RECEIVED[i], available: b.available + RECEIVED[i] - damaged, qc: b.qc, damaged: b.damaged + damaged }
    })
    for (const e of expected) expect(await totals(e.code)).toEqual({ onHand: e.onHand, available: e.available, qc: e.qc, damaged: e.damaged })

    // The same figures on the screen, as the keeper sees them.
    await openScreen(page, base, '/stock-mag/stock-total', 'stock-total')
    const total = page.locator('[data-screen="stock-total"]:visible')
    for (const e of expected) {
      await total.getByLabel('商品', { exact: true }).fill(e.code)
      await total.getByRole('button', { name: /查\s*询/ }).click()
      // One poll reads all three figures: the grid is briefly empty while the new query replaces its rows.
      await expect
        .poll(async () => (await gridRows(page, 'stock-total')).find((r) => r.skuCode === e.code))
        .toMatchObject({ onHand: String(e.onHand), available: String(e.available), damaged: String(e.damaged) })
    }
    await shot(page, 'flow-07-stock-total')

    // Per location: the goods moved from the receiving location to the shelves; only the unqualified unit stayed behind.
    for (const [i, code] of SKUS.entries()) {
      const now = await located(code)
      const was = locatedBefore.get(code)!
      const delta = [...new Set([...now.keys(), ...was.keys()])].map((k) => [k, (now.get(k) ?? 0) - (was.get(k) ?? 0)] as const).filter(([, d]) => d !== 0)
      const shelved = delta.filter(([k]) => k.endsWith('|1'))
      expect(shelved.map(([, d]) => d)).toEqual([RECEIVED[i] - (i === 0 ? 1 : 0)])
      expect(delta.filter(([k]) => k.endsWith('|4')).map(([, d]) => d)).toEqual(i === 0 ? [1] : [])
      expect(delta.filter(([k]) => k.endsWith('|2'))).toEqual([])
    }
    await openScreen(page, base, '/stock-mag/stock-locate', 'stock-locate')
    const locate = page.locator('[data-screen="stock-locate"]:visible')
    await locate.getByLabel('商品', { exact: true }).fill(SKUS[0])
    await locate.getByRole('button', { name: /查\s*询/ }).click()
    await expect
      .poll(async () => (await gridRows(page, 'stock-locate')).filter((r) => r.skuCode === SKUS[0] && r.stockStatus === '不合格').length)
      .toBeGreaterThan(0)
    await shot(page, 'flow-08-stock-locate')
  })

  it('shows the order 部分入库, and 库存校验 passes', async () => {
    await openScreen(page, base, '/purchase-mag/purchase-order-mag', 'purchase-order-mag')
    await expect.poll(async () => (await gridRows(page, 'purchase-order-mag')).find((r) => r.purchaseNo === purchaseNo)?.status).toBe('部分入库')
    await openScreen(page, base, '/stock-mag/stock-total', 'stock-total')
    await page.getByRole('button', { name: '库存校验' }).click()
    await page
      .locator('.ant-modal:visible')
      .getByText(/项检查全部通过/)
      .waitFor()
    await shot(page, 'flow-09-verify')
    expect((await api('/v1/stock/verify')).data.passed).toBe(true)
  })

  it('has seen no console error and no failed request', () => {
    expect(errors).toEqual([])
  })
})
