// What the login page downloads: its own script and the login settings, not the workspace's
// (the full configuration, the grid); every script comes compressed and cached for a year.
// Signing in then brings the full configuration and the grid; ECharts comes only with the home
// page's charts, for a user who has one to see.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page, Response } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { login, watchErrors } from './support/app-page.ts'

const base = baseURL()
const assets = join('dist/web/assets')
/** The built scripts that hold AG Grid. */
const scriptsWith = (marker: string) => readdirSync(assets).filter((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes(marker))
const gridScripts = scriptsWith('ag-root-wrapper')
/** The built scripts that hold ECharts (the attribute it marks its canvases' hosts with). */
const chartScripts = scriptsWith('_echarts_instance_')

let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]
let answers: Response[] = []
beforeAll(async () => {
  browser = await openBrowser()
  page = await browser.context.newPage()
  errors = watchErrors(page)
  page.on('response', (r) => void answers.push(r))
})
afterAll(() => browser.close())

const paths = () => answers.map((r) => new URL(r.url()).pathname)
const fetched = (files: string[]) => paths().filter((p) => files.some((f) => p.endsWith('/' + f)))

describe('the login page', () => {
  it('asks for the login settings only, and none of the grid code', async () => {
    expect(gridScripts.length).toBeGreaterThan(0)
    await page.goto(`${base}/wms/#/login`)
    await page.waitForSelector('form[aria-label="登录"]')
    await page.waitForLoadState('networkidle')
    expect(paths()).toContain('/api/app/config')
    expect(paths()).not.toContain('/api/app/config/full')
    expect(fetched(gridScripts)).toEqual([])
    expect(chartScripts.length).toBeGreaterThan(0)
    expect(fetched(chartScripts)).toEqual([])
    const scripts = answers.filter((r) => r.url().endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(1)
    expect((await Promise.all(scripts.map((s) => s.allHeaders()))).filter((h) => h['content-encoding']).length).toBeGreaterThan(1)
    for (const s of scripts) {
      const headers = await s.allHeaders()
      // Files under 1 KB have no compressed copy (tools/vite/precompress.ts).
      if (Number(headers['content-length']) >= 1024) expect(headers['content-encoding'], s.url()).toMatch(/^(br|gzip)$/)
      expect(headers['cache-control'], s.url()).toBe('public, max-age=31536000, immutable')
    }
    expect(await page.title()).toBe('仓云 WMS')
    expect(errors).toEqual([])
  })

  it('is followed, once signed in, by the full configuration and the grid', async () => {
    answers = []
    await login(page, base, 'demo')
    await page.goto(`${base}/wms/#/basic/warehouse-location`)
    await page.locator('[data-screen="warehouse-location"] .ag-row').first().waitFor()
    expect(paths()).toContain('/api/app/config/full')
    expect(fetched(gridScripts).length).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })

  it('brings ECharts to draw the home charts, and none of it for a user who may see no chart', async () => {
    // A new document each time: one that already imported the charts would not fetch them again.
    await page.goto('about:blank')
    answers = []
    // 审批员 holds none of the screens the charts' figures come from.
    await login(page, base, 'approver')
    await page.locator('[data-tile]').first().waitFor()
    await page.waitForLoadState('networkidle')
    expect(paths()).toContain('/api/home/charts')
    expect(fetched(chartScripts)).toEqual([])
    expect(await page.locator('[data-chart]').count()).toBe(0)

    await page.goto('about:blank')
    answers = []
    await login(page, base, 'demo')
    await page.locator('[data-chart="近30天出入库"] canvas').waitFor()
    expect(fetched(chartScripts).length).toBeGreaterThan(0)
    expect(await page.locator('[data-chart]').count()).toBe(4)
    expect(errors).toEqual([])
  })
})
