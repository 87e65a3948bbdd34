// The 14 to-do tiles of the home page (spec §2). Each document module registers the counter of
// its tile. A tile belongs to the module of the screen it opens (the config says which): it is
// shown only when that module exists and the caller holds its screen, never as an invented 0.
import type { WmsConfig } from '../../../config/types.ts'
import { isGroup } from '../../../config/menu.ts'
import type { Tx } from '../../db/types.ts'
import type { Session } from '../../kernel/handler.ts'
import { submittedDocTypes } from '../../../config/doc-types.ts'

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

/** Counts documents of one tile in the session's tenant and data scope (RLS) and current warehouse. */
export type TileCounter = (tx: Tx, session: Session) => Promise<number>

export const tileCounters = new Map<number, TileCounter>()

export function registerTileCounter(homeModular: number, counter: TileCounter) {
  tileCounters.set(homeModular, counter)
}

/** The tile's documents exist in this config: its screen is declared and, for an approval
 *  screen, some workflow submits that document type for approval (an approval screen may be
 *  declared before its documents are). */
export function tileModuleExists(config: WmsConfig, tile: Tile): boolean {
  if (!tileCounters.has(tile.homeModular)) return false
  const screen = Object.hasOwn(config.screens, tile.routeName) ? config.screens[tile.routeName] : undefined
  if (!screen || isGroup(screen)) return false
  if (screen.kind !== 'approval') return true
  return !!screen.docType && submittedDocTypes(config).has(screen.docType)
}
