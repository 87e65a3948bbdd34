// The detail kind with `tabs` (a supplier and its qualifications): a tab is a list screen
// filtered by the record's id, its add form hides that id and sends it, and the `upload`
// widget posts the chosen file as base64 and keeps the answered path.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from 'antd'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClientConfig } from '../../src/config/types.ts'
import { createApiClient } from '../../src/web/api/client.ts'
import { ConfigProviders } from '../../src/web/app/ConfigProviders.tsx'
import { PermissionsProvider } from '../../src/web/permissions/Can.tsx'
import { SessionContext, type SessionValue } from '../../src/web/session/SessionProvider.tsx'
import { DetailScreen } from '../../src/web/engine/detail/DetailScreen.tsx'

const PATH = '/api/files/1/202601/' + 'ab'.repeat(16) + '.pdf'
const calls: { path: string; body: any }[] = []
const ok = (data: unknown, extra: Record<string, unknown> = {}) => HttpResponse.json({ status: 1, message: '操作成功', data, ...extra })
const record = (path: string, answer: (body: any) => Response) =>
  http.post(`*/api${path}`, async ({ request }) => {
    const body = await request.json()
    calls.push({ path, body })
    return answer(body)
  })
const server = setupServer(
  record('/provider/detail', () => ok({ id: 7, code: 'GYS001', name: '广州金粮油脂有限公司' })),
  record('/quals/list', () => ok({ list: [{ id: 1, providerId: 7, name: '营业执照', file: '/api/files/1/202501/' + 'cd'.repeat(16) + '.pdf' }], total: 1 })),
  record('/v1/upload/64', () => ok({ result: '000', path: PATH }, { result: '000', path: PATH })),
  record('/quals/insert', () => ok({ id: 2 })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const config = {
  settings: {},
  endpoints: {},
  workflows: {},
  entities: {
    provider: {
      $id: 'provider',
      title: '供应商',
      type: 'object',
      properties: { code: { type: 'string', title: '供应商编码' }, name: { type: 'string', title: '供应商名称' } },
    },
    qual: {
      $id: 'qual',
      title: '供应商资质',
      type: 'object',
      required: ['providerId', 'name'],
      properties: {
        providerId: { type: 'integer', title: '所属供应商', 'x-ref': 'provider' },
        name: { type: 'string', title: '资质名称', maxLength: 100 },
        file: { type: 'string', title: '附件', maxLength: 300, 'x-format': 'file' },
      },
    },
  },
  screens: {
    'supply-detail': {
      kind: 'detail',
      title: '供应商详情',
      entity: 'provider',
      endpoints: { get: '/provider/detail' },
      fields: { code: {}, name: {} },
      tabs: { quals: { title: '资质证照', screen: 'supply-quals', param: 'providerId' } },
    },
    'supply-quals': {
      kind: 'list',
      title: '资质',
      entity: 'qual',
      endpoints: { list: '/quals/list' },
      filters: { providerId: {}, name: {} },
      columns: { name: {}, file: {} },
      toolbar: { add: { title: '新增资质', form: 'qual-add', mode: 'add' } },
    },
    'qual-add': {
      kind: 'form',
      title: '供应商资质',
      entity: 'qual',
      endpoints: { add: '/quals/insert' },
      layout: { columns: 1 },
      fields: { providerId: {}, name: {}, file: { widget: 'upload' } },
    },
  },
} as unknown as ClientConfig

const api = createApiClient({
  session: { getToken: () => 't'.repeat(30), logout: () => undefined },
  notifier: { error: () => undefined, expiredModal: async () => undefined },
})

describe('detail tabs', () => {
  it("lists the record's rows in a tab and adds one with the record's id and an uploaded file", async () => {
    const user = userEvent.setup()
    const session = { api, session: null, userState: { load: () => null, save: () => undefined } } as unknown as SessionValue
    render(
      <App>
        <ConfigProviders config={config}>
          <SessionContext.Provider value={session}>
            <PermissionsProvider value={new Set()}>
              <DetailScreen screenKey="supply-detail" params={{ id: '7' }} />
            </PermissionsProvider>
          </SessionContext.Provider>
        </ConfigProviders>
      </App>,
    )
    expect(await screen.findByText('广州金粮油脂有限公司')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: '资质证照' }))
    await waitFor(() => expect(calls.find((c) => c.path === '/quals/list')?.body).toMatchObject({ providerId: 7, pageIndex: 1 }))
    // The fixed filter is not offered; the others are.
    expect(screen.queryByText('所属供应商')).not.toBeInTheDocument()
    expect(screen.getAllByText('资质名称').length).toBeGreaterThan(0)

    await user.click(screen.getByRole('button', { name: '新增资质' }))
    const drawer = await screen.findByRole('dialog', {}, { timeout: 15_000 })
    expect(within(drawer).queryByText('所属供应商')).not.toBeInTheDocument()
    await user.type(within(drawer).getByPlaceholderText('请输入资质名称'), '生产许可证')
    const input = drawer.querySelector('input[type=file]') as HTMLInputElement
    await user.upload(input, new File(['%PDF-1.4'], '许可证.pdf', { type: 'application/pdf' }))
    const link = await within(drawer).findByText('查看附件')
    expect(link).toHaveAttribute('href', PATH)
    const sent = calls.find((c) => c.path === '/v1/upload/64')!.body
    expect(sent).toMatchObject({ fileName: '许可证.pdf', key: 'file' })
    expect(sent.file).toMatch(/^data:application\/pdf;base64,/)

    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }) /* antd spaces two-character labels */)
    await waitFor(() => expect(calls.find((c) => c.path === '/quals/insert')?.body).toEqual({ name: '生产许可证', file: PATH, providerId: 7 }))
  }, 30_000)
})
