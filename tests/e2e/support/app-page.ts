// What every end-to-end test does with the app: sign in, open a screen, watch for console
// errors and failed requests, keep screenshots (test-output/e2e, ignored by git).
import { mkdirSync } from 'node:fs'
import { expect } from 'vitest'
import type { Page } from 'playwright-core'

export const SHOTS = 'test-output/e2e'
mkdirSync(SHOTS, { recursive: true })

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

/** Console errors, page errors and failed requests (HTTP ≥ 400 or no answer) seen by a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
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
