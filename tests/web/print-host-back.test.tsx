// A print page leaves the user a way back (issue 20, item 6 "Leaving the shell"): opened by the
// shell in a new tab it offers 关闭 (the shell stays in its tab); reached in the same tab (a link,
// a typed URL) it offers 返回. The button is not printed (print.css).
import { fireEvent, render, screen } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ClientConfig } from '../../src/config/types.ts'
import { ConfigProviders } from '../../src/web/app/ConfigProviders.tsx'
import { customScreens } from '../../src/web/engine/registry.ts'
import { PrintHost } from '../../src/web/screens/print/PrintHost.tsx'

customScreens['print-test-sheet'] = () => <p>测试单据</p>
const config = {
  settings: {},
  endpoints: {},
  workflows: {},
  entities: {},
  screens: { 'print-test': { kind: 'print', title: '打印测试单', component: 'print-test-sheet' } },
} as unknown as ClientConfig

function show() {
  render(
    <App>
      <MemoryRouter initialEntries={['/print/print-test?ids=1']}>
        <ConfigProviders config={config}>
          <Routes>
            <Route path="/home" element={<p>首页内容</p>} />
            <Route path="/print/:name" element={<PrintHost />} />
          </Routes>
        </ConfigProviders>
      </MemoryRouter>
    </App>,
  )
}

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true })
})

describe('a print page', () => {
  it('reached in the shell’s own tab goes back to the workspace on 返回', async () => {
    show()
    expect(await screen.findByText('测试单据')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /返\s*回/ }))
    expect(await screen.findByText('首页内容')).toBeTruthy()
  })

  it('opened by the shell in a new tab closes that tab on 关闭', async () => {
    Object.defineProperty(window, 'opener', { value: {}, configurable: true })
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined)
    show()
    await screen.findByText('测试单据')
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }))
    expect(close).toHaveBeenCalledOnce()
  })
})
