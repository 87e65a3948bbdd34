// One action runner for list and detail screens: the same action behaves the same from a list's
// row and from the record's detail page. Before, the detail asked "确认生成出库单？" for an action
// with no confirm and dropped its result text, and confirmed a danger action with a plain button.
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from 'antd'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ClientConfig } from '../../src/config/types.ts'
import { ConfigProviders } from '../../src/web/app/ConfigProviders.tsx'
import { DetailScreen } from '../../src/web/engine/detail/DetailScreen.tsx'
import { ListScreen } from '../../src/web/engine/list/ListScreen.tsx'
import { PermissionsProvider } from '../../src/web/permissions/Can.tsx'
import { SessionContext, type SessionValue } from '../../src/web/session/SessionProvider.tsx'
import { createApiClient } from '../../src/web/api/client.ts'
import { calls, ok, route } from '../support/print-page.tsx'
import { buttonIn, giveElementsSize, hasText, textOf, until } from '../support/ag-grid-jsdom.ts'

const RECORD = { id: 5, voucherNo: 'BH202611220001', status: 0 }
const server = setupServer(
  route('/prep/list', () => ok({ list: [RECORD], total: 1 })),
  route('/prep/get', () => ok(RECORD)),
  route('/prep/toVoucher', () => ok({ id: 9, voucherNo: 'CK202611220009' })),
  route('/prep/void', () => ok(null)),
)
let restoreLayout: () => void
beforeAll(() => {
  restoreLayout = giveElementsSize() // for AG Grid in jsdom
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => {
  restoreLayout()
  server.close()
})
beforeEach(() => {
  calls.length = 0
})

const rowActions = {
  toVoucher: { title: '生成出库单', endpoint: '/prep/toVoucher', result: '已生成制单出库单 ${voucherNo}（草稿）', order: 1 },
  void: { title: '作废', endpoint: '/prep/void', confirm: '作废后该备货单不能再修改，确认作废？', danger: true, order: 2 },
}
const config = {
  settings: {},
  workflows: {},
  endpoints: {},
  entities: {
    prep: {
      $id: 'prep',
      title: '备货单',
      type: 'object',
      properties: { voucherNo: { type: 'string', title: '备货单号' }, status: { type: 'integer', title: '状态' } },
    },
  },
  screens: {
    'prep-list': { kind: 'list', title: '备货单', entity: 'prep', endpoints: { list: '/prep/list' }, columns: { voucherNo: {} }, rowActions },
    'prep-detail': { kind: 'detail', title: '备货单详情', entity: 'prep', endpoints: { get: '/prep/get' }, fields: { voucherNo: {} }, rowActions },
  },
} as unknown as ClientConfig

const api = createApiClient({
  session: { getToken: () => 't'.repeat(30), logout: () => undefined },
  notifier: { error: () => undefined, expiredModal: async () => undefined },
})
const session = { api, session: null, userState: { load: () => null, save: () => undefined } } as unknown as SessionValue

const SCREENS = {
  list: () => <ListScreen screenKey="prep-list" />,
  detail: () => <DetailScreen screenKey="prep-detail" params={{ id: '5' }} />,
}
type Kind = keyof typeof SCREENS

function show(kind: Kind) {
  render(
    <App>
      <ConfigProviders config={config}>
        <SessionContext.Provider value={session}>
          <PermissionsProvider value={new Set()}>{SCREENS[kind]()}</PermissionsProvider>
        </SessionContext.Provider>
      </ConfigProviders>
    </App>,
  )
}

const dialogs = () => [...document.querySelectorAll('.ant-modal-confirm')]
/** The action's button: in the record's row of the list, or in the detail's header. */
const actionButton = (kind: Kind, label: string) =>
  until(() => {
    const scope = kind === 'list' ? document.querySelector('.ag-row .ag-cell[col-id="__actions"]') : document.querySelector('.ant-card-extra')
    return scope && buttonIn(scope, label)
  }, `the ${label} button`)
const loads = (kind: Kind) => calls.filter((c) => c.path === (kind === 'list' ? '/prep/list' : '/prep/get')).length

describe.each(['list', 'detail'] as Kind[])('an action run from the %s', (kind) => {
  it('without a confirm runs at once and shows its result text', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    show(kind)
    await user.click(await actionButton(kind, '生成出库单'))
    await until(() => calls.find((c) => c.path === '/prep/toVoucher'), 'the call')
    expect(calls.find((c) => c.path === '/prep/toVoucher')!.body).toEqual({ id: 5 })
    const dialog = await until(() => dialogs().find((d) => d.textContent?.includes('生成出库单成功')), 'the result dialog')
    expect(dialog.textContent).toContain('已生成制单出库单 CK202611220009（草稿）')
    // It asked nothing first: the only dialog is the result.
    expect(dialogs()).toHaveLength(1)
  }, 60_000)

  it('with a confirm asks its text with a red button, then calls, says so and reloads', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    show(kind)
    await user.click(await actionButton(kind, '作废'))
    const dialog = await until(() => dialogs()[0], 'the confirm dialog')
    expect(dialog.textContent).toContain('作废后该备货单不能再修改，确认作废？')
    const confirmButton = buttonIn(dialog, '确定')!
    expect(confirmButton.className).toContain('ant-btn-dangerous')
    expect(calls.some((c) => c.path === '/prep/void')).toBe(false)
    const before = loads(kind)
    await user.click(confirmButton)
    await until(() => calls.find((c) => c.path === '/prep/void'), 'the call')
    expect(calls.find((c) => c.path === '/prep/void')!.body).toEqual({ id: 5 })
    await until(() => hasText('作废成功'), 'the success message')
    await until(() => loads(kind) > before, 'the reload')
  }, 60_000)
})
