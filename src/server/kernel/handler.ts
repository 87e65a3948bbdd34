// The handler contract: what every call's code receives (HandlerContext) and answers (data, a
// Reply, a Refusal or a Response). Everything above db/ builds on it; it names no area.
import type { EndpointDef, WmsConfig, WorkflowDef } from '../../config/types.ts'
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
  /** Data scope (账号管理): the warehouses and owners the user may see; null: all of them. */
  storageScope?: number[] | null
  ownerScope?: number[] | null
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
  /** Absolute session lifetime from login, however busy the session; default 12 h (WMS_SESSION_MAX_HOURS). */
  sessionMaxMs?: number
  /** Reverse proxies whose X-Forwarded-For is believed: addresses or CIDR ranges (WMS_TRUSTED_PROXIES). */
  trustedProxies?: string[]
  /** What the workflow runtime runs besides the state change; the composition root fills it. */
  workflow?: WorkflowWiring
}

/** A named effect of a transition (`effect:` in a workflow file). `row` is the document as locked
 *  (API field names, state still the `from` one); `payload` what the caller sent besides id. */
export type Effect = (ctx: HandlerContext, row: Record<string, unknown>, payload: Record<string, unknown>) => Promise<void>

export type EffectRegistry = Record<string, Effect>

/** One transition that has just happened, as the after-transition hooks see it. */
export interface TransitionEvent {
  workflowId: string
  wf: WorkflowDef
  transition: string
  docId: number
  from: number
  remark: string | null
}

/** Runs after every transition, in its transaction (the approval engine opens and closes instances). */
export type AfterTransition = (ctx: HandlerContext, e: TransitionEvent) => Promise<void>

export interface WorkflowWiring {
  effects: EffectRegistry
  afterTransition: AfterTransition[]
}

export interface HandlerContext {
  deps: Required<AppDeps>
  config: WmsConfig
  path: string
  endpoint: EndpointDef
  payload: any
  session: Session | null
  /** The open transaction: the tenant's (RLS on) or the system's (platform and session calls);
   *  for an outsideTx handler, the database itself. */
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
  /** tenant: inside the caller's tenant transaction; system: as the owner (platform); none: no
   *  transaction opened for it, as the owner (login: see define.ts outsideTx). */
  context: 'tenant' | 'system' | 'none'
  run(ctx: HandlerContext): Promise<unknown>
}

/**
 * A refusal whose side effects must stay (a failed login is logged): the transaction commits
 * and the caller still gets status 0 (or 5 for a disabled account).
 */
export class Refusal {
  constructor(
    readonly message: string,
    readonly status: 0 | 5 = 0,
  ) {}
}

/** Handlers by the name endpoints.yaml gives them (`handler:`). */
export type HandlerRegistry = Record<string, Handler>
