// How the engine tells the user something or asks first (react-admin's useNotify, refine's
// notificationProvider). The engine's controllers reach the user only through this interface, so
// they import no UI kit; the app mounts the antd implementation (src/web/shell/antd-notifier.ts).

export interface ConfirmOptions {
  title: string
  content: string
  /** A destructive action: the confirming button is red. */
  danger?: boolean
  okText?: string
  cancelText?: string
  /** Runs while the dialog waits (its button spins); the dialog closes when it settles. */
  onOk(): unknown
}

export interface ResultOptions {
  title: string
  content: string
  /** The call succeeded but found problems (a check that did not pass). */
  warning?: boolean
}

export interface Notifier {
  success(text: string): void
  error(text: string): void
  /** Shown until the answered function is called (a long export). */
  loading(text: string): () => void
  confirm(options: ConfirmOptions): void
  /** A dialog to read and dismiss: a new password, the findings of a check. */
  result(options: ResultOptions): void
}
