// A long list answers an estimated total (server: crud/count.ts). The list says 约 N 条, never
// 共 N 条, and 精确计数 asks the server again with exactCount; new filters forget that request.
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from 'antd'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import type { ClientConfig } from '../../src/config/types.ts'
import { ConfigProviders } from '../../src/web/app/ConfigProviders.tsx'
import { ListScreen } from '../../src/web/engine/list/ListScreen.tsx'
import { PermissionsProvider } from '../../src/web/permissions/Can.tsx'
import { SessionContext, type SessionValue } from '../../src/web/session/SessionProvider.tsx'
import { createApiClient } from '../../src/web/api/client.ts'
import { calls, ok, route } from '../support/print-page.tsx'
import { buttonIn, giveElementsSize, hasText, until } from '../support/ag-grid-jsdom.ts'

const server = setupServer(
  route('/brand/list', (body) =>
    ok({ list: [{ id: 1, code: 'B1', name: '品牌一' }], total: body.exactCount ? 123_457 : 120_000, ...(body.exactCount ? {} : { totalExact: false }) }),
  ),
)
let restoreLayout: () => void
beforeAll(() => {
  restoreLayout = giveElementsSize()
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => {
  restoreLayout()
  server.close()
})
beforeEach(() => {
  calls.length = 0
})

const config = {
  settings: {},
  workflows: {},
  endpoints: {},
  entities: {
    brand: {
      $id: 'brand',
      title: '品牌',
      type: 'object',
      properties: { code: { type: 'string', title: '品牌编码' }, name: { type: 'string', title: '品牌名称' } },
    },
  },
  screens: { brands: { kind: 'list', title: '品牌', entity: 'brand', endpoints: { list: '/brand/list' }, columns: { code: {}, name: {} } } },
} as unknown as ClientConfig
const api = createApiClient({
  session: { getToken: () => 't'.repeat(30), logout: () => undefined },
  notifier: { error: () => undefined, expiredModal: async () => undefined },
})
const session = { api, session: null, userState: { load: () => null, save: () => undefined } } as unknown as SessionValue

it('shows an estimate as 约 N 条 and counts exactly when asked', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 })
  render(
    <App>
      <ConfigProviders config={config}>
        <SessionContext.Provider value={session}>
          <PermissionsProvider value={new Set()}>
            <ListScreen screenKey="brands" />
          </PermissionsProvider>
        </SessionContext.Provider>
      </ConfigProviders>
    </App>,
  )
  await until(() => hasText('约 120000 条'), 'the estimate')
  expect(hasText('共 120000 条')).toBe(false)
  expect(calls[0].body.exactCount).toBeUndefined()
  await user.click(await until(() => buttonIn(document.body, '精确计数'), 'the 精确计数 button'))
  await until(() => hasText('共 123457 条'), 'the exact total')
  expect(calls.at(-1)!.body.exactCount).toBe(true)
  expect(buttonIn(document.body, '精确计数')).toBeFalsy()
}, 60_000)
