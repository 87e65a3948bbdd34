// Walker: every screen declared in screens.yaml opens in the browser, for the account its
// audience calls for, without a console error or a failed request. A screen with a :id in
// its path is reached as a user reaches it: from the row action of the list that links to it.
// New screens are covered without touching this file. `WALK_SHOTS=1` keeps a screenshot of each
// in test-output/e2e (walk-<screen>.png) to look at.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import type { ScreenAction, ScreenDef } from '../../src/config/types.ts'
import { loadProjectConfig } from '../../src/server/config/project-config.ts'
import { openBrowser } from './support/browser.ts'
import { login, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
const config = loadProjectConfig()
const screens = Object.entries(config.screens).filter(([key]) => !key.startsWith('/')) as [string, ScreenDef][]

function pathOf(key: string, s: ScreenDef): string {
  const own = s.path ?? `/${key}`
  return s.group ? s.group + own : '/constant' + own
}

/** Print pages that need records to show a document (demo data: the seeded purchase orders). */
const PRINT_QUERY: Record<string, string> = { 'print-purchase': '?ids=10,5' }

/** The list screen and row action that open a :id screen. */
/** A plain list whose row action opens the screen (approval lists may be empty for the walker's user). */
function linkTo(key: string): { list: string; action: ScreenAction } | undefined {
  for (const [k, s] of [...screens].sort(([, a], [, b]) => Number(a.kind !== 'list') - Number(b.kind !== 'list')))
    for (const a of Object.values(s.rowActions ?? {})) if (a.route === key) return { list: k, action: a }
  return undefined
}

let browser: Awaited<ReturnType<typeof openBrowser>>
const pages: Record<string, { page: Page; errors: string[] }> = {}
beforeAll(async () => {
  browser = await openBrowser()
  for (const account of ['demo', 'admin', 'approver']) {
    const page = await browser.context.newPage()
    const errors = watchErrors(page)
    await login(page, base, account, account === 'admin' ? 'admin123' : 'demo123')
    pages[account] = { page, errors }
  }
})
afterAll(() => browser.close())

it('walks at least the basic-data and settings screens', () => {
  expect(screens.map(([k]) => k)).toEqual(expect.arrayContaining(['warehouse-mag', 'warehouse-location', 'user-mag', 'role-auth', 'tenant-mag']))
})

it.each(screens)('%s opens without errors', async (key, s) => {
  const path = s.kind === 'print' ? `/print/${key}${PRINT_QUERY[key] ?? ''}` : pathOf(key, s)
  const link = path.includes(':id') ? linkTo(key) : undefined
  // A screen only an approval list opens is opened by the one the approvals wait for.
  const account = s.audience === 'platform' ? 'admin' : link && config.screens[link.list].kind === 'approval' ? 'approver' : 'demo'
  const { page, errors } = pages[account]
  // Two accounts are two tabs of one window; a background tab renders throttled (slow screenshots).
  await page.bringToFront()
  errors.length = 0
  if (path.includes(':id')) {
    expect(link, `${key} needs a list whose row action opens it`).toBeDefined()
    const list = config.screens[link!.list] as ScreenDef
    await page.goto(`${base}/wms/#${pathOf(link!.list, list)}`)
    const host = page.locator(`[data-screen="${link!.list}"]`).first()
    await host.locator('.ag-row').first().waitFor()
    await host.locator('.ag-cell[col-id="__actions"]').getByRole('button', { name: link!.action.title }).first().click()
  } else await page.goto(`${base}/wms/#${path}`)
  await page.locator(`[data-screen="${key}"]`).first().waitFor({ state: 'visible' })
  // A report whose documents are not recorded yet has no list: its notice alone.
  if (['list', 'report', 'approval'].includes(s.kind) && (s.kind !== 'report' || s.endpoints?.list))
    await page.locator(`[data-screen="${key}"] .ag-root`).first().waitFor()
  await page.waitForLoadState('networkidle')
  // A print page fetches its document after it shows: wait until it has (or gave up).
  if (s.kind === 'print')
    await page
      .locator(`[data-screen="${key}"] .ant-spin-spinning`)
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined)
  // A picture of every screen costs about a tenth of the walk: taken when asked (WALK_SHOTS=1).
  if (process.env.WALK_SHOTS) await shot(page, `walk-${key}`)
  expect(errors).toEqual([])
})
