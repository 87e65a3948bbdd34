// Home tile 1 (待入库, DOMAIN §4): reservations waiting for goods or being received, in the
// current warehouse (all warehouses when none is chosen).
import { registerTileCounter } from '../home/tiles.ts'

const WAITING = [10, 20]

registerTileCounter(1, async (tx, s) =>
  Number(
    (
      await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM bespeak WHERE status = ANY($1::int[]) AND ($2::bigint IS NULL OR storage_id = $2)`, [
        WAITING,
        s.storageId,
      ])
    ).rows[0].n,
  ),
)
