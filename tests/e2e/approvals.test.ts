// Approvals in Chromium, as the demo's 审批员 works them: the home tile counts what waits, the
// goods approval screen lists it, 审批记录 shows the flow, a reject needs a reason, an accept
// moves the row from 待我审批 to 我已审批 and the product to 已通过.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { expectMessage, login, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]

beforeAll(async () => {
  browser = await openBrowser()
  page = await browser.context.newPage()
  errors = watchErrors(page)
  await login(page, base, 'approver')
})
afterAll(() => browser.close())

const screen = () => page.locator('[data-screen="goods-to-examine"]:visible')
/** The rows of the tab shown, as text per column. */
const rows = () =>
  screen().evaluate((el) =>
    [...el.querySelectorAll('.ag-row')].map((row) =>
      Object.fromEntries([...row.querySelectorAll<HTMLElement>('.ag-cell[col-id]')].map((c) => [c.getAttribute('col-id'), c.innerText.trim()])),
    ),
  )
const actionsOf = (docNo: string) =>
  screen()
    .locator('.ag-row', { has: page.locator('.ag-cell[col-id="docNo"]', { hasText: new RegExp(`^${docNo}$`) }) })
    .locator('.ag-cell[col-id="__actions"]')

describe('goods approval', () => {
  it('counts on the home tile what waits for the approver and opens the screen from it', async () => {
    const tile = page.locator('[data-tile="4"]')
    await expect.poll(() => tile.locator('.ant-statistic-content-value').innerText()).toBe('2')
    await shot(page, 'approvals-home')
    await tile.click()
    await screen().locator('.ag-row').first().waitFor()
    const list = await rows()
    expect(list.map((r) => r.docNo).sort()).toEqual(['P1017', 'P1020'])
    expect(list[0]).toMatchObject({ currentNodeName: '审批员审批', status: '审批中', submitterName: '陈经理' })
    await shot(page, 'approvals-goods-todo')
  })

  it('shows the record of an approval: its node, approvers and steps', async () => {
    await actionsOf('P1017').getByRole('button', { name: '审批记录' }).click()
    const drawer = page.getByRole('dialog')
    await expect.poll(() => drawer.getByText('一级审批').count()).toBeGreaterThan(0)
    await expect.poll(() => drawer.getByText('审批人：审批员').count()).toBe(1)
    await page.waitForTimeout(400) // the drawer slides in
    await shot(page, 'approvals-record')
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
  })

  it('needs a reason to reject, and accepts with none', async () => {
    await actionsOf('P1020')
      .getByRole('button', { name: /驳\s*回/ })
      .click()
    const modal = page.locator('.ant-modal:visible')
    await modal.getByRole('button', { name: /驳\s*回/ }).click()
    await expect.poll(() => modal.getByText('驳回时请填写审批意见').count()).toBe(1)
    await shot(page, 'approvals-reject-needs-reason')
    await modal.getByRole('button', { name: /取\s*消/ }).click()

    await actionsOf('P1017')
      .getByRole('button', { name: /通\s*过/ })
      .click()
    await expectMessage(page, '已审批通过', () =>
      page
        .locator('.ant-modal:visible')
        .getByRole('button', { name: /通\s*过/ })
        .click(),
    )
    await expect.poll(async () => (await rows()).map((r) => r.docNo)).toEqual(['P1020'])
    await page.getByRole('tab', { name: '我已审批' }).click()
    await expect.poll(async () => (await rows()).map((r) => r.docNo).sort()).toEqual(['P1013', 'P1017', 'P1019'])
    await shot(page, 'approvals-goods-done')
    expect(errors).toEqual([])
  })
})
