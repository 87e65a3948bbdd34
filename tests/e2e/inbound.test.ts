// Inbound in Chromium as the keeper: a reservation needing inspection (made and approved
// through the API), received on the scan page with a keyboard-wedge rhythm (one SKU short, a
// double scan counted once, an unknown code refused in red), finished short, inspected (one
// unit unqualified), shelved to the suggested locations; stock-locate then shows exactly that.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Locator, Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { expectMessage, login, openScreen, pickOption, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]
let bespeakNo: string
let skus: { code: string }[]
const before = new Map<string, Totals>()
interface Totals {
  onHand: number
  available: number
  damaged: number
  qc: number
}

const api = async (path: string, body: object, token?: string) =>
  (
    await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    })
  ).json()

async function totals(code: string, token: string): Promise<Totals> {
  const row = (await api('/v1/stock/total', { allStorages: true, keyword: code }, token)).data.list.find((r: { skuCode: string }) => r.skuCode === code)
  return { onHand: row?.onHand ?? 0, available: row?.available ?? 0, damaged: row?.damaged ?? 0, qc: row?.qc ?? 0 }
}

beforeAll(async () => {
  const token = (await api('/login', { account: 'demo', password: 'demo123' })).data.token
  const storage = (await api('/storage/list', { code: 'GZ01' }, token)).data.list[0].id // the demo main warehouse (other tests add warehouses)
  const options = (await api('/v1/product/sku/options', { keyword: 'P101' }, token)).data.slice(0, 2)
  skus = options.map((o: { label: string }) => ({ code: o.label.split(' ')[0] }))
  for (const s of skus) before.set(s.code, await totals(s.code, token))
  const add = await api(
    '/v1/bespeak/add',
    { bespeakType: 1, storageId: storage, needInspection: true, lines: options.map((o: any) => ({ skuId: o.value, qty: 3 })) },
    token,
  )
  expect(add.status, add.message).toBe(1)
  await api('/v1/bespeak/approve', { id: add.data.id }, token)
  bespeakNo = (await api('/v1/bespeak/get', { id: add.data.id }, token)).data.bespeakNo
  browser = await openBrowser()
  page = await browser.context.newPage()
  errors = watchErrors(page)
  await login(page, base, 'keeper')
})
afterAll(() => browser.close())

const scanPage = () => page.locator('[data-screen="scan-in-stock"]')
async function scan(code: string) {
  await scanPage().getByLabel('商品条码').fill(code)
  await scanPage().getByLabel('商品条码').press('Enter')
}
const outcome = () => page.locator('[data-outcome]').innerText()
const pickFirst = (scope: Locator, label: string) => pickOption(scope, label)

describe('inbound', () => {
  it('receives by scanning: progress per line, a double scan once, an unknown code refused', async () => {
    await openScreen(page, base, '/in-stock-mag/scan-in-stock', 'scan-in-stock')
    await scanPage().getByLabel('预约单号').fill(bespeakNo)
    await scanPage().getByLabel('预约单号').press('Enter')
    await expect.poll(outcome).toContain(`已打开预约单 ${bespeakNo}`)
    await scan(skus[0].code)
    await scan(skus[0].code) // the scanner reading the same label twice at once
    await expect.poll(outcome).toContain('重复扫描，已忽略')
    await expect.poll(() => scanPage().locator('.ant-table-row', { hasText: skus[0].code }).innerText()).toMatch(/\b3\s+1\b/)
    for (let i = 0; i < 2; i++) {
      await page.waitForTimeout(400) // a person scanning the next unit, slower than a double read
      await scan(skus[0].code)
    }
    await expect.poll(outcome).toContain('（3/3）')
    await page.waitForTimeout(400)
    await scan(skus[0].code)
    await expect.poll(outcome).toContain('超出预约数量')
    expect(await page.locator('[data-outcome="error"]').count()).toBe(1)
    await scan('NO-SUCH-CODE')
    await expect.poll(outcome).toContain('没有条码或编码为 NO-SUCH-CODE 的商品')
    await scanPage().getByLabel('数量').fill('2')
    await scan(skus[1].code)
    await expect.poll(outcome).toContain('已收货 2（2/3）')
    await shot(page, 'inbound-01-scan')
    await scanPage().getByRole('button', { name: '收货完成' }).click()
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*认/ })
      .click()
    await expect.poll(outcome).toContain('收货完成')
  })

  it('inspects with one unit unqualified and shelves the rest; stock-total shows exactly that', async () => {
    await openScreen(page, base, '/in-stock-mag/inbound-inspect', 'inbound-inspect')
    const inspect = page.locator('[data-screen="inbound-inspect"]')
    await pickFirst(inspect, '入库单')
    await inspect.getByLabel(`${skus[0].code} 合格`).fill('2')
    await inspect.getByLabel(`${skus[0].code} 不合格`).fill('1')
    await inspect.getByRole('button', { name: '提交质检' }).click()
    await expectMessage(page, '质检已提交', () =>
      page
        .locator('.ant-modal-confirm')
        .getByRole('button', { name: /提\s*交/ })
        .click(),
    )

    await openScreen(page, base, '/warehouse-operation/inbound-shelve', 'inbound-shelve')
    const shelve = page.locator('[data-screen="inbound-shelve"]')
    await pickFirst(shelve, '入库单')
    await expect.poll(() => shelve.locator('.ant-table-row').count()).toBe(2)
    await shot(page, 'inbound-02-shelve')
    await expectMessage(page, '上架完成，入库单已完成', () => shelve.getByRole('button', { name: '确认上架' }).click())

    const token = (await api('/login', { account: 'demo', password: 'demo123' })).data.token
    const [a, b] = [before.get(skus[0].code)!, before.get(skus[1].code)!]
    expect(await totals(skus[0].code, token)).toEqual({ onHand: a.onHand + 3, available: a.available + 2, damaged: a.damaged + 1, qc: a.qc })
    expect(await totals(skus[1].code, token)).toEqual({ onHand: b.onHand + 2, available: b.available + 2, damaged: b.damaged, qc: b.qc })
  })

  it('has seen no console error and no failed request', () => {
    expect(errors).toEqual([])
  })
})
