// Home tile 3 (待出库, DOMAIN §4): orders packed and waiting to ship, in the current warehouse
// (all warehouses when none is chosen).
import { registerTileCounter } from '../../home/tiles.ts'

const TO_SHIP = 60

registerTileCounter(3, async (tx, s) =>
  Number(
    (
      await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM out_order WHERE status = $1 AND ($2::bigint IS NULL OR storage_id = $2)`, [
        TO_SHIP,
        s.storageId,
      ])
    ).rows[0].n,
  ),
)
