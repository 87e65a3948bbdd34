// Fulfilment handlers (issue 7, O2): waves, picking, review, packing and weighing, shipping and
// sign-off. Importing tiles registers home tile 3 (fulfil/effects.ts registers the stock checks).
import './fulfil/tiles.ts'
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { cancelWave, createWaves, startWave } from './fulfil/waves.ts'
import { pickExist, pickFinish, pickFinishOrder, pickRevoke } from './fulfil/picking.ts'
import { reviewFinish, reviewLookup, reviewReset, reviewScan } from './fulfil/review.ts'
import { addPackage, deletePackage, packFinish, packingOrder } from './fulfil/packing.ts'
import { shipOrders, shipScanLookup, signOrders } from './fulfil/shipping.ts'
import { orderDetail, orderLinePage, pickLinePage } from './fulfil/read.ts'

export const fulfilHandlers: HandlerRegistry = {
  'wave.create': createWaves,
  'wave.cancel': cancelWave,
  'wave.start': startWave,
  'wave.lines': pickLinePage,
  'pick.finish': pickFinish,
  'pick.finishOrder': pickFinishOrder,
  'pick.revoke': pickRevoke,
  'pick.exist': pickExist,
  'review.lookup': reviewLookup,
  'review.scan': reviewScan,
  'review.finish': reviewFinish,
  'review.reset': reviewReset,
  'package.order': packingOrder,
  'package.add': addPackage,
  'package.delete': deletePackage,
  'package.finish': packFinish,
  'ship.orders': shipOrders,
  'ship.scan': shipScanLookup,
  'order.signBatch': signOrders,
  'stockOut.lines': orderLinePage,
  'stockOut.detail': orderDetail,
}
