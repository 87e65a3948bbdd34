// Fulfilment's workflow effects (src/server/effects.ts spreads them): sign stamps the time.
// Importing stock-checks registers fulfilment's checks wherever effects load (verify-stock too).
import './stock-checks.ts'
import type { EffectRegistry } from '../../../kernel/handler.ts'
import { stampSigned } from './shipping.ts'

export const fulfilEffects: EffectRegistry = {
  'outbound.stampSigned': (ctx, row) => stampSigned(ctx, row),
}
