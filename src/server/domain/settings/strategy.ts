// Business configuration (tenantStrategy): one row per tenant. A setting left null follows the
// deployment variant; a tenant without a row gets the defaults. Stock, receiving and approval
// code read the flags through effectiveStrategy, never the table directly.
import type { VariantSettings } from '../../../config/types.ts'
import type { Tx } from '../../db/types.ts'
import { systemRead } from '../../kernel/define.ts'
import { BizError } from '../../kernel/errors.ts'
import { enterTenant } from '../../db/tenant-tx.ts'

export interface Strategy {
  negativeStock: boolean
  overReceiptPercent: number
  blindStocktake: boolean
  nearExpiryDays: number
  shortCodeEnabled: boolean
  approvalGoods: boolean
  approvalPurchase: boolean
  approvalStockIn: boolean
  approvalStockOut: boolean
  approvalAbStockOut: boolean
  approvalOrderCancel: boolean
  approvalInventory: boolean
  approvalLoss: boolean
  approvalMove: boolean
  approvalProcess: boolean
  approvalPurchaseExchange: boolean
  approvalPurchaseReturn: boolean
  companyName: string
  systemName: string
  logisticsName: string
  printTest: boolean
  specialMetering: boolean
}

type VariantBacked = 'shortCodeEnabled' | 'companyName' | 'systemName' | 'logisticsName' | 'printTest' | 'specialMetering'

/** The column defaults of tenant_strategy (the entity's `default`s; a test keeps them equal). */
export const STRATEGY_DEFAULTS: Omit<Strategy, VariantBacked> = {
  negativeStock: false,
  overReceiptPercent: 0,
  blindStocktake: false,
  nearExpiryDays: 30,
  approvalGoods: false,
  approvalPurchase: true,
  approvalStockIn: true,
  approvalStockOut: true,
  approvalAbStockOut: true,
  approvalOrderCancel: true,
  approvalInventory: true,
  approvalLoss: true,
  approvalMove: true,
  approvalProcess: true,
  approvalPurchaseExchange: true,
  approvalPurchaseReturn: true,
}

/** Settings a tenant may override; null in its row means "as the variant says". */
export function variantStrategy(s: VariantSettings): Pick<Strategy, VariantBacked> {
  return {
    shortCodeEnabled: s.hasShortCode,
    companyName: s.companyName,
    systemName: s.systemName,
    logisticsName: s.logisticsName,
    printTest: s.printTest,
    specialMetering: s.specialMetering,
  }
}

const KEYS = [
  ...Object.keys(STRATEGY_DEFAULTS),
  'shortCodeEnabled',
  'companyName',
  'systemName',
  'logisticsName',
  'printTest',
  'specialMetering',
] as (keyof Strategy)[]
const snake = (k: string) => k.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())
const COLUMNS = KEYS.map((k) => `${snake(k)} AS "${k}"`).join(', ')

export interface StoredStrategy {
  id: number | null
  version: number | null
  values: Partial<Record<keyof Strategy, unknown>>
}

/** The tenant's row as stored (the transaction must see that tenant: its own, or the owner). */
export async function storedStrategy(tx: Tx, tenantId: number): Promise<StoredStrategy> {
  const r = await tx.query(`SELECT id, version, ${COLUMNS} FROM tenant_strategy WHERE tenant_id = $1`, [tenantId])
  const row = r.rows[0]
  if (!row) return { id: null, version: null, values: {} }
  const { id, version, ...values } = row
  return { id, version, values }
}

/** Every setting of a tenant, nulls replaced by the variant's values, defaults without a row. */
export async function effectiveStrategy(tx: Tx, tenantId: number, settings: VariantSettings): Promise<Strategy> {
  return resolve((await storedStrategy(tx, tenantId)).values, settings).strategy
}

function resolve(values: StoredStrategy['values'], settings: VariantSettings) {
  const base: Strategy = { ...STRATEGY_DEFAULTS, ...variantStrategy(settings) }
  const strategy = { ...base } as Record<keyof Strategy, unknown>
  const inherited: string[] = []
  for (const k of KEYS) {
    if (values[k] === null || values[k] === undefined) inherited.push(k)
    else strategy[k] = values[k]
  }
  return { strategy: strategy as unknown as Strategy, inherited }
}

/**
 * /strategy/getTenantStrategy?tenantId=: the effective settings with the row's id and version
 * (null before the first save) and which settings follow the variant. A tenant user reads its
 * own tenant only; a platform user (userType 1) any tenant.
 */
// As the owner only to check the tenant; the read itself runs inside the target tenant.
export const getTenantStrategy = systemRead(async (ctx) => {
  const session = ctx.session!
  const tenantId: number = ctx.payload.tenantId ?? session.tenantId
  if (tenantId !== session.tenantId) {
    if (session.userType !== 1) throw new BizError('只能查看本租户的业务配置')
    const t = await ctx.tx.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenantId])
    if (!t.rows.length) throw new BizError('租户不存在')
  }
  await enterTenant(ctx.tx, { tenantId, userId: session.userId })
  const stored = await storedStrategy(ctx.tx, tenantId)
  const { strategy, inherited } = resolve(stored.values, ctx.config.settings)
  return { ...strategy, id: stored.id, version: stored.version, tenantId, inherited }
})
