import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RESIZE_DEBOUNCE_MS, WIDE_BREAKPOINT, isWide, watchWideScreen } from '../../src/web/shell/wide-screen.ts'

describe('isWide', () => {
  it('is wide only beyond 1600 px', () => {
    expect(WIDE_BREAKPOINT).toBe(1600)
    expect(RESIZE_DEBOUNCE_MS).toBe(300)
    expect(isWide(1600)).toBe(false)
    expect(isWide(1601)).toBe(true)
    expect(isWide(1280)).toBe(false)
  })
})

describe('watchWideScreen', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  // A fake window: width plus an EventTarget for resize events.
  function fakeWindow(width: number) {
    const target = new EventTarget()
    const win = {
      innerWidth: width,
      addEventListener: vi.fn(target.addEventListener.bind(target)),
      removeEventListener: vi.fn(target.removeEventListener.bind(target)),
    }
    const resize = (w: number) => {
      win.innerWidth = w
      target.dispatchEvent(new Event('resize'))
    }
    return { win: win as unknown as Window, resize }
  }

  it('reports a crossing once the resize settles for 300 ms', () => {
    const { win, resize } = fakeWindow(1400)
    const onCross = vi.fn()
    watchWideScreen(win, onCross)
    resize(1700)
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1)
    expect(onCross).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onCross).toHaveBeenCalledExactlyOnceWith(true)
    resize(1500)
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS)
    expect(onCross).toHaveBeenLastCalledWith(false)
    expect(onCross).toHaveBeenCalledTimes(2)
  })

  it('ignores resizes that stay on one side', () => {
    const { win, resize } = fakeWindow(1800)
    const onCross = vi.fn()
    watchWideScreen(win, onCross)
    resize(1900)
    vi.advanceTimersByTime(1000)
    resize(1601)
    vi.advanceTimersByTime(1000)
    expect(onCross).not.toHaveBeenCalled()
  })

  it('debounces: a burst calls once, with the final side', () => {
    const { win, resize } = fakeWindow(1400)
    const onCross = vi.fn()
    watchWideScreen(win, onCross)
    for (const w of [1500, 1650, 1550, 1700]) {
      resize(w)
      vi.advanceTimersByTime(100)
    }
    expect(onCross).not.toHaveBeenCalled()
    vi.advanceTimersByTime(200)
    expect(onCross).toHaveBeenCalledExactlyOnceWith(true)
  })

  it('calls nothing when the window goes across and back within the debounce', () => {
    const { win, resize } = fakeWindow(1400)
    const onCross = vi.fn()
    watchWideScreen(win, onCross)
    resize(1700)
    vi.advanceTimersByTime(100)
    resize(1400)
    vi.advanceTimersByTime(1000)
    expect(onCross).not.toHaveBeenCalled()
  })

  it('unsubscribes and cancels a pending check', () => {
    const { win, resize } = fakeWindow(1400)
    const onCross = vi.fn()
    const stop = watchWideScreen(win, onCross)
    resize(1700)
    stop()
    vi.advanceTimersByTime(1000)
    resize(1400)
    resize(1800)
    vi.advanceTimersByTime(1000)
    expect(onCross).not.toHaveBeenCalled()
    expect(win.removeEventListener).toHaveBeenCalledWith('resize', expect.any(Function))
  })

  it('works with the jsdom window', () => {
    const onCross = vi.fn()
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 })
    const stop = watchWideScreen(window, onCross)
    window.innerWidth = 1920
    window.dispatchEvent(new Event('resize'))
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS)
    expect(onCross).toHaveBeenCalledWith(true)
    stop()
  })
})
