// 监控 in Chromium (issue 15): the administrator issues the intake key on 告警管理 (shown once), a
// camera system posts an alarm with it, the keeper finds it in the bell, opens 监控列表 from the
// message, and 确认 it; 帮助中心 shows the built-in guides (no helpUrl in the delivered variant).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { expectNoErrors, gridRows, login, openScreen, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]
let key = ''
const PLACE = '端到端测试围栏'

beforeAll(async () => {
  browser = await openBrowser({ width: 1600 })
  page = await browser.context.newPage()
  errors = watchErrors(page)
})
afterAll(() => browser.close())

const intake = async (body: object) =>
  (await fetch(`${base}/api/v1/cameraalert/intake`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()

describe('an alarm from the camera system', () => {
  it('the administrator issues the intake key on 告警管理 and sees it once', async () => {
    await login(page, base, 'demo')
    await openScreen(page, base, '/monitor/warning-mag', 'warning-mag')
    await expect.poll(async () => (await gridRows(page, 'warning-mag')).length).toBeGreaterThanOrEqual(4)
    await shot(page, 'monitor-01-rules')
    await page.getByRole('button', { name: '接入密钥' }).click()
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    const result = page.locator('.ant-modal-confirm', { hasText: '新的接入密钥' })
    await result.waitFor()
    await shot(page, 'monitor-02-key')
    key = /新的接入密钥：(\S+?)（/.exec(await result.innerText())![1]
    expect(key).toMatch(/^cy\d+_/)
    await result.getByRole('button').last().click()
  })

  it('posted with that key, it rings the keeper’s bell and shows in 监控列表, where the keeper 确认 it', async () => {
    expect((await intake({ key: 'cy1_wrongwrongwrongwrongwrong', alertType: 1, storageCode: 'GZ01' })).status).toBe(0)
    const posted = await intake({ key, alertType: 1, storageCode: 'GZ01', areaCode: 'A', placeText: PLACE, deviceName: 'E2E-CAM', content: '有人翻越围栏' })
    expect(posted.status).toBe(1)

    await page.context().clearCookies()
    await login(page, base, 'keeper')
    await page.getByLabel('消息').click()
    const message = page.locator('.ant-popover').getByText(`监控告警：区域入侵（广州白云一号仓 · ${PLACE}）`)
    await message.waitFor()
    await page.waitForTimeout(400) // the popover fades in
    await shot(page, 'monitor-03-bell')
    await message.click()
    await page.locator('[data-screen="monitor-list"]').first().waitFor()
    const row = async () => (await gridRows(page, 'monitor-list')).find((r) => r.placeText === PLACE)
    await expect.poll(async () => (await row())?.status).toBe('待处理')
    expect((await row())?.alertType).toBe('区域入侵')
    await shot(page, 'monitor-04-list')
    const actions = page
      .locator('[data-screen="monitor-list"]:visible .ag-row', { has: page.locator('.ag-cell[col-id="placeText"]', { hasText: PLACE }) })
      .locator('.ag-cell[col-id="__actions"]')
    await actions.getByRole('button', { name: '确认' }).click()
    await expect.poll(async () => (await row())?.status).toBe('已确认')
    await shot(page, 'monitor-05-confirmed')
    await expectNoErrors(errors, 'the key, the bell and 监控列表')
  })

  it('帮助中心 lists the operation guides of the main flows', async () => {
    await openScreen(page, base, '/help/help-center', 'help-center')
    for (const t of ['入库作业', '出库作业', '盘点', '监控告警']) await page.getByText(t, { exact: true }).first().waitFor()
    await shot(page, 'monitor-06-help')
    await expectNoErrors(errors, '帮助中心')
  })
})
