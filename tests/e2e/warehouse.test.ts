// A warehouse administrator's morning, in Chromium against the built app and the real
// server: menu, add with a wrong phone first, filter, edit, disable and enable, a second
// tab and back with the filter kept, export, an expired session, and what other roles see.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { expectMessage, gridRows, login, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]

beforeAll(async () => {
  browser = await openBrowser()
  page = await browser.context.newPage()
  errors = watchErrors(page)
})
afterAll(() => browser.close())

const screen = () => page.locator('[data-screen="warehouse-mag"]')
const drawer = () => page.getByRole('dialog')
/** The actions cell of the row whose 仓库编码 is code (pinned columns live in their own row elements). */
const actionsOf = async (code: string) => {
  const id = await screen()
    .locator('.ag-cell[col-id="code"]', { hasText: new RegExp(`^${code}$`) })
    .locator('xpath=ancestor::div[@row-id][1]')
    .getAttribute('row-id')
  return screen().locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="__actions"]`)
}

describe('warehouses, as the tenant administrator', () => {
  it('logs in and finds 仓库管理 in the menu', async () => {
    await login(page, base, 'demo')
    await shot(page, '01-home')
    await page.getByRole('menuitem', { name: '基础资料' }).click()
    await page.getByRole('menuitem', { name: '仓库管理' }).click()
    await page.waitForURL(/#\/basic\/warehouse-mag/)
    await expect.poll(() => gridRows(page, 'warehouse-mag').then((r) => r.length)).toBe(3)
    await shot(page, '02-warehouses')
  })

  it('shows the unread messages under the bell', async () => {
    // As many as the server says are unread (earlier test files may have sent demo approval notices).
    const post = async (path: string, body: object, token?: string) =>
      (
        await fetch(`${base}/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
          body: JSON.stringify(body),
        })
      ).json()
    const token = (await post('/login', { account: 'demo', password: 'demo123' })).data.token
    const unread = (await post('/v1/message/NewMessage', { messageTypes: [1, 2, 3, 4] }, token)).data.count as number
    expect(unread).toBeGreaterThanOrEqual(2)
    await expect.poll(() => page.locator('.ant-layout-header .ant-badge-count').innerText()).toBe(String(unread))
    await page.getByLabel('消息').click()
    await page.locator('.ant-popover').getByText('欢迎使用仓云 WMS').waitFor()
    await page.waitForTimeout(400) // let the popover finish fading in for the screenshot
    await shot(page, '02b-messages')
    await page.keyboard.press('Escape')
  })

  it('shows the error of a bad phone number on the field, then adds the warehouse', async () => {
    await page.getByRole('button', { name: '新增仓库' }).click()
    await drawer().getByLabel('仓库编码').fill('E2E01')
    await drawer().getByLabel('仓库名称').fill('端到端测试仓')
    await drawer().getByLabel('联系电话').fill('12345')
    await page.getByRole('button', { name: /保\s*存/ }).click()
    await expect.poll(() => drawer().getByText('联系电话格式不正确，应为手机号码或带区号的固定电话，如 020-12345678 或 020-12345678-801').count()).toBe(1)
    await shot(page, '03-bad-phone')
    await drawer().getByLabel('联系电话').fill('13912345678')
    await drawer().getByLabel('负责人').fill('张三')
    await expectMessage(page, '保存成功', () => page.getByRole('button', { name: /保\s*存/ }).click())
    await expect.poll(() => drawer().count()).toBe(0)
  })

  it('finds it with the filter', async () => {
    await screen().getByLabel('仓库名称').fill('端到端')
    await screen()
      .getByRole('button', { name: /查\s*询/ })
      .click()
    await expect.poll(async () => (await gridRows(page, 'warehouse-mag')).map((r) => r.code)).toEqual(['E2E01'])
    const [r] = await gridRows(page, 'warehouse-mag')
    expect(r).toMatchObject({ name: '端到端测试仓', contact: '张三', phone: '13912345678', status: '启用', storageType: '成品仓' })
    await shot(page, '04-filtered')
  })

  it('edits it', async () => {
    await (await actionsOf('E2E01')).getByRole('button', { name: '编辑' }).click()
    await expect.poll(() => drawer().getByLabel('仓库编码').inputValue()).toBe('E2E01')
    await drawer().getByLabel('负责人').fill('李四')
    await expectMessage(page, '保存成功', () => page.getByRole('button', { name: /保\s*存/ }).click())
    await expect.poll(async () => (await gridRows(page, 'warehouse-mag'))[0]?.contact).toBe('李四')
  })

  it('disables and enables it after a confirmation', async () => {
    await (await actionsOf('E2E01')).getByRole('button', { name: '停用' }).click()
    await page.locator('.ant-modal-confirm').getByText('停用后该仓库不能再办理业务，确认停用？').waitFor()
    await shot(page, '05-confirm-disable')
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await expect.poll(async () => (await gridRows(page, 'warehouse-mag'))[0]?.status).toBe('停用')
    await (await actionsOf('E2E01')).getByRole('button', { name: '启用' }).click()
    await expect.poll(async () => (await gridRows(page, 'warehouse-mag'))[0]?.status).toBe('启用')
  })

  it('keeps the filter while the user works in a second tab', async () => {
    await page.getByRole('menuitem', { name: '库位管理' }).click()
    await page.locator('[data-screen="warehouse-location"] .ag-row').first().waitFor()
    await shot(page, '06-second-tab')
    await page.locator('.cy-tabs').getByRole('tab', { name: '仓库管理' }).click()
    await expect.poll(() => screen().getByLabel('仓库名称').inputValue()).toBe('端到端')
    await expect.poll(async () => (await gridRows(page, 'warehouse-mag')).map((r) => r.code)).toEqual(['E2E01'])
  })

  it('exports the filtered rows to an .xlsx', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      screen()
        .getByRole('button', { name: /导\s*出/ })
        .click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^仓库_\d{14}\.xlsx$/)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.readFile((await download.path())!)
    const ws = wb.worksheets[0]
    const header = (ws.getRow(1).values as unknown[]).slice(1)
    expect(header.slice(0, 3)).toEqual(['仓库编码', '仓库名称', '仓库类型'])
    expect(ws.rowCount).toBe(2)
    expect((ws.getRow(2).values as unknown[]).slice(1, 4)).toEqual(['E2E01', '端到端测试仓', '成品仓'])
  })

  it('has seen no console error and no failed request', () => {
    expect(errors).toEqual([])
  })

  it('shows 提示 when the session has expired and lands on login', async () => {
    // The session ends on the server (as when it times out); the next call answers -999.
    await page.evaluate(async () => {
      // The token lives in its cookie only (src/web/session/storage.ts).
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((p) => p.split('=')[0].endsWith('token'))
          ?.split('=')[1] ?? '',
      )
      await fetch('/api/login/loginout', { method: 'POST', headers: { Authorization: String(token), 'content-type': 'application/json' }, body: '{}' })
    })
    await screen().getByRole('button', { name: '刷新' }).click()
    const modal = page.locator('.ant-modal-confirm')
    await expect.poll(() => modal.locator('.ant-modal-confirm-title').innerText()).toBe('提示')
    await modal.getByText('登录已过期，请重新登录').waitFor()
    await shot(page, '07-expired')
    await modal.getByRole('button').click()
    await page.waitForURL(/#\/login/)
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('token') || k.endsWith('session')))).toEqual([])
  })
})

describe('other roles', () => {
  it('keeper sees basic data but no setting screens, not even by URL', async () => {
    await login(page, base, 'keeper')
    const menu = page.locator('.ant-layout-sider')
    await expect.poll(() => menu.getByText('基础资料').count()).toBe(1)
    expect(await menu.getByText('系统设置').count()).toBe(0)
    await page.goto(`${base}/wms/#/setting-mag/user-mag`)
    await page.getByRole('main').getByText('页面不存在', { exact: true }).waitFor()
    await shot(page, '08-keeper-404')
  })

  it('approver does not reach warehouses by URL', async () => {
    await login(page, base, 'approver')
    expect(await page.locator('.ant-layout-sider').getByText('基础资料').count()).toBe(0)
    await page.goto(`${base}/wms/#/basic/warehouse-mag`)
    await page.getByRole('main').getByText('页面不存在', { exact: true }).waitFor()
  })

  it('logs in by a token in the URL and drops it from the address bar', async () => {
    const token = await page.evaluate(async () => {
      const r = await fetch('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'keeper', password: 'demo123' }),
      })
      return (await r.json()).data.token as string
    })
    await page.goto(`${base}/wms/?token=${encodeURIComponent(token)}&target=/basic/warehouse-location#/home`)
    await page.waitForURL(/#\/basic\/warehouse-location/)
    await page.locator('[data-screen="warehouse-location"]').waitFor()
    expect(await page.getByTestId('user-menu').innerText()).toContain('张仓管')
    expect(page.url()).not.toContain('token=')
  })
})
