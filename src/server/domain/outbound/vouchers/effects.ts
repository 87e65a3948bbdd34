// The vouchers' effects (spread into src/server/effects.ts): acceptance makes the order.
import type { EffectRegistry } from '../../../kernel/handler.ts'
import { voucherEffects } from './to-order.ts'

export const outVoucherEffects: EffectRegistry = voucherEffects
