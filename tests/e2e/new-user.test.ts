// 账号管理 › 新增用户 as a tenant administrator meets it (issue 20, item 1): 取消 on an untouched
// form closes without asking, the 角色 select opens empty, 保存 with fields missing says which on
// the fields (help and message both), and a filled form creates the user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL } from './support/file-server.ts'
import type { Page } from 'playwright-core'
import { openBrowser } from './support/browser.ts'
import { expectNoErrors, gridRows, login, openScreen, shot, watchErrors } from './support/app-page.ts'

const base = baseURL()
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let errors: string[]

beforeAll(async () => {
  browser = await openBrowser({ width: 1600 })
  page = await browser.context.newPage()
  errors = watchErrors(page)
  await login(page, base, 'demo')
  await openScreen(page, base, '/setting-mag/user-mag', 'user-mag')
})
afterAll(() => browser.close())

const drawer = () => page.getByRole('dialog').filter({ has: page.locator('#root_account') })
const openForm = async () => {
  await page.getByRole('button', { name: /新增用户/ }).click()
  await drawer().locator('#root_account').waitFor()
}

describe('新增用户', () => {
  it('closes on 取消 at once when nothing was typed', async () => {
    await openForm()
    await drawer()
      .getByRole('button', { name: /^取\s*消$/ })
      .click()
    await drawer().waitFor({ state: 'hidden' })
    expect(await page.getByText('放弃修改？').count()).toBe(0)
  })

  it('opens 角色 empty and, on 保存 with fields missing, names each on its field under its help', async () => {
    await openForm()
    expect(await drawer().locator('.ant-select-selection-item').count()).toBe(0)
    await drawer().locator('#root_account').fill('zhang.san')
    await drawer()
      .getByRole('button', { name: /^保\s*存$/ })
      .click()
    const errorsShown = drawer().locator('.ant-form-item-explain-error')
    await expect.poll(() => errorsShown.allInnerTexts()).toEqual(expect.arrayContaining(['姓名不能为空', '用户名不能为空', '请至少选择 1 项角色']))
    await expect.poll(() => drawer().getByText('账号的称呼，如岗位名称', { exact: false }).count()).toBe(1)
    await shot(page, 'new-user-missing')
  })

  it('creates the user once 姓名, 用户名 and a role are given', async () => {
    await drawer().locator('#root_realName').fill('张三')
    await drawer().locator('#root_userName').fill('仓管员')
    await drawer().locator('#root_roleIds').click()
    await page.locator('.ant-select-item-option', { hasText: '仓管员' }).first().click()
    await page.keyboard.press('Escape')
    await drawer()
      .getByRole('button', { name: /^保\s*存$/ })
      .click()
    await page.getByText(/用户已创建。账号：zhang\.san/).waitFor()
    await shot(page, 'new-user-created')
    await page.getByRole('button', { name: '知道了' }).click()
    await expect.poll(async () => (await gridRows(page, 'user-mag')).map((r) => r.account)).toContain('zhang.san')
    await expectNoErrors(errors, 'creating a user')
  })
})
