// Contracts of the api client (spec §7–§9). The shell wires the antd notifier and the
// session; tests wire fakes.

/** Where the client shows messages: antd message and Modal in the app, fakes in tests. */
export interface Notifier {
  /** A failure message (toast). */
  error(text: string): void
  /** The -999 modal: title 提示, one OK button; resolves when the user closes it. */
  expiredModal(title: string, content: string): Promise<void>
}

export interface ErrorReport {
  url: string
  method: string
  /** HTTP status; absent for network errors and timeouts. */
  httpStatus?: number
  message: string
}

/** Pluggable error reporter (spec §8: non-2xx answers and network errors are reported). */
export interface ErrorReporter {
  report(e: ErrorReport): void
}

export interface RequestOptions {
  /** Suppress the failure display (spec §8: new-message call, two in-scan calls). */
  ignoreError?: boolean
  method?: 'GET' | 'POST'
  /** Trim strings and drop null values before sending (spec §5 noBlank / filter-null). */
  noBlank?: boolean
  /** Upload progress of a large body (imports), 0–100. */
  onUploadProgress?: (percent: number) => void
}

/** What the envelope said when status is not 1; thrown by request(). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly result?: string,
    readonly data?: unknown,
    readonly httpStatus?: number,
  ) {
    super(message)
  }
  /** Field errors of a refused form: [{field, message}]. */
  get fieldErrors(): { field: string; message: string }[] {
    return ((this.data as { errors?: { field: string; message: string }[] })?.errors ?? []) as { field: string; message: string }[]
  }
}

export interface ApiClient {
  request<T = unknown>(path: string, payload?: unknown, opts?: RequestOptions): Promise<T>
  /** POST a list body, save the .xlsx answer; a JSON answer that is not a workbook shows its message. */
  download(path: string, payload: unknown, fallbackName: string): Promise<void>
  /** Compress (q50) and upload an image with a 320×320 q40 thumbnail; answers the stored path. */
  uploadImage(file: File, key: string): Promise<{ path: string; thumbnail: string }>
}

export interface SessionHooks {
  getToken(): string | null
  /** Clear everything and go to login (or single sign-on). Called after -999 and status 5. */
  logout(): Promise<void> | void
}
