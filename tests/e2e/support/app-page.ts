// What every end-to-end test does with the app: sign in, open a screen, watch for console
// errors and failed requests, keep screenshots (test-output/e2e, ignored by git).
import { mkdirSync } from 'node:fs'
import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'

export const SHOTS = 'test-output/e2e'
mkdirSync(SHOTS, { recursive: true })

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

/** The page a test file watches: what a failing test describes (see on-failure.ts). */
let watched: { page: Page; errors: string[] } | undefined

/** Console errors, page errors and failed requests (HTTP ≥ 400 or no answer) seen by a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  watched = { page, errors }
  page.on('console', (m) => m.type() === 'error' && errors.push('console: ' + m.text()))
  page.on('pageerror', (e) => errors.push('page: ' + String(e)))
  page.on('requestfailed', (r) => errors.push(`failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`))
  page.on('response', (r) => r.status() >= 400 && errors.push(`http ${r.status()}: ${r.request().method()} ${r.url()}`))
  return errors
}

export async function login(page: Page, baseURL: string, account: string, password = 'demo123') {
  await page.goto(`${baseURL}/wms/#/login`)
  await page.waitForSelector('form[aria-label="登录"]')
  await page.getByLabel('账号', { exact: true }).fill(account)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByRole('button', { name: /^登\s*录$/ }).click()
  await page.waitForURL(/#\/home/)
  await page.waitForSelector('[data-screen="home"]')
}

/** Opens a route by URL and waits for its screen to render. */
export async function openScreen(page: Page, baseURL: string, path: string, routeName: string) {
  await page.goto(`${baseURL}/wms/#${path}`)
  await page.locator(`[data-screen="${routeName}"]`).first().waitFor({ state: 'visible' })
}

/**
 * Does `act` and waits for the message `text` it brings. A message of the same text from the step
 * before may still be fading out (antd shows one for 3 s): wait for it to go first, or the wait
 * would see the old one (or two at once).
 */
export async function expectMessage(page: Page, text: string, act: () => Promise<unknown>) {
  const notices = page.locator('.ant-message-notice', { hasText: text })
  await expect.poll(() => notices.count(), { message: `an earlier “${text}” is still shown` }).toBe(0)
  await act()
  await notices.first().waitFor()
}

/** The grid rows of the visible screen as text per column id. */
export async function gridRows(page: Page, screen: string): Promise<Record<string, string>[]> {
  const root = page.locator(`[data-screen="${screen}"]`).first()
  await root.locator('.ag-root').waitFor()
  return root.evaluate((el) => {
    const rows = new Map<string, Record<string, string>>()
    for (const cell of el.querySelectorAll<HTMLElement>('.ag-row .ag-cell[col-id]')) {
      const row = cell.closest('.ag-row')!.getAttribute('row-id')!
      const r = rows.get(row) ?? {}
      r[cell.getAttribute('col-id')!] = cell.innerText.trim()
      rows.set(row, r)
    }
    return [...rows.values()]
  })
}

export async function expectNoErrors(errors: string[], what: string) {
  expect(errors, what).toEqual([])
}

/**
 * What the user saw when a test failed, for CI's log (it keeps no screenshots): the address,
 * the open messages, dialogs and field errors, the page's errors; and a screenshot for local runs.
 */
export async function describeFailure(testName: string): Promise<string> {
  if (!watched || watched.page.isClosed()) return ''
  const { page, errors } = watched
  const file = 'FAILED-' + testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)
  await shot(page, file).catch(() => undefined)
  const visible = await page
    .locator('.ant-message-notice, .ant-notification-notice, .ant-modal-title, .ant-form-item-explain-error, .ant-alert-message')
    .allInnerTexts()
    .catch(() => [])
  return [
    `url: ${page.url()}`,
    `on screen: ${JSON.stringify(visible.map((t) => t.trim()).filter(Boolean))}`,
    `page errors: ${JSON.stringify(errors)}`,
    `screenshot: ${SHOTS}/${file}.png`,
  ].join('\n')
}

/**
 * The dropdown a select has just opened. One closed a moment ago may still be visible while it
 * animates out (its classes then end in -leave), and a click on its options would wait forever.
 */
export const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])').last()

/** Picks the option reading `option` (the first one when not given) of the open dropdown; tree selects too. */
export async function chooseOption(page: Page, option?: string | RegExp) {
  const options = openDropdown(page).locator('.ant-select-item-option, .ant-select-tree-title')
  await (option === undefined ? options : options.filter({ hasText: option })).first().click()
}

/** Opens the select labelled `label` by its box (a search input sits under the box) and picks `option`. */
export async function pickOption(scope: Locator, label: string, option?: string | RegExp) {
  await scope.getByLabel(label, { exact: true }).locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]').click()
  await chooseOption(scope.page(), option)
}
