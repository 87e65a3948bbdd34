import type { ApiClient } from '../../api/types.ts'
import { formatSkuAttrs } from '../../engine/formats.ts'
import { fetchAll } from './fetch-all.ts'

/** What a printed line shows of its SKU. */
export interface SkuFacts {
  code: string
  barcode: string | null
  productName: string
  /** The SKU's attributes as text (颜色:红;尺码:L), else its name. */
  spec: string
  unitName: string | null
}

/** A row of /v1/sku/list, as the prints read it. */
export interface SkuRow {
  id: number
  code: string
  name: string | null
  barcode: string | null
  attrs: Record<string, string> | null
  productId: number
  productName: string
}

/** The SKUs of document lines by id, with their product's name and unit (two list calls, whatever the number of lines). */
export async function skuFacts(api: ApiClient, skuIds: number[]): Promise<Map<number, SkuFacts>> {
  const ids = [...new Set(skuIds)]
  if (!ids.length) return new Map()
  const skus = await fetchAll<SkuRow>(api, '/v1/sku/list', { id: ids })
  const products = await fetchAll<{ id: number; unitName: string | null }>(api, '/v1/product/list', { id: [...new Set(skus.map((s) => s.productId))] })
  const unit = new Map(products.map((p) => [p.id, p.unitName]))
  return new Map(
    skus.map((s) => [
      s.id,
      {
        code: s.code,
        barcode: s.barcode,
        productName: s.productName,
        spec: formatSkuAttrs(s.attrs) || (s.name ?? ''),
        unitName: unit.get(s.productId) ?? null,
      },
    ]),
  )
}

/** Lines with their SKU's facts beside them (a SKU not found leaves its code blank rather than the page). */
async function withSkus<L extends { skuId: number }>(api: ApiClient, lines: L[]): Promise<(L & { sku: SkuFacts })[]> {
  const facts = await skuFacts(
    api,
    lines.map((l) => l.skuId),
  )
  const none: SkuFacts = { code: '', barcode: null, productName: '', spec: '', unitName: null }
  return lines.map((l) => ({ ...l, sku: facts.get(l.skuId) ?? none }))
}

/** A document by id (a get endpoint answering its lines) with each line's SKU facts beside it. */
export async function getWithSkus<D extends { lines: { sku: SkuFacts }[] }>(api: ApiClient, path: string, id: number): Promise<D> {
  const doc = await api.request<Omit<D, 'lines'> & { lines?: { skuId: number }[] }>(path, { id })
  return { ...doc, lines: await withSkus(api, doc.lines ?? []) } as unknown as D
}
