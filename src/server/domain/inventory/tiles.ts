// Home tile 2 (盘点中, DOMAIN §4): stocktakes being counted in the current warehouse (all
// warehouses when none is chosen), in the caller's data scope (RLS).
import { registerTileCounter } from '../home/tiles.ts'
import { COUNTING } from './states.ts'

registerTileCounter(2, async (tx, s) =>
  Number(
    (
      await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM inventory_task WHERE status = $1 AND ($2::bigint IS NULL OR storage_id = $2)`, [
        COUNTING,
        s.storageId,
      ])
    ).rows[0].n,
  ),
)
