// Products in Chromium: a product with two SKUs and their attributes, found and copied; an
// import of 50 products with one bad row refused whole with the row named, then imported
// once fixed; barcodes printed (the print page draws them).
import ExcelJS from 'exceljs'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { expectMessage, gridRows, login, pickOption, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]
const dir = mkdtempSync(join(tmpdir(), 'wms-e2e-'))

beforeAll(async () => {
  browser = await openBrowser()
  page = await browser.context.newPage()
  errors = watchErrors(page)
  await login(page, base, 'demo')
})
afterAll(() => browser.close())

const screen = () => page.locator('[data-screen="product-list"]')
const drawer = () => page.getByRole('dialog')
const pick = (label: string, option: string) => pickOption(drawer(), label, option)
async function search(code: string) {
  await screen().getByLabel('商品编码').fill(code)
  await screen()
    .getByRole('button', { name: /查\s*询/ })
    .click()
}
async function actionsOf(code: string) {
  const id = await screen()
    .locator('.ag-cell[col-id="code"]', { hasText: new RegExp(`^${code}$`) })
    .locator('xpath=ancestor::div[@row-id][1]')
    .getAttribute('row-id')
  return screen().locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="__actions"]`)
}
async function xlsx(name: string, rows: (string | number)[][]) {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('导入数据')
  ws.addRow(['商品编码', '商品名称', '商品分类', '基本单位', '规格编码', '规格属性'])
  rows.forEach((r) => ws.addRow(r))
  const file = join(dir, name)
  writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()))
  return file
}
const importRows = (bad: boolean) =>
  Array.from({ length: 50 }, (_, i) => [
    `E2EI${String(i + 1).padStart(2, '0')}`,
    `导入测试商品${i + 1}`,
    bad && i === 29 ? '没有这个分类' : '饮料',
    '箱',
    `E2EI${String(i + 1).padStart(2, '0')}-1`,
    '规格:标准',
  ])

describe('products', () => {
  it('creates a product with two SKUs and their attributes', async () => {
    await page.goto(`${base}/wms/#/product-mag/product-list`)
    await screen().locator('.ag-row').first().waitFor()
    await page.getByRole('button', { name: '新增商品' }).click()
    await drawer().getByLabel('商品编码', { exact: true }).fill('E2EP1')
    await drawer().getByLabel('商品名称', { exact: true }).fill('端到端卫衣')
    await pick('商品分类', '服装鞋帽')
    await pick('基本单位', '个')
    await drawer().getByLabel('第 1 行规格编码').fill('E2EP1-R-L')
    await drawer().getByLabel('第 1 行规格属性').fill('颜色:红;尺码:L')
    await drawer()
      .getByRole('button', { name: /添加一行/ })
      .click()
    await drawer().getByLabel('第 2 行规格编码').fill('E2EP1-B-M')
    await drawer().getByLabel('第 2 行规格属性').fill('颜色:蓝;尺码:M')
    await drawer().getByLabel('第 2 行规格编码').click() // leave the attributes cell so it is read
    await shot(page, 'prod-01-form')
    await expectMessage(page, '保存成功', () => page.getByRole('button', { name: /保\s*存/ }).click())
  })

  it('finds it and copies it with its SKUs', async () => {
    await search('E2EP1')
    await expect.poll(async () => (await gridRows(page, 'product-list')).map((r) => r.code)).toEqual(['E2EP1'])
    await (await actionsOf('E2EP1')).getByRole('button', { name: '复制' }).click()
    await expect.poll(() => drawer().getByLabel('第 2 行规格编码').inputValue()).toBe('E2EP1-B-M')
    expect(await drawer().getByLabel('第 1 行规格属性').inputValue()).toBe('颜色:红;尺码:L')
    await drawer().getByLabel('商品编码', { exact: true }).fill('E2EP2')
    await drawer().getByLabel('第 1 行规格编码').fill('E2EP2-R-L')
    await drawer().getByLabel('第 2 行规格编码').fill('E2EP2-B-M')
    await expectMessage(page, '保存成功', () => page.getByRole('button', { name: /保\s*存/ }).click())
    await search('E2EP')
    await expect.poll(async () => (await gridRows(page, 'product-list')).map((r) => r.code).sort()).toEqual(['E2EP1', 'E2EP2'])
  })

  it('refuses an import of 50 products with one bad row, naming the row, and imports it once fixed', async () => {
    await search('E2EI')
    await page.getByRole('button', { name: /导\s*入/ }).click()
    const dialog = page.locator('.ant-modal', { hasText: '导入商品' })
    await dialog.locator('input[type=file]').setInputFiles(await xlsx('bad.xlsx', importRows(true)))
    await dialog.getByText('发现 1 处错误，未导入任何数据').waitFor()
    await dialog.getByRole('cell', { name: '31', exact: true }).waitFor()
    await dialog.getByText('商品分类“没有这个分类”不存在').waitFor()
    expect(await dialog.getByRole('button', { name: /确认导入/ }).count()).toBe(0)
    await shot(page, 'prod-02-import-errors')
    await dialog.locator('input[type=file]').setInputFiles(await xlsx('good.xlsx', importRows(false)))
    await dialog.getByRole('button', { name: /确认导入 50 条/ }).click()
    await dialog.getByText('导入完成：50 条商品').waitFor()
    await shot(page, 'prod-03-imported')
    await dialog.getByRole('button', { name: /完\s*成/ }).click()
    await expect
      .poll(async () =>
        Number(
          (
            await screen()
              .getByText(/^共 \d+ 条$/)
              .first()
              .innerText()
          ).replace(/\D/g, ''),
        ),
      )
      .toBe(50)
  })

  it('prints the barcodes of a product: the page draws one per SKU', async () => {
    await search('E2EP1')
    const [popup] = await Promise.all([page.waitForEvent('popup'), (await actionsOf('E2EP1')).getByRole('button', { name: '打印条码' }).click()])
    await popup.locator('[data-screen="print-sku"] svg[data-barcode] rect').first().waitFor()
    const codes = await popup.locator('svg[data-barcode]').evaluateAll((svgs) => svgs.map((s) => s.getAttribute('data-barcode')))
    expect(codes).toEqual(['E2EP1-B-M', 'E2EP1-R-L'])
    expect(await popup.locator('svg[data-barcode] rect').count()).toBeGreaterThan(20)
    await popup.screenshot({ path: 'test-output/e2e/prod-04-print.png' })
    await popup.close()
  })

  it('has seen no console error and no failed request', () => {
    expect(errors).toEqual([])
  })
})
