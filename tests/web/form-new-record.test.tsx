// A new record's form as the user meets it (issue 20, item 1: 账号管理 › 新增用户): a required
// multi-select with minItems opens empty (no blank tag) while an array of objects opens with its
// first item; 保存 with nothing chosen says on the field what is missing and sends nothing (a
// field with help too); 取消 before anything is typed closes at once.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ClientConfig, ScreenDef } from '../../src/config/types.ts'
import { createApiClient } from '../../src/web/api/client.ts'
import { SessionContext, type SessionValue } from '../../src/web/session/SessionProvider.tsx'
import { FormDrawer } from '../../src/web/engine/form/FormDrawer.tsx'

const added: unknown[] = []
const server = setupServer(
  http.post('*/api/role/options', () =>
    HttpResponse.json({
      status: 1,
      data: [
        { value: 1, label: '管理员' },
        { value: 2, label: '仓管员' },
      ],
    }),
  ),
  http.post('*/api/user/add', async ({ request }) => {
    added.push(await request.json())
    return HttpResponse.json({ status: 1, data: { id: 9 } })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  added.length = 0
})
afterAll(() => server.close())

const config = {
  variant: 'test',
  settings: {},
  endpoints: {},
  workflows: {},
  entities: {
    approvalTemplate: {
      $id: 'approvalTemplate',
      title: '审批模板',
      type: 'object',
      required: ['name', 'nodes'],
      properties: {
        name: { type: 'string', title: '模板名称', maxLength: 64 },
        status: { type: 'integer', title: '状态', enum: [1, 0], 'x-enumNames': ['启用', '停用'], default: 1 },
        nodes: {
          type: 'array',
          title: '审批节点',
          minItems: 1,
          items: { type: 'object', required: ['name'], properties: { name: { type: 'string', title: '节点名称', maxLength: 32 } } },
        },
      },
    },
    userCreate: {
      $id: 'userCreate',
      title: '新增用户',
      type: 'object',
      required: ['account', 'realName', 'userType', 'roleIds'],
      properties: {
        account: { type: 'string', title: '账号', maxLength: 64 },
        realName: { type: 'string', title: '姓名', maxLength: 32 },
        userType: { type: 'integer', title: '用户类型', enum: [2, 3], 'x-enumNames': ['租户管理员', '普通用户'] },
        roleIds: { type: 'array', title: '角色', minItems: 1, maxItems: 50, items: { type: 'integer', minimum: 1 } },
        storageIds: { type: 'array', title: '可用仓库', maxItems: 200, items: { type: 'integer', minimum: 1 } },
      },
    },
  },
  screens: {
    'template-add': {
      kind: 'form',
      title: '新增审批模板',
      entity: 'approvalTemplate',
      endpoints: { add: '/template/add' },
      fields: { name: { order: 1 }, status: { order: 2 }, nodes: { order: 3, items: { name: { order: 1 } } } },
    } as unknown as ScreenDef,
    'user-add': {
      kind: 'form',
      title: '新增用户',
      entity: 'userCreate',
      endpoints: { add: '/user/add' },
      fields: {
        account: { order: 1 },
        realName: { order: 2, help: '使用该账号的人的真实姓名' },
        userType: { order: 2, default: 3 },
        roleIds: { order: 3, source: { endpoint: '/role/options' } },
      },
    } as unknown as ScreenDef,
  },
} as unknown as ClientConfig

function show(onClose: (saved: boolean) => void, form = 'user-add') {
  const api = createApiClient({
    session: { getToken: () => 'token-for-tests-000000', logout: () => undefined },
    notifier: { error: () => undefined, expiredModal: async () => undefined },
  })
  return render(
    <App>
      <SessionContext.Provider value={{ api, session: null } as unknown as SessionValue}>
        <FormDrawer open={{ form, mode: 'add' } as never} config={config} onClose={onClose} />
      </SessionContext.Provider>
    </App>,
  )
}

describe('a new record’s form', () => {
  it('opens a required multi-select with minItems empty, and 保存 with nothing chosen names the field and sends nothing', async () => {
    show(() => undefined)
    await screen.findByText('角色')
    expect(document.querySelectorAll('.ant-select-selection-item')).toHaveLength(0)
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: 'zhang' } })
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText(/角色/, { selector: '.ant-form-item-explain-error, .ant-form-item-explain-error *' })).toBeTruthy()
    expect(added).toEqual([])
  })

  it('says what is wrong with a field that has help, and keeps the help under it', async () => {
    show(() => undefined)
    await screen.findByText('使用该账号的人的真实姓名')
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
    const error = await screen.findByText(/姓名/, { selector: '.ant-form-item-explain-error *' })
    expect(error.closest('.ant-form-item-explain-error')!.textContent).not.toContain('真实姓名')
    expect(screen.getByText('使用该账号的人的真实姓名')).toBeTruthy()
    expect(added).toEqual([])
  })

  it('closes on 取消 at once when nothing was typed', async () => {
    const onClose = vi.fn()
    show(onClose)
    await screen.findByText('角色')
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false))
    expect(screen.queryByText('放弃修改？')).toBeNull()
  })

  it('opens an array of objects with minItems with its first item to fill in, and 取消 still closes at once (schema defaults are no change)', async () => {
    const onClose = vi.fn()
    show(onClose, 'template-add')
    await screen.findByText('审批节点')
    expect(document.querySelector('#root_nodes_0_name')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false))
  })

  it('asks before losing what was typed', async () => {
    const onClose = vi.fn()
    show(onClose)
    fireEvent.change(await screen.findByPlaceholderText('请输入账号'), { target: { value: 'zhang' } })
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }))
    expect((await screen.findAllByText('放弃修改？')).length).toBeGreaterThan(0)
    expect(onClose).not.toHaveBeenCalled()
  })
})
