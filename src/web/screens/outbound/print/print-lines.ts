// What the outbound prints show of a line: the product with its SKU attributes, the leading
// columns of every order's line table, and a phone with its middle hidden.
import { formatSkuAttrs } from '../../../engine/formats.ts'
import type { PrintColumn } from '../../print/PrintTable.tsx'

interface ProductLine {
  skuCode: string
  productName: string
  attrs: Record<string, string> | null
  unitName: string | null
}

/** A line's product as printed: its name and the SKU's attributes (伊利酸奶 口味:原味). */
export const productText = (l: Pick<ProductLine, 'productName' | 'attrs'>) => [l.productName, formatSkuAttrs(l.attrs)].filter(Boolean).join(' ')

/** 序号, SKU编码, 商品名称 (with the attributes) and 单位: how an order's line table begins. */
export function productColumns<T extends ProductLine>(): PrintColumn<T>[] {
  return [
    { title: '序号', align: 'c', value: (_, i) => i + 1 },
    { title: 'SKU编码', align: 'nw', value: (l) => l.skuCode },
    { title: '商品名称', value: productText },
    { title: '单位', align: 'c', value: (l) => l.unitName },
  ]
}

/** A phone number with its middle hidden (138****5678), as slips handed to customers print it. */
export function maskPhone(phone: string | null | undefined): string {
  const p = (phone ?? '').trim()
  if (p.length < 7) return p
  const keep = p.length >= 11 ? 3 : 2
  return p.slice(0, keep) + '*'.repeat(p.length - keep - 4) + p.slice(-4)
}
