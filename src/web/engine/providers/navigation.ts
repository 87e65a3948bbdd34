// How the engine moves between screens (react-admin's useRedirect): app paths such as
// /purchase-mag/purchase-detail/7, filled by the app from its router.

export interface Navigation {
  /** Shows the screen at an app path in this window (its tab opens or comes forward). */
  go(path: string): void
  /** Back to where the user came from (a form page after saving). */
  back(): void
  /** Opens an app path in a window of its own (print pages). */
  openWindow(path: string): void
}
