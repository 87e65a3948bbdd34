// The approval kind in jsdom, against msw: the document, where its flow stands, its log,
// a reject refused without an opinion, an accept sent with one.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from 'antd'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClientConfig } from '../../src/config/types.ts'
import { createApiClient } from '../../src/web/api/client.ts'
import { SessionContext, type SessionValue } from '../../src/web/session/SessionProvider.tsx'
import { ApprovalDrawer } from '../../src/web/engine/approval/ApprovalDrawer.tsx'

const decisions: unknown[] = []
const ok = (data: unknown) => HttpResponse.json({ status: 1, message: '操作成功', data })
const server = setupServer(
  http.post('*/api/doc/detail', () => ok({ id: 5, docNo: 'CG202611220001', status: 10, totalAmount: 1234.5, lines: [{ id: 1, skuName: '矿泉水', qty: 10 }] })),
  http.post('*/api/doc/logs', () => ok([{ action: '提交审核', operator: '张仓管', createdAt: '2026-11-22T01:00:00Z' }])),
  http.post('*/api/doc/flow', () => ok([{ nodeName: '主管审批', status: 'current', approvers: '李审批' }, { nodeName: '财务审批', status: 'waiting', approvers: '王财务' }])),
  http.post('*/api/doc/accept', async ({ request }) => {
    decisions.push(await request.json())
    return ok(null)
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const config = {
  settings: {},
  endpoints: {},
  workflows: {},
  entities: {
    doc: {
      $id: 'doc', title: '采购单', type: 'object', 'x-lines': 'docLine',
      properties: {
        docNo: { type: 'string', title: '单号' },
        status: { type: 'integer', title: '状态', enum: [10, 20], 'x-enumNames': ['待审核', '已审核'] },
        totalAmount: { type: 'number', title: '总金额', 'x-format': 'amount' },
      },
    },
    docLine: { $id: 'docLine', title: '明细', type: 'object', properties: { skuName: { type: 'string', title: '商品' }, qty: { type: 'number', title: '数量' } } },
  },
  screens: {
    'doc-to-examine': {
      kind: 'approval', title: '采购审批', entity: 'doc',
      endpoints: { list: '/doc/list', detail: '/doc/detail', logs: '/doc/logs', flow: '/doc/flow', accept: '/doc/accept', reject: '/doc/reject' },
      fields: { docNo: {}, status: {}, totalAmount: {} },
      lines: { skuName: {}, qty: {} },
    },
  },
} as unknown as ClientConfig

describe('approval drawer', () => {
  it('shows the document, its flow and log; rejecting needs an opinion; accepting sends it', async () => {
    const api = createApiClient({ session: { getToken: () => 't'.repeat(30), logout: () => undefined }, notifier: { error: () => undefined, expiredModal: async () => undefined } })
    let closed: boolean | null = null
    render(
      <App>
        <SessionContext.Provider value={{ api } as unknown as SessionValue}>
          <ApprovalDrawer config={config} screenKey="doc-to-examine" id={5} onClose={(c) => (closed = c)} />
        </SessionContext.Provider>
      </App>,
    )
    await screen.findByText('CG202611220001')
    expect(screen.getByText('待审核')).toBeInTheDocument()
    expect(screen.getByText('1,234.50')).toBeInTheDocument()
    expect(screen.getByText('矿泉水')).toBeInTheDocument()
    expect(await screen.findByText('主管审批')).toBeInTheDocument()
    expect(screen.getByText('提交审核')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /驳\s*回/ }))
    expect(await screen.findByText('驳回时请填写审批意见')).toBeInTheDocument()
    expect(closed).toBeNull()
    await user.type(screen.getByLabelText('审批意见'), '同意采购')
    await user.click(screen.getByRole('button', { name: /通\s*过/ }))
    await waitFor(() => expect(closed).toBe(true))
    expect(decisions).toEqual([{ id: 5, opinion: '同意采购' }])
  })
})
