// A save that fails is found where the user looks (issue 20, "Messages are found where the user
// looks"): the header's and the lines' errors show in the same round, a message says how many
// places need attention, and the first of them is scrolled into view — for the form's own checks
// and for the server's refusal alike. The form says a refusal once (the api client's toast is off).
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ClientConfig, ScreenDef } from '../../src/config/types.ts'
import { FormDrawer } from '../../src/web/engine/form/FormDrawer.tsx'
import { ApiSession } from '../support/api-session.tsx'

const added: unknown[] = []
const server = setupServer(
  http.post('*/api/v1/order/add', async ({ request }) => {
    added.push(await request.json())
    return HttpResponse.json({
      status: 0,
      message: '收货人不能为空',
      data: {
        errors: [
          { field: 'consignee', message: '收货人不能为空' },
          { field: 'lines.0.qty', message: '第 1 行：数量超出允许范围' },
        ],
      },
    })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  added.length = 0
})
afterAll(() => server.close())

// jsdom lays nothing out and has no scrollIntoView: record which element was brought into view.
const scrolled: Element[] = []
beforeEach(() => {
  scrolled.length = 0
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this)
  })
})

const config = {
  variant: 'test',
  settings: {},
  endpoints: {},
  workflows: {},
  entities: {
    order: {
      $id: 'order',
      title: '订单',
      type: 'object',
      required: ['docNo'],
      'x-lines': 'orderLine',
      properties: { docNo: { type: 'string', title: '单号', maxLength: 32 }, consignee: { type: 'string', title: '收货人', maxLength: 32 } },
    },
    orderLine: {
      $id: 'orderLine',
      title: '订单明细',
      type: 'object',
      required: ['qty'],
      properties: { qty: { type: 'number', title: '数量', exclusiveMinimum: 0 }, remark: { type: 'string', title: '备注' } },
    },
  },
  screens: {
    'order-add': {
      kind: 'form',
      title: '新增订单',
      entity: 'order',
      endpoints: { add: '/v1/order/add' },
      fields: { docNo: { order: 1 }, consignee: { order: 2 } },
      lines: { qty: { order: 1 }, remark: { order: 2 } },
    } as unknown as ScreenDef,
  },
} as unknown as ClientConfig

function show() {
  return render(
    <App>
      <ApiSession>
        <FormDrawer open={{ form: 'order-add', mode: 'add' } as never} config={config} onClose={() => undefined} />
      </ApiSession>
    </App>,
  )
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))

describe('a save that fails', () => {
  it('shows the header’s and the lines’ own errors in one round, says how many, and scrolls to the first', async () => {
    show()
    await screen.findByPlaceholderText('请输入单号')
    save()
    // The empty 单号 of the header and the empty 数量 of the first line, at once.
    expect(await screen.findByText(/单号/, { selector: '.ant-form-item-explain-error, .ant-form-item-explain-error *' })).toBeTruthy()
    expect(await screen.findByText('数量不能为空')).toBeTruthy()
    expect(await screen.findByText('有 2 处需要修改，请查看标红的字段')).toBeTruthy()
    await waitFor(() => expect(scrolled[0]?.closest('.ant-form-item')?.textContent).toContain('单号'))
    expect(added).toEqual([])
  })

  it('counts the fields and cells of the server’s refusal and scrolls to the first', async () => {
    show()
    fireEvent.change(await screen.findByPlaceholderText('请输入单号'), { target: { value: 'SO-1' } })
    fireEvent.change(screen.getByRole('spinbutton', { name: '第 1 行数量' }), { target: { value: '5' } })
    save()
    await waitFor(() => expect(added).toHaveLength(1))
    expect(await screen.findByText('第 1 行：数量超出允许范围')).toBeTruthy()
    expect(await screen.findByText('有 2 处需要修改，请查看标红的字段')).toBeTruthy()
    await waitFor(() => expect(scrolled[0]?.closest('.ant-form-item')?.textContent).toContain('收货人'))
  })

  it('says a refusal that marks no field once, in the form’s own message', async () => {
    server.use(http.post('*/api/v1/order/add', () => HttpResponse.json({ status: 0, message: '单号 SO-1 已存在' })))
    show()
    fireEvent.change(await screen.findByPlaceholderText('请输入单号'), { target: { value: 'SO-1' } })
    fireEvent.change(screen.getByRole('spinbutton', { name: '第 1 行数量' }), { target: { value: '5' } })
    save()
    expect(await screen.findByText('单号 SO-1 已存在')).toBeTruthy()
    expect(screen.queryByText(/处需要修改/)).toBeNull()
  })
})
