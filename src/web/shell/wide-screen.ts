// Spec §2/§9: the layout uses a larger scale above 1600 px and reloads when the window crosses
// that width; resizes are debounced 300 ms so dragging a window edge does not reload repeatedly.

export const WIDE_BREAKPOINT = 1600
export const RESIZE_DEBOUNCE_MS = 300

/** Wider than the breakpoint (exactly 1600 px is not wide). */
export function isWide(width: number): boolean {
  return width > WIDE_BREAKPOINT
}

/** What watchWideScreen needs of a window (tests pass a fake). */
export type ResizeSource = Pick<Window, 'innerWidth' | 'addEventListener' | 'removeEventListener'>

/**
 * Calls onCross(wide) once a resize settles on the other side of the breakpoint than the last
 * known side; a resize that goes across and back within the debounce calls nothing.
 */
export function watchWideScreen(win: ResizeSource, onCross: (wide: boolean) => void): () => void {
  let wide = isWide(win.innerWidth)
  let timer: ReturnType<typeof setTimeout> | undefined
  const settle = () => {
    timer = undefined
    const now = isWide(win.innerWidth)
    if (now === wide) return
    wide = now
    onCross(now)
  }
  const onResize = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(settle, RESIZE_DEBOUNCE_MS)
  }
  win.addEventListener('resize', onResize)
  return () => {
    win.removeEventListener('resize', onResize)
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
}
