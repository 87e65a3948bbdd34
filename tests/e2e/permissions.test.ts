// The permission model in Chromium: the tenant administrator takes a button, then a screen,
// away from the keeper's role and the keeper sees it at the next login; the platform creates
// a tenant whose administrator is made to change the initial password before anything else.
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
})
afterAll(() => browser.close())

/** Toggles the check box of a node of the authorisation tree. */
async function toggleNode(title: string) {
  await page
    .locator('.ant-tree-treenode', { has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.ant-tree-checkbox')
    .first()
    .click()
}

async function authoriseKeeperRole(change: () => Promise<void>) {
  await login(page, base, 'demo')
  await page.goto(`${base}/wms/#/setting-mag/role-info`)
  const list = page.locator('[data-screen="role-info"]')
  const id = await list
    .locator('.ag-cell[col-id="name"]', { hasText: /^仓管员$/ })
    .locator('xpath=ancestor::div[@row-id][1]')
    .getAttribute('row-id')
  await list.locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="__actions"]`).getByRole('button', { name: '授权' }).click()
  await page.locator('[data-screen="role-auth"] .ant-tree').waitFor()
  await change()
  await expectMessage(page, '授权已保存', () => page.getByRole('button', { name: /保\s*存/ }).click())
}

describe('roles decide what a user sees', () => {
  it('takes the 新增仓库 button away from the keeper', async () => {
    await login(page, base, 'keeper')
    await page.goto(`${base}/wms/#/basic/warehouse-mag`)
    await page.getByRole('button', { name: '新增仓库' }).waitFor()
    await authoriseKeeperRole(() => toggleNode('仓库新增'))
    await shot(page, 'perm-01-role-auth')
    await login(page, base, 'keeper')
    await page.goto(`${base}/wms/#/basic/warehouse-mag`)
    await page.locator('[data-screen="warehouse-mag"] .ag-row').first().waitFor()
    expect(await page.getByRole('button', { name: '新增仓库' }).count()).toBe(0)
    expect(await page.locator('[data-screen="warehouse-mag"] .ag-cell[col-id="__actions"]').getByRole('button', { name: '编辑' }).count()).toBeGreaterThan(0)
  })

  it('takes the whole 仓库管理 screen away, from the menu and by URL', async () => {
    await authoriseKeeperRole(() => toggleNode('仓库管理'))
    await login(page, base, 'keeper')
    const menu = page.locator('.ant-layout-sider')
    await menu.getByText('基础资料').click()
    await menu.getByText('库位管理').waitFor()
    expect(await menu.getByText('仓库管理').count()).toBe(0)
    await page.goto(`${base}/wms/#/basic/warehouse-mag`)
    await page.getByRole('main').getByText('页面不存在', { exact: true }).waitFor()
    await shot(page, 'perm-02-keeper-without-warehouses')
  })
})

describe('a new tenant', () => {
  it('is created by the platform, whose administrator must change the initial password first', async () => {
    await login(page, base, 'admin', 'admin123')
    await page.goto(`${base}/wms/#/setting-mag/tenant-mag`)
    await page.getByRole('button', { name: '新增租户' }).click()
    const form = page.getByRole('dialog')
    await form.getByLabel('租户编码').fill('E2ET')
    await form.getByLabel('租户名称').fill('端到端物流')
    await form.getByLabel('租户类型').click()
    await page.locator('.ant-select-item-option', { hasText: '仓储企业' }).click()
    await form.getByLabel('管理员账号').fill('e2eadmin')
    await form.getByLabel('管理员姓名').fill('端到端管理员')
    await form.getByLabel('初始密码').fill('Init2026x')
    await page.getByRole('button', { name: /保\s*存/ }).click()
    const done = page.locator('.ant-modal-confirm', { hasText: '租户已创建' })
    await done.getByText('初始密码：Init2026x').waitFor()
    await shot(page, 'perm-03-tenant-created')
    await done.getByRole('button').click()

    await page.goto(`${base}/wms/#/login`)
    await page.getByLabel('账号', { exact: true }).fill('e2eadmin')
    await page.getByLabel('密码', { exact: true }).fill('Init2026x')
    await page.getByRole('button', { name: /^登\s*录$/ }).click()
    await page.waitForURL(/#\/reset\?first=1/)
    await page.getByText('首次登录请修改密码').waitFor()
    await page.getByLabel('原密码').fill('Init2026x')
    await page.getByLabel('新密码', { exact: true }).fill('E2eTenant1')
    await page.getByLabel('确认新密码').fill('E2eTenant1')
    await page.getByRole('button', { name: /确认修改/ }).click()
    await page.waitForURL(/#\/home/)
    const menu = page.locator('.ant-layout-sider')
    await menu.getByText('系统设置').click()
    await menu.getByText('账号管理').waitFor()
    expect(await menu.getByText('租户管理').count()).toBe(0)
    await shot(page, 'perm-04-new-tenant-home')
  })

  it('has seen no console error and no failed request', () => {
    expect(errors).toEqual([])
  })
})
