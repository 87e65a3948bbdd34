// A detail screen offers its record's prints (rowActions of kind print) beside its endpoint
// actions: the button opens the print page in its own window with the record's id in the
// action's param, as the same action does from a list; no confirmation, no call.
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DetailScreen } from '../../src/web/engine/detail/DetailScreen.tsx'
import { calls, configOf, ok, route, showPage } from '../support/print-page.tsx'

const server = setupServer(route('/bill/get', () => ok({ id: 12, billNo: 'FC202611220012', status: 10 })))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const config = configOf(
  {
    bill: {
      $id: 'bill',
      title: '发车单',
      type: 'object',
      properties: { billNo: { type: 'string', title: '发车单号' }, status: { type: 'integer', title: '状态' } },
    },
  },
  {
    'bill-detail': {
      kind: 'detail',
      title: '发车单详情',
      entity: 'bill',
      endpoints: { get: '/bill/get' },
      fields: { billNo: {} },
      rowActions: {
        print: { title: '打印发车单', kind: 'print', route: 'trunk-list-print', param: 'bills' },
        hidden: { title: '只给有权限的人', kind: 'print', route: 'trunk-list-print', permission: '发车单打印' },
      },
    },
  },
)

describe('detail print actions', () => {
  it('opens the print page with the record in the action’s param', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    // No function held (the default): an action that names a permission is not offered.
    showPage(config, <DetailScreen screenKey="bill-detail" params={{ id: '12' }} />)
    expect(await screen.findByText('FC202611220012')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '只给有权限的人' })).not.toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: '打印发车单' }))
    expect(open).toHaveBeenCalledWith('#/print/trunk-list-print?bills=12', '_blank')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls.map((c) => c.path)).toEqual(['/bill/get'])
    open.mockRestore()
  })
})
