// Print pages under test against a fake server (msw): the routes answer with an envelope and
// record what was asked; a page renders with a config and a session whose api client calls them.
import { render, waitFor, within } from '@testing-library/react'
import { App } from 'antd'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import type { ClientConfig } from '../../src/config/types.ts'
import { createApiClient } from '../../src/web/api/client.ts'
import { ConfigProviders } from '../../src/web/app/ConfigProviders.tsx'
import { SessionContext, type SessionValue } from '../../src/web/session/SessionProvider.tsx'

/** Every call the fake server answered, in order (cleared by the test file after each test). */
export const calls: { path: string; body: any }[] = []
export const ok = (data: unknown) => HttpResponse.json({ status: 1, message: '操作成功', data })
export const fail = (message: string) => HttpResponse.json({ status: 0, message })
export const route = (path: string, answer: (body: any) => Response) =>
  http.post(`*/api${path}`, async ({ request }) => {
    const body = await request.json()
    calls.push({ path, body })
    return answer(body)
  })

export const enumField = (title: string, values: number[], names: string[]) => ({ type: 'integer', title, enum: values, 'x-enumNames': names })

/** A client config holding only the entities (enum labels) and screens a page reads. */
export const configOf = (entities: Record<string, unknown>, screens: Record<string, unknown> = {}) =>
  ({ settings: {}, endpoints: {}, workflows: {}, screens, entities }) as unknown as ClientConfig

const api = createApiClient({
  session: { getToken: () => 't'.repeat(30), logout: () => undefined },
  notifier: { error: () => undefined, expiredModal: async () => undefined },
})
const session = { api, session: null, userState: { load: () => null, save: () => undefined } } as unknown as SessionValue

/** Renders a page (a print, a screen; its address at `path`) with the config. */
export function showPage(config: ClientConfig, page: ReactNode, path = '/') {
  return render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <ConfigProviders config={config}>
          <SessionContext.Provider value={session}>{page}</SessionContext.Provider>
        </ConfigProviders>
      </MemoryRouter>
    </App>,
  )
}

/** The printed document matching `selector`, once it has loaded. */
export const sheetOf = (container: HTMLElement, selector: string) =>
  waitFor(() => {
    const s = container.querySelector<HTMLElement>(selector)
    if (!s) throw new Error(`${selector} 尚未显示`)
    return s
  })

/** The texts of a table's cells, row by row. */
export const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)
