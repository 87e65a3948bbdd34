// Where picked goods wait for review, packing and shipping: the warehouse's 复核区 location
// (else its 发货区, else its default location). Picking moves allocated stock here and the
// allocation with it; shipping issues it from here; a 退拣单 moves it back to the shelves.
import type { Tx } from '../../db/types.ts'
import { BizError } from '../../kernel/errors.ts'

const REVIEW_AREA = 4
const SHIPPING_AREA = 5

export async function stagingLocation(tx: Tx, storageId: number): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `SELECT l.id FROM location l JOIN storage_area a ON a.tenant_id = l.tenant_id AND a.id = l.area_id
      WHERE l.storage_id = $1 AND l.status = 1 AND (a.area_type = ANY($2::int[]) OR l.is_default)
      ORDER BY (a.area_type = $3) DESC, (a.area_type = $4) DESC, l.pick_order NULLS LAST, l.id LIMIT 1`,
    [storageId, [REVIEW_AREA, SHIPPING_AREA], REVIEW_AREA, SHIPPING_AREA],
  )
  if (!r.rows[0]) throw new BizError('该仓库没有可用的复核区或发货区库位，请先在库位管理中设置')
  return r.rows[0].id
}
