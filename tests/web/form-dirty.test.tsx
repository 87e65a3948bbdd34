// Closing a form asks “放弃修改？” only when the user changed something: an add form opens with
// its schema's defaults and one empty line, which are not changes; typing is.
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { ClientConfig, ScreenDef } from '../../src/config/types.ts'
import { createApiClient } from '../../src/web/api/client.ts'
import { SessionContext, type SessionValue } from '../../src/web/session/SessionProvider.tsx'
import { useFormController } from '../../src/web/engine/form/use-form-controller.ts'

const config = {
  variant: 'test',
  settings: {},
  endpoints: {},
  workflows: {},
  entities: {
    report: {
      $id: 'report',
      title: '报损单',
      type: 'object',
      'x-lines': 'reportLine',
      properties: { lossType: { type: 'integer', title: '报损类型', enum: [1, 2], default: 1 }, remark: { type: 'string', title: '备注' } },
    },
    reportLine: {
      $id: 'reportLine',
      title: '报损明细',
      type: 'object',
      properties: { stockStatus: { type: 'integer', title: '库存质量', enum: [1, 4], default: 1 }, qty: { type: 'number', title: '数量' } },
    },
  },
  screens: {
    'report-form': {
      kind: 'form',
      entity: 'report',
      endpoints: { add: '/v1/report/add' },
      fields: { lossType: {}, remark: {} },
      lines: { stockStatus: {}, qty: {} },
    } as unknown as ScreenDef,
  },
} as unknown as ClientConfig

function wrapper({ children }: { children: ReactNode }) {
  const api = createApiClient({
    session: { getToken: () => 'token-for-tests-000000', logout: () => undefined },
    notifier: { error: () => undefined, expiredModal: async () => undefined },
  })
  return <SessionContext.Provider value={{ api, session: null } as unknown as SessionValue}>{children}</SessionContext.Provider>
}

describe('an add form with lines', () => {
  it('is not dirty as opened, with its one empty line holding the line entity’s defaults', async () => {
    const { result } = renderHook(() => useFormController(config, 'report-form', 'add'), { wrapper })
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.lines).toEqual([{ key: expect.any(String), stockStatus: 1 }])
    expect(result.current.dirty).toBe(false)
  })

  it('is not dirty when the form reports its schema defaults as it opens, and is once a field is typed', async () => {
    const { result } = renderHook(() => useFormController(config, 'report-form', 'add'), { wrapper })
    await waitFor(() => expect(result.current.loading).toBe(false))
    act(() => result.current.change({ lossType: 1 }))
    expect(result.current.dirty).toBe(false)
    act(() => result.current.change({ lossType: 1, remark: '破损' }))
    expect(result.current.dirty).toBe(true)
  })

  it('is dirty once a line is typed into or added', async () => {
    const { result } = renderHook(() => useFormController(config, 'report-form', 'add'), { wrapper })
    await waitFor(() => expect(result.current.loading).toBe(false))
    const [first] = result.current.lines
    act(() => result.current.setLines([{ ...first, qty: 2 }]))
    expect(result.current.dirty).toBe(true)
    act(() => result.current.setLines([first, { key: 'second', stockStatus: 1 }]))
    expect(result.current.dirty).toBe(true)
  })
})
