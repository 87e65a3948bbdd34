// The 14 to-do tiles of the home page (spec §2). Each later document module registers the
// counter of its tile; a tile whose document type does not exist yet counts zero.
import type { Tx } from '../../db/types.ts'
import type { Session } from '../../kernel/handler.ts'

export interface Tile {
  homeModular: number
  title: string
  routeName: string
}

export const TILES: Tile[] = [
  { homeModular: 1, title: '待入库', routeName: 'in-stock-reservation' },
  { homeModular: 2, title: '待盘点', routeName: 'inventory-task' },
  { homeModular: 3, title: '待出库', routeName: 'wait-to-out-stock' },
  { homeModular: 4, title: '商品审批', routeName: 'goods-to-examine' },
  { homeModular: 5, title: '采购审批', routeName: 'purchase-to-examine' },
  { homeModular: 6, title: '订单取消审批', routeName: 'order-to-examine' },
  { homeModular: 7, title: '盘点审批', routeName: 'inventory-to-examine' },
  { homeModular: 8, title: '制单出库审批', routeName: 'out-stock-to-examine' },
  { homeModular: 9, title: '报损审批', routeName: 'loss-report-to-examine' },
  { homeModular: 10, title: '采购换货审批', routeName: 'purchase-replace-to-examine' },
  { homeModular: 11, title: '移库审批', routeName: 'stock-move-to-examine' },
  { homeModular: 12, title: '加工单审批', routeName: 'product-process-examine' },
  { homeModular: 13, title: 'AB门出库审批', routeName: 'voucher-out-stock-ab-examine' },
  { homeModular: 14, title: '退拣单', routeName: 'order-return' },
]

/** Counts documents of one tile in the session's tenant (RLS) and current warehouse. */
export type TileCounter = (tx: Tx, session: Session) => Promise<number>

export const tileCounters = new Map<number, TileCounter>()

export function registerTileCounter(homeModular: number, counter: TileCounter) {
  tileCounters.set(homeModular, counter)
}
