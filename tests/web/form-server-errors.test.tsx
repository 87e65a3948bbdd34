// A save the server refuses: the messages land where the user can act on them — a line's
// error on that line's cell, a header field's error on the field — and nothing typed is lost.
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClientConfig, ScreenDef } from '../../src/config/types.ts'
import { useFormController } from '../../src/web/engine/form/use-form-controller.ts'
import { ApiSession as wrapper } from '../support/api-session.tsx'

const server = setupServer(
  http.post('*/api/v1/order/add', () =>
    HttpResponse.json({
      status: 0,
      message: '第 2 行：商品规格 SKU-9 已停用',
      data: {
        errors: [
          { field: 'lines.1.skuId', message: '第 2 行：商品规格 SKU-9 已停用' },
          { field: 'address.city', message: '收货城市不能为空' },
        ],
      },
    }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

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
      'x-lines': 'orderLine',
      properties: {
        remark: { type: 'string', title: '备注' },
        address: { type: 'object', title: '收货地址', properties: { city: { type: 'string', title: '城市' } } },
      },
    },
    orderLine: {
      $id: 'orderLine',
      title: '订单明细',
      type: 'object',
      required: ['skuId', 'qty'],
      properties: { skuId: { type: 'integer', title: '商品' }, qty: { type: 'number', title: '数量' } },
    },
  },
  screens: {
    'order-form': {
      kind: 'form',
      entity: 'order',
      endpoints: { add: '/v1/order/add' },
      fields: { remark: {}, address: {} },
      lines: { skuId: {}, qty: {} },
    } as unknown as ScreenDef,
  },
} as unknown as ClientConfig

describe('a refused save', () => {
  it('puts a line error on that line’s cell and a nested field error on its field, keeping the lines', async () => {
    const { result } = renderHook(() => useFormController(config, 'order-form', 'add'), { wrapper })
    await waitFor(() => expect(result.current.loading).toBe(false))
    const typed = [
      { key: 'a', skuId: 8, qty: 1 },
      { key: 'b', skuId: 9, qty: 2 },
    ]
    act(() => result.current.setLines(typed))
    let answer: unknown = 'not saved yet'
    await act(async () => {
      answer = await result.current.save()
    })
    expect(answer).toEqual({ refused: 2 })
    expect(result.current.lineErrors).toEqual({ 1: { skuId: '第 2 行：商品规格 SKU-9 已停用' } })
    expect(result.current.serverErrors).toEqual({ address: { __errors: ['收货城市不能为空'] } })
    expect(result.current.lines).toEqual(typed)
  })
})
