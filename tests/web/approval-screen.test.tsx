// The approval kind in jsdom against msw: approvals of the screen's document type in three
// tabs, 通过 with an optional opinion, 驳回 refused without one, 审批记录 with the flow node by
// node, a route action opening the document (not the approval), and the empty text.
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from 'antd'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ClientConfig } from '../../src/config/types.ts'
import { createApiClient } from '../../src/web/api/client.ts'
import { ConfigProviders } from '../../src/web/app/ConfigProviders.tsx'
import { PermissionsProvider } from '../../src/web/permissions/Can.tsx'
import { SessionContext, type SessionValue } from '../../src/web/session/SessionProvider.tsx'
import { ApprovalScreen } from '../../src/web/engine/approval/ApprovalScreen.tsx'
import { buttonIn as button, giveElementsSize, hasText, textOf, until } from '../support/ag-grid-jsdom.ts'

const calls: { path: string; body: any }[] = []
const ok = (data: unknown) => HttpResponse.json({ status: 1, message: '操作成功', data })
const waiting = {
  id: 31,
  version: 1,
  workflow: 'goods',
  docType: 'goods',
  docId: 501,
  docNo: 'P1017',
  summary: '回力帆布鞋',
  submitterName: '陈经理',
  submittedAt: '2026-11-22T01:00:00Z',
  currentNode: 0,
  currentNodeName: '仓库主管审核',
  status: 0,
  canAct: true,
}
let decided = false
const server = setupServer(
  http.post('*/api/approving/page', async ({ request }) => {
    const body = (await request.json()) as any
    calls.push({ path: '/approving/page', body })
    if (body.scope === 'todo') return ok({ list: decided ? [] : [waiting], total: decided ? 0 : 1 })
    if (body.scope === 'done')
      return ok({ list: decided ? [{ ...waiting, status: 0, currentNode: 1, currentNodeName: '财务复核', canAct: false }] : [], total: decided ? 1 : 0 })
    return ok({ list: [{ ...waiting, canAct: !decided }], total: 1 })
  }),
  http.post('*/api/approving/flow', async ({ request }) => {
    calls.push({ path: '/approving/flow', body: await request.json() })
    return ok({
      instance: { ...waiting, templateName: '商品两级审批', remark: '修改' },
      nodes: [
        { index: 0, nodeName: '仓库主管审核', approvers: '仓管员', status: 'current' },
        { index: 1, nodeName: '财务复核', approvers: '王财务', status: 'waiting' },
      ],
      logs: [{ action: '提交', operator: '陈经理', opinion: '修改', createdAt: '2026-11-22T01:00:00Z' }],
    })
  }),
  http.post('*/api/approving/accept', async ({ request }) => {
    calls.push({ path: '/approving/accept', body: await request.json() })
    decided = true
    return ok({ id: 31, status: 0, currentNode: 1 })
  }),
  http.post('*/api/approving/reject', async ({ request }) => {
    calls.push({ path: '/approving/reject', body: await request.json() })
    return ok({ id: 31, status: 20 })
  }),
  http.post('*/api/storage/options', () => ok([])),
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
  decided = false
  window.location.hash = ''
})

const instance = {
  $id: 'approvalInstance',
  title: '审批',
  type: 'object',
  properties: {
    workflow: { type: 'string', title: '流程' },
    docNo: { type: 'string', title: '单号' },
    summary: { type: 'string', title: '摘要' },
    submitterName: { type: 'string', title: '提交人' },
    submittedAt: { type: 'string', title: '提交时间', format: 'date-time' },
    currentNodeName: { type: 'string', title: '当前节点', 'x-virtual': true },
    status: {
      type: 'integer',
      title: '审批状态',
      enum: [0, 10, 20, 90],
      'x-enumNames': ['审批中', '已通过', '已驳回', '已撤回'],
      'x-enumColors': ['processing', 'success', 'error', 'default'],
    },
  },
}
const columns = {
  docNo: { order: 1 },
  summary: { order: 2 },
  submitterName: { order: 3 },
  submittedAt: { order: 4 },
  currentNodeName: { order: 5 },
  status: { order: 6 },
}
const endpoints = { list: '/approving/page', flow: '/approving/flow', accept: '/approving/accept', reject: '/approving/reject' }
const config = {
  settings: {},
  workflows: {},
  endpoints: { '/approving/page': { op: 'custom', entity: 'approvalInstance' } },
  entities: { approvalInstance: instance },
  screens: {
    'goods-to-examine': {
      kind: 'approval',
      title: '商品审批',
      docType: 'goods',
      endpoints,
      columns,
      filters: { docNo: {} },
      rowActions: { product: { title: '查看商品', route: 'product-detail', visibleWhen: { workflow: { eq: 'goods' } } } },
    },
    'loss-report-to-examine': { kind: 'approval', title: '报损审批', docType: 'loss', endpoints, columns },
    'product-detail': { kind: 'detail', title: '商品详情', group: '/product-mag', path: '/product-detail/:id' },
  },
} as unknown as ClientConfig

const api = createApiClient({
  session: { getToken: () => 't'.repeat(30), logout: () => undefined },
  notifier: { error: () => undefined, expiredModal: async () => undefined },
})

function show(screenKey: string) {
  const session = { api, session: null, userState: { load: () => null, save: () => undefined } } as unknown as SessionValue
  return render(
    <App>
      <ConfigProviders config={config}>
        <SessionContext.Provider value={session}>
          <PermissionsProvider value={new Set()}>
            <ApprovalScreen screenKey={screenKey} params={{}} />
          </PermissionsProvider>
        </SessionContext.Provider>
      </ConfigProviders>
    </App>,
  )
}

const dialog = () => until(() => [...document.querySelectorAll('[role=dialog]')].at(-1), 'a dialog')

/** The actions cell of the row showing a document number, in the tab shown. */
const actionsOf = (docNo: string) =>
  until(() => {
    const cell = [...document.querySelectorAll('[role=tabpanel][aria-hidden=false] .ag-row .ag-cell[col-id="docNo"]')].find((c) => textOf(c) === docNo)
    return cell?.closest('.ag-row')?.querySelector('.ag-cell[col-id="__actions"]')
  }, `row ${docNo}`)
const setup = () => userEvent.setup({ pointerEventsCheck: 0 })

describe('approval screen', () => {
  it('lists what waits for me and accepts with an optional opinion at the node I saw', async () => {
    const user = setup()
    show('goods-to-examine')
    await user.click(button(await actionsOf('P1017'), '通过')!)
    expect(hasText('回力帆布鞋')).toBe(true)
    expect(hasText('仓库主管审核')).toBe(true)
    expect(calls.find((c) => c.path === '/approving/page')!.body).toMatchObject({ docType: 'goods', scope: 'todo', pageIndex: 1 })
    const modal = await dialog()
    expect(hasText('选填', modal)).toBe(true)
    await user.click(button(modal, '通过')!)
    await until(() => calls.find((c) => c.path === '/approving/accept'), 'the accept call')
    expect(calls.find((c) => c.path === '/approving/accept')!.body).toEqual({ id: 31, nodeIndex: 0 })
    await until(() => hasText('暂无待我审批的单据'), 'the empty text')
    await user.click(await until(() => [...document.querySelectorAll('[role=tab]')].find((t) => textOf(t) === '我已审批'), 'the tab'))
    await until(() => calls.some((c) => c.body.scope === 'done'), 'the done list')
    await until(() => hasText('财务复核'), 'the next node of the row I decided')
  }, 60_000)

  it('needs an opinion to reject', async () => {
    const user = setup()
    show('goods-to-examine')
    await user.click(button(await actionsOf('P1017'), '驳回')!)
    const modal = await dialog()
    await user.click(button(modal, '驳回')!)
    await until(() => hasText('驳回时请填写审批意见', modal), 'the refusal')
    expect(calls.some((c) => c.path === '/approving/reject')).toBe(false)
    await user.type(modal.querySelector('textarea[aria-label=审批意见]')!, '缺少质检报告')
    await user.click(button(modal, '驳回')!)
    await until(() => calls.find((c) => c.path === '/approving/reject'), 'the reject call')
    expect(calls.find((c) => c.path === '/approving/reject')!.body).toEqual({ id: 31, nodeIndex: 0, opinion: '缺少质检报告' })
  }, 60_000)

  it('shows the record: each node with its approvers, and the steps so far', async () => {
    const user = setup()
    show('goods-to-examine')
    await user.click(button(await actionsOf('P1017'), '审批记录')!)
    const drawer = await dialog()
    await until(() => hasText('商品两级审批', drawer), 'the template')
    expect(hasText('审批人：王财务', drawer)).toBe(true)
    expect(hasText('仓库主管审核', drawer)).toBe(true)
    expect(hasText('意见：修改', drawer)).toBe(true)
    expect(calls.find((c) => c.path === '/approving/flow')?.body).toEqual({ id: 31 })
    // The drawer offers the decision too, for someone who may act now.
    await user.click(button(drawer, '驳回')!)
    await until(() => hasText('请写明驳回原因，提交人将看到'), 'the reject dialog')
  }, 60_000)

  it('opens the document, not the approval, from the screen’s own row action', async () => {
    const user = setup()
    show('goods-to-examine')
    await user.click(button(await actionsOf('P1017'), '查看商品')!)
    expect(window.location.hash).toBe('#/product-mag/product-detail/501')
  }, 60_000)

  it('says so when nothing of its type waits', async () => {
    decided = true
    show('loss-report-to-examine')
    const call = await until(() => calls.find((c) => c.path === '/approving/page'), 'the list call')
    expect(call.body).toMatchObject({ docType: 'loss', scope: 'todo' })
    await until(() => hasText('暂无待我审批的单据'), 'the empty text')
  }, 60_000)
})
