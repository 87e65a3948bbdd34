// A source answering nested options (the category tree) renders a tree select: a child
// category is found by name and chosen with its value and row; a flat answer stays a select.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from 'antd'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/web/api/client.ts'
import { SessionContext, type SessionValue } from '../../src/web/session/SessionProvider.tsx'
import { SourceSelect } from '../../src/web/engine/widgets/SourceSelect.tsx'
import { clearOptionCache } from '../../src/web/engine/widgets/use-options.ts'

const TREE = [
  {
    value: 1,
    label: '食品',
    code: 'FOOD',
    children: [
      { value: 2, label: '粮油', code: 'GRAIN' },
      { value: 3, label: '饮料', code: 'DRINK' },
    ],
  },
  { value: 4, label: '服装鞋帽', code: 'WEAR' },
]
const server = setupServer(
  http.post('*/api/v1/category/tree', () => HttpResponse.json({ status: 1, message: 'ok', data: TREE })),
  http.post('*/api/brand/options', () => HttpResponse.json({ status: 1, message: 'ok', data: [{ value: 9, label: '金龙鱼' }] })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

function renderSelect(endpoint: string, onChange: (v: unknown, row?: Record<string, unknown>) => void) {
  clearOptionCache()
  const api = createApiClient({
    session: { getToken: () => 'token-for-tests-000000', logout: () => undefined },
    notifier: { error: () => undefined, expiredModal: async () => undefined },
  })
  render(
    <App>
      <SessionContext.Provider value={{ api } as unknown as SessionValue}>
        <SourceSelect id="category" ariaLabel="分类" source={{ endpoint }} values={{}} onChange={onChange} />
      </SessionContext.Provider>
    </App>,
  )
}

describe('source select', () => {
  it('shows a tree answer as a tree and chooses a child by its name', async () => {
    const user = userEvent.setup()
    const chosen: unknown[] = []
    renderSelect('/v1/category/tree', (v, row) => chosen.push([v, row?.code]))
    await waitFor(() => expect(document.querySelector('.ant-tree-select')).not.toBeNull())
    await user.click(screen.getByRole('combobox', { name: '分类' }))
    await user.click(await screen.findByTitle('饮料'))
    expect(chosen).toEqual([[3, 'DRINK']])
  }, 20_000) // antd's tree select is slow to open in jsdom on a busy machine

  it('keeps a flat answer a plain select', async () => {
    renderSelect('/brand/options', () => undefined)
    await waitFor(() => expect(screen.getByRole('combobox', { name: '分类' })).not.toBeDisabled())
    expect(document.querySelector('.ant-tree-select')).toBeNull()
  })
})
