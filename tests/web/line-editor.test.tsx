// The line editor in jsdom: a searchable SKU picker served by msw fills the price, a
// quantity computes the amount, lines are added and removed, the total follows.
import { render, screen, within, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from 'antd'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { EntitySchema, ScreenField } from '../../src/config/types.ts'
import { createApiClient } from '../../src/web/api/client.ts'
import { SessionContext, type SessionValue } from '../../src/web/session/SessionProvider.tsx'
import { LineEditor, newLine, type Line } from '../../src/web/engine/lines/LineEditor.tsx'

const SKUS = [
  { value: 11, label: 'SKU-001 矿泉水 550ml', price: 1.5 },
  { value: 12, label: 'SKU-002 方便面 五连包', price: 12.8 },
]
const searched: unknown[] = []
const server = setupServer(
  http.post('*/api/sku/options', async ({ request }) => {
    const body = (await request.json()) as { keyword?: string; providerId?: number }
    searched.push(body)
    return HttpResponse.json({ status: 1, message: 'ok', data: SKUS.filter((s) => !body.keyword || s.label.includes(body.keyword)) })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const entity: EntitySchema = {
  $id: 'purchaseLine',
  title: '采购明细',
  type: 'object',
  required: ['skuId', 'qty'],
  properties: {
    skuId: { type: 'integer', title: '商品' },
    qty: { type: 'number', title: '数量', exclusiveMinimum: 0 },
    price: { type: 'number', title: '单价', 'x-format': 'amount' },
    amount: { type: 'number', title: '金额', 'x-format': 'amount', readOnly: true },
  },
}
const fields: Record<string, ScreenField> = {
  skuId: { source: { endpoint: '/sku/options', search: true, dependsOn: 'providerId', fill: { price: 'price' } } },
  qty: {},
  price: {},
  amount: { compute: { multiply: ['qty', 'price'] } },
}

function Harness({ onLines, header }: { onLines: (l: Line[]) => void; header: Record<string, unknown> }) {
  const [lines, setLines] = useState<Line[]>([newLine()])
  return (
    <LineEditor
      entity={entity}
      fields={fields}
      lines={lines}
      header={header}
      headerTitle={(n) => ({ providerId: '供应商' })[n]}
      onChange={(l) => {
        setLines(l)
        onLines(l)
      }}
    />
  )
}

function renderEditor(header: Record<string, unknown> = { providerId: 7 }) {
  const api = createApiClient({
    session: { getToken: () => 'token-for-tests-000000', logout: () => undefined },
    notifier: { error: () => undefined, expiredModal: async () => undefined },
  })
  let last: Line[] = []
  render(
    <App>
      <SessionContext.Provider value={{ api } as unknown as SessionValue}>
        <Harness onLines={(l) => (last = l)} header={header} />
      </SessionContext.Provider>
    </App>,
  )
  return { lines: () => last }
}

describe('line editor', () => {
  it('picks a SKU by server search, fills its price, computes the amount and the total', async () => {
    const user = userEvent.setup()
    const { lines } = renderEditor()
    const picker = screen.getByRole('combobox', { name: '第 1 行商品' })
    // The column names the field; the row number is for screen readers.
    expect(screen.getByText('请选择商品')).toBeInTheDocument()
    await user.click(picker)
    await user.type(picker, '方便面')
    // The search goes to the server once the typing pauses.
    await waitFor(() => expect(searched).toContainEqual({ providerId: 7, keyword: '方便面' }))
    await waitFor(() => expect(screen.queryByTitle('SKU-001 矿泉水 550ml')).toBeNull())
    const option = await screen.findByTitle('SKU-002 方便面 五连包')
    await user.click(option)
    await waitFor(() => expect(lines()[0]).toMatchObject({ skuId: 12, price: 12.8 }))
    await user.type(screen.getByRole('spinbutton', { name: '第 1 行数量' }), '3')
    await waitFor(() => expect(lines()[0]).toMatchObject({ qty: 3, amount: 38.4 }))
    const summary = document.querySelector('.ant-table-summary')!
    expect(within(summary as HTMLElement).getAllByText('38.40').length).toBeGreaterThan(0)
  })

  it('names the header field to choose first while the SKU picker waits for it', () => {
    renderEditor({})
    expect(screen.getByText('请先选择供应商')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: '第 1 行商品' })).toBeDisabled()
  })

  it('adds and removes lines', async () => {
    const user = userEvent.setup()
    const { lines } = renderEditor()
    await user.click(screen.getByRole('button', { name: /添加一行/ }))
    await waitFor(() => expect(lines()).toHaveLength(2))
    await user.click(screen.getByRole('button', { name: '删除第 1 行' }))
    await waitFor(() => expect(lines()).toHaveLength(1))
  })
})
