// Handlers of the purchase-order calls (catalogue §7.7), registered in src/server/handlers.ts.
// Transitions (submitreview, withdraw, end, close) are op: transition, not handlers.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { createPurchase, deletePurchase, updatePurchase } from './write.ts'
import { getPurchase, linePage, purchaseDetail, purchaseMaterials, purchasePrint } from './read.ts'
import { settleInfo, settlePurchase, urgeSettlement } from './settle.ts'

export const purchaseHandlers: HandlerRegistry = {
  'purchase.get': getPurchase,
  'purchase.create': createPurchase,
  'purchase.update': updatePurchase,
  'purchase.delete': deletePurchase,
  'purchase.detail': purchaseDetail,
  'purchase.linePage': linePage,
  'purchase.materials': purchaseMaterials,
  'purchase.print': purchasePrint,
  'purchase.settleInfo': settleInfo,
  'purchase.settle': settlePurchase,
  'purchase.urge': urgeSettlement,
}
