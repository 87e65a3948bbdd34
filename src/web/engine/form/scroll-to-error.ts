// A refused save scrolls its first marked field or line cell into view: in a long document form
// the error may sit below the fold (or above it, in the header, when the user is at the lines).

/** What marks a field or cell in error: an antd form item, or a line cell's control and message. */
const MARKED =
  '.ant-form-item-has-error, .ant-select-status-error, .ant-input-status-error, .ant-input-number-status-error, .ant-picker-status-error, .cy-field-error'

/** Frames to wait for the marks to render (rjsf shows a server's errors a render or two after they are set). */
const FRAMES = 30

/** Once the errors have rendered, brings the first one (in page order) into view and focuses its control. */
export function scrollToFirstError(root: HTMLElement | null, frames = FRAMES): void {
  requestAnimationFrame(() => {
    const first = root?.querySelector<HTMLElement>(MARKED)
    if (!first) {
      if (frames > 0) scrollToFirstError(root, frames - 1)
      return
    }
    first.scrollIntoView?.({ block: 'center', behavior: 'smooth' }) // absent in jsdom
    first.querySelector<HTMLElement>('input, textarea, [tabindex]')?.focus({ preventScroll: true })
  })
}
