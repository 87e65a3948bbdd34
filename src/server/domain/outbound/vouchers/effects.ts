// The vouchers' effects (spread into src/server/effects.ts): acceptance makes the order.
import type { EffectRegistry } from '../../../effects.ts'
import { voucherEffects } from './to-order.ts'

export const outVoucherEffects: EffectRegistry = voucherEffects
