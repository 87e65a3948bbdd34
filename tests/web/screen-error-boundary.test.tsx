// A screen that throws while rendering shows a Chinese error in its own tab; the menu and the
// other tabs keep working, and 重新加载此页面 mounts the screen again.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from 'antd'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ClientConfig } from '../../src/config/types.ts'
import { createApiClient } from '../../src/web/api/client.ts'
import { ConfigProviders } from '../../src/web/app/ConfigProviders.tsx'
import { customScreens } from '../../src/web/engine/registry.ts'
import { PermissionsProvider } from '../../src/web/permissions/Can.tsx'
import { SessionContext, type SessionValue } from '../../src/web/session/SessionProvider.tsx'
import { MainLayout } from '../../src/web/shell/MainLayout.tsx'
import type { MenuModule } from '../../src/web/shell/menu-routes.ts'

// The header, the message bell and the home page ask the server for their figures.
const server = setupServer(http.post('*/api/*', () => HttpResponse.json({ status: 1, message: '操作成功', data: [] })))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

let broken = true
function BrokenScreen(): React.ReactNode {
  if (broken) throw new Error('render failed')
  return <p>入库单已加载</p>
}
customScreens['test-broken'] = BrokenScreen
customScreens['test-fine'] = () => <p>出库单已加载</p>

const config = {
  variant: 'test',
  settings: { systemName: '仓云' },
  endpoints: {},
  workflows: {},
  entities: {},
  screens: {
    '/ops': { kind: 'group', title: '作业' },
    inbound: { kind: 'custom', title: '入库作业', group: '/ops', component: 'test-broken' },
    outbound: { kind: 'custom', title: '出库作业', group: '/ops', component: 'test-fine' },
  },
} as unknown as ClientConfig

const modules: MenuModule[] = [
  { moduleId: 1, parentId: null, moduleName: '作业', url: '/ops', routerName: 'ops', orderNo: 1, moduleType: 1 },
  { moduleId: 2, parentId: 1, moduleName: '入库作业', url: '/ops/inbound', routerName: 'inbound', orderNo: 1, moduleType: 2 },
  { moduleId: 3, parentId: 1, moduleName: '出库作业', url: '/ops/outbound', routerName: 'outbound', orderNo: 2, moduleType: 2 },
]

const api = createApiClient({
  session: { getToken: () => 't'.repeat(30), logout: () => undefined },
  notifier: { error: () => undefined, expiredModal: async () => undefined },
})
const session = {
  api,
  modules,
  ready: true,
  session: { token: 't'.repeat(30), userInfo: { userName: '仓管员', isFinance: false }, tenantInfo: {} },
  userState: { load: () => null, save: () => undefined },
} as unknown as SessionValue

describe('screen error boundary', () => {
  it('shows the error in the broken tab only; the menu and other tabs keep working; reload mounts it again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const user = userEvent.setup()
    render(
      <App>
        <ConfigProviders config={config}>
          <SessionContext.Provider value={session}>
            <PermissionsProvider value={new Set()}>
              <MemoryRouter initialEntries={['/ops/inbound']}>
                <MainLayout />
              </MemoryRouter>
            </PermissionsProvider>
          </SessionContext.Provider>
        </ConfigProviders>
      </App>,
    )
    expect(await screen.findByText('页面出错了')).toBeVisible()
    expect(screen.getByText(/页面“入库作业”显示时出错/)).toBeVisible()
    expect(screen.queryByText('render failed')).not.toBeInTheDocument() // never the error itself

    // The menu still leads to another screen, which works.
    await user.click(screen.getByRole('menuitem', { name: /出库作业/ }))
    expect(await screen.findByText('出库单已加载')).toBeVisible()
    expect(screen.getByText('页面出错了')).not.toBeVisible() // kept in its own (hidden) tab

    // Back to the broken tab; once the cause is gone, reloading that screen shows it.
    await user.click(screen.getByRole('tab', { name: /入库作业/ }))
    await waitFor(() => expect(screen.getByText('页面出错了')).toBeVisible())
    broken = false
    await user.click(screen.getByRole('button', { name: '重新加载此页面' }))
    expect(await screen.findByText('入库单已加载')).toBeVisible()
    expect(screen.queryByText('页面出错了')).not.toBeInTheDocument()
    expect(screen.getByText('出库单已加载')).toBeInTheDocument() // the other tab was left alone
    expect(consoleError).toHaveBeenCalledWith('页面“入库作业”渲染出错', expect.any(Error), expect.anything())
    consoleError.mockRestore()
  }, 30_000)
})
