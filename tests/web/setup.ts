// jsdom lacks what antd and AG Grid measure with; stub them (guarded, as the file also loads in node).
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => cleanup())

if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
  const style = window.getComputedStyle
  window.getComputedStyle = (elt: Element, pseudo?: string | null) => style(elt, pseudo ?? undefined)
}
