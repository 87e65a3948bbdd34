// Walker: every screen declared in screens.yaml opens in the browser for the tenant
// administrator without a console error or a failed request. New screens are covered
// without touching this file.
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { ScreenDef } from '../../src/config/types.ts'
import { loadProjectConfig } from '../../src/server/config/project-config.ts'
import { openBrowser } from './support/browser.ts'
import { login, shot, watchErrors } from './support/app-page.ts'

const base = inject('baseURL')
const config = loadProjectConfig()
const screens = Object.entries(config.screens).filter(([key]) => !key.startsWith('/')) as [string, ScreenDef][]

/** The route of a screen as the shell builds it; :params get the id of a demo record. */
function pathOf(key: string, s: ScreenDef): string {
  const own = s.path ?? `/${key}`
  return (s.group ? s.group + own : '/constant' + own).replace(/:id\b/, '1')
}

let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]
beforeAll(async () => {
  browser = await openBrowser()
  page = await browser.context.newPage()
  errors = watchErrors(page)
  await login(page, base, 'demo')
})
afterAll(() => browser.close())

it('walks at least the basic-data screens', () => {
  expect(screens.map(([k]) => k)).toEqual(expect.arrayContaining(['warehouse-mag', 'warehouse-location', 'warehouse-edit']))
})

it.each(screens)('%s opens without errors', async (key, s) => {
  errors.length = 0
  await page.goto(`${base}/wms/#${pathOf(key, s)}`)
  await page.locator(`[data-screen="${key}"]`).first().waitFor({ state: 'visible' })
  if (s.kind === 'list' || s.kind === 'report' || s.kind === 'approval') await page.locator(`[data-screen="${key}"] .ag-root`).first().waitFor()
  // Let the screen's own calls (options, lists) finish.
  await page.waitForLoadState('networkidle')
  await shot(page, `walk-${key}`)
  expect(errors).toEqual([])
})
