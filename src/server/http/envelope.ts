export interface Envelope {
  status: 0 | 1 | 5
  message: string
  data?: unknown
  result?: string
}

export const ok = (data: unknown, message = '操作成功'): Envelope => ({ status: 1, message, data })
export const fail = (message: string, data?: unknown): Envelope => (data === undefined ? { status: 0, message } : { status: 0, message, data })
export const expired = (message: string): Envelope => ({ status: 0, result: '-999', message })
export const disabled = (message: string): Envelope => ({ status: 5, message })
