// Leaving the shell and finding the messages (issue 20, item 6 and "Messages are found where the
// user looks"), in Chromium as demo: an unknown address shows 404 inside the shell, the side menu
// marks the screen reached by its URL, a purchase line waiting for the supplier says so, and a
// save with empty header fields and an empty line marks both at once and counts them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { expectNoErrors, login, openScreen, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]

beforeAll(async () => {
  browser = await openBrowser({ width: 1600 })
  page = await browser.context.newPage()
  errors = watchErrors(page)
  await login(page, base, 'demo')
})
afterAll(() => browser.close())

const menu = () => page.locator('.ant-layout-sider .ant-menu')

describe('the shell', () => {
  it('shows 404 inside the layout, the menu and tabs still there', async () => {
    await page.goto(`${base}/wms/#/no-such-screen`)
    await page.getByRole('main').getByText('页面不存在', { exact: true }).waitFor()
    await expect.poll(() => menu().isVisible()).toBe(true)
    await expect.poll(() => page.locator('.ant-layout-header').isVisible()).toBe(true)
    await shot(page, 'shell-404')
  })

  it('selects the menu entry of a screen reached by its URL and opens its group', async () => {
    await openScreen(page, base, '/purchase-mag/purchase-order-mag', 'purchase-order-mag')
    const selected = menu().locator('.ant-menu-item-selected')
    await expect.poll(() => selected.count()).toBe(1)
    expect(await selected.textContent()).toBe(await page.locator('.ant-tabs-tab-active').first().textContent())
    await expect
      .poll(() =>
        menu()
          .locator('.ant-menu-submenu-open', { has: page.locator('.ant-menu-item-selected') })
          .count(),
      )
      .toBe(1)
    await shot(page, 'shell-menu-selected')
  })
})

describe('a purchase order that cannot be saved yet', () => {
  it('names the supplier a line waits for, and marks header and line errors in one round with their count', async () => {
    await page.getByRole('button', { name: '新增采购单' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByText('请先选择供应商').first().waitFor()
    await page.getByRole('button', { name: /保\s*存/ }).click()
    await page
      .locator('.ant-message-notice', { hasText: /有 \d+ 处需要修改/ })
      .first()
      .waitFor()
    await expect.poll(() => drawer.locator('.ant-form-item-has-error').count()).toBeGreaterThan(0)
    await expect.poll(() => drawer.locator('.cy-field-error').count()).toBeGreaterThan(0)
    await shot(page, 'purchase-form-attention')
    await expectNoErrors(errors, 'the shell and the purchase form')
  })
})
