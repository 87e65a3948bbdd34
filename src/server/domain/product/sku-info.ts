// What screens show next to a SKU id: its code, attributes and its product's base unit.
import type { HandlerContext } from '../../kernel/handler.ts'

export interface SkuInfo {
  id: number
  code: string
  name: string | null
  attrs: Record<string, string> | null
  productId: number
  unitId: number
  unitName: string | null
}

export async function skuInfo(ctx: HandlerContext, ids: unknown[]): Promise<Map<number, SkuInfo>> {
  const wanted = [...new Set(ids.filter((x): x is number => typeof x === 'number'))]
  if (!wanted.length) return new Map()
  const r = await ctx.tx.query<SkuInfo>(
    `SELECT s.id, s.code, s.name, s.attrs, s.product_id AS "productId", p.unit_id AS "unitId", u.name AS "unitName"
       FROM sku s JOIN product p ON p.id = s.product_id LEFT JOIN unit u ON u.id = p.unit_id WHERE s.id = ANY($1::bigint[])`,
    [wanted],
  )
  return new Map(r.rows.map((x) => [x.id, x]))
}

/** "P1001-01 金龙鱼食用调和油 1.8L" for messages. */
export const skuLabel = (s: SkuInfo | undefined, id: number) => (s ? `${s.code}${s.name ? ' ' + s.name : ''}` : `#${id}`)
