// 复制 (copy) opens the add form filled from a record: a new document, so the original's generated
// number is left out (the server numbers the copy on save) and its lines carry no ids.
import { renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClientConfig, ScreenDef } from '../../src/config/types.ts'
import { useFormController } from '../../src/web/engine/form/use-form-controller.ts'
import { ApiSession as wrapper } from '../support/api-session.tsx'

const server = setupServer(
  http.post('*/api/v1/lease/get', () =>
    HttpResponse.json({
      status: 1,
      data: { id: 7, version: 3, contractNo: 'ZL202611240001', partyName: '广州粮油', rentAmount: 800, lines: [{ id: 70, version: 1, size: 6 }] },
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
    lease: {
      $id: 'lease',
      title: '租赁合同',
      type: 'object',
      'x-lines': 'leaseLine',
      properties: {
        contractNo: { type: 'string', title: '合同编号', readOnly: false, 'x-generated': 'ZL{yyyyMMdd}{seq:4}' },
        partyName: { type: 'string', title: '承租方' },
        rentAmount: { type: 'number', title: '租金' },
      },
    },
    leaseLine: { $id: 'leaseLine', title: '租赁明细', type: 'object', properties: { size: { type: 'number', title: '面积' } } },
  },
  screens: {
    'lease-form': {
      kind: 'form',
      entity: 'lease',
      endpoints: { get: '/v1/lease/get', add: '/v1/lease/add', update: '/v1/lease/update' },
      fields: { contractNo: {}, partyName: {}, rentAmount: {} },
      lines: { size: {} },
    } as unknown as ScreenDef,
  },
} as unknown as ClientConfig

describe('copying a record', () => {
  it('keeps what was typed but not the generated number nor the line ids', async () => {
    const { result } = renderHook(() => useFormController(config, 'lease-form', 'copy', 7), { wrapper })
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.data).toEqual({ partyName: '广州粮油', rentAmount: 800 })
    expect(result.current.lines.map(({ key: _k, ...l }) => l)).toEqual([{ size: 6 }])
  })

  it('an edit keeps the number', async () => {
    const { result } = renderHook(() => useFormController(config, 'lease-form', 'edit', 7), { wrapper })
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.data).toMatchObject({ contractNo: 'ZL202611240001' })
  })
})
