import type { EndpointDef, WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'

export interface Clock {
  now(): Date
}
export const systemClock: Clock = { now: () => new Date() }

/** The signed-in caller, read from the session table on every request. */
export interface Session {
  sessionId: number
  tenantId: number
  userId: number
  account: string
  userName: string
  realName: string
  userType: number
  tenantType: number
  storageId: number | null
  /** An initial or reset password: nothing but changing it is allowed until then. */
  mustChangePassword: boolean
}

export interface RequestInfo {
  ip: string
  userAgent: string
}

export interface AppDeps {
  db: Db
  config: WmsConfig
  clock?: Clock
  /** Sliding session lifetime; default 8 h (WMS_SESSION_TTL_HOURS). */
  sessionTtlMs?: number
}

export interface HandlerContext {
  deps: Required<AppDeps>
  config: WmsConfig
  path: string
  endpoint: EndpointDef
  payload: any
  session: Session | null
  /** The open transaction: the tenant's (RLS on) or the system's (platform and session calls). */
  tx: Tx
  request: RequestInfo
}

/** A handler answers data (wrapped as status 1), a Reply (data with a message) or a raw Response (files). */
export class Reply {
  constructor(
    readonly data: unknown,
    readonly message: string,
    /** Keys set beside status and data, for contracts that read them there (image upload: result, path). */
    readonly top?: Record<string, unknown>,
  ) {}
}

export interface Handler {
  /** Mutating calls are written to the operation log. */
  mutates: boolean
  /** tenant: inside the caller's tenant transaction; system: as the owner (login, platform). */
  context: 'tenant' | 'system'
  run(ctx: HandlerContext): Promise<unknown>
}

/**
 * A refusal whose side effects must stay (a failed login counts toward the lockout): the
 * transaction commits and the caller still gets status 0 (or 5 for a disabled account).
 */
export class Refusal {
  constructor(
    readonly message: string,
    readonly status: 0 | 5 = 0,
  ) {}
}
