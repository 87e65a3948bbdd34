import type { Tx } from '../../db/types.ts'
import { BizError } from '../../kernel/errors.ts'

export interface Shortage {
  lineId: number | null
  skuId: number
  skuCode?: string
  requested: number
  available: number
}

/** 库存不足, naming every short line: the whole action is refused and nothing changes. */
export class StockShortage extends BizError {
  /** note: why there was too little, when the module knows (stock at a place being counted). */
  constructor(
    readonly shortages: Shortage[],
    note = '',
  ) {
    super(`库存不足：${shortages.map((s) => `${s.skuCode ?? `规格 ${s.skuId}`} 需要 ${s.requested}，可用 ${s.available}`).join('；')}${note}`)
  }
}

/** The shortage error with each SKU named by its code, as users know it. */
export async function shortageOf(tx: Tx, shortages: Shortage[], note = ''): Promise<StockShortage> {
  const r = await tx.query<{ id: number; code: string }>(`SELECT id, code FROM sku WHERE id = ANY($1::bigint[])`, [shortages.map((s) => s.skuId)])
  const codes = new Map(r.rows.map((row) => [row.id, row.code]))
  return new StockShortage(
    shortages.map((s) => ({ ...s, skuCode: s.skuCode ?? codes.get(s.skuId), available: Math.max(0, s.available) })),
    note,
  )
}
