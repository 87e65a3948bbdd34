// Named effects that workflow transitions refer to with `effect:` (schemas/workflows/*.yaml).
// An effect is a domain function the runtime (src/server/workflow/run-transition.ts) calls in
// the transition's own transaction, after the state check and before the state changes; what
// it throws undoes the whole transition. Areas add theirs with one spread line, as handlers do;
// check-config checks every name used against this registry.
import type { EffectRegistry } from './kernel/handler.ts'
import { stockInVoucherEffects } from './domain/stock-in-voucher/effects.ts'
import { stockFrozenEffects } from './domain/stock-frozen/effects.ts'
import { lossEffects } from './domain/loss/effects.ts'
import { purchaseReturnEffects } from './domain/purchase-return/effects.ts'
import { inventoryEffects } from './domain/inventory/effects.ts'
import { stockMoveEffects } from './domain/stock-move/effects.ts'
import { productProcessEffects } from './domain/product-process/effects.ts'
import { transferEffects } from './domain/transfer/effects.ts'
import { transportEffects } from './domain/outbound/transport/departure.ts'
import { fulfilEffects } from './domain/outbound/fulfil/effects.ts'
import { cancelEffects } from './domain/outbound/cancel.ts'
import { outVoucherEffects } from './domain/outbound/vouchers/effects.ts'
import { propertyEffects } from './domain/property/effects.ts'
import { detectionEffects } from './domain/detection/effects.ts'
import { ownerFeeEffects } from './domain/owner-fee/effects.ts'
// Inbound posts through handlers, not effects; its stock checks register here all the same.
import './domain/inbound/stock-checks.ts'

export const effects: EffectRegistry = {
  ...stockInVoucherEffects,
  ...stockFrozenEffects,
  ...lossEffects,
  ...purchaseReturnEffects,
  ...inventoryEffects,
  ...stockMoveEffects,
  ...productProcessEffects,
  ...transferEffects,
  ...transportEffects,
  ...fulfilEffects,
  ...cancelEffects,
  ...outVoucherEffects,
  ...propertyEffects,
  ...detectionEffects,
  ...ownerFeeEffects,
}
