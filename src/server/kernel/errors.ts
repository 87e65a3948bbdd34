// The failures a handler may raise; dispatch turns each into the envelope of spec §8.

export interface FieldError {
  field: string
  message: string
}

/** Bad input or a refused business action: `{status: 0, message}` with a Chinese message. */
export class BizError extends Error {
  constructor(
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message)
  }
}

/** A refusal of one field's value: the message, and the field it belongs to (shown on it). */
export const fieldError = (field: string, message: string) => new BizError(message, [{ field, message }])

/** Missing, unknown or expired token: `{status: 0, result: '-999'}`. */
export class SessionExpired extends Error {
  constructor(message = '登录已过期，请重新登录') {
    super(message)
  }
}

/** Account or tenant disabled, or the session revoked: `{status: 5}`. */
export class AccountDisabled extends Error {
  constructor(message = '账号已停用，请联系管理员') {
    super(message)
  }
}

/** The caller is signed in but lacks the permission key or platform rights. */
export class Forbidden extends BizError {
  constructor(message = '没有权限执行此操作') {
    super(message)
  }
}

/** An HTTP-level failure (400, 404, 405, 413, 429, 501, 503) that still answers an envelope. */
export class HttpFailure extends Error {
  constructor(
    readonly httpStatus: 400 | 404 | 405 | 413 | 429 | 501 | 503,
    message: string,
    /** Seconds until a retry may succeed (Retry-After of a 429 or 503). */
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}
