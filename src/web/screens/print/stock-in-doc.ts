import type { ApiClient } from '../../api/types.ts'
import { getWithSkus, type SkuFacts } from './sku-facts.ts'

export interface StockInLine {
  id: number
  skuId: number
  batchNo: string | null
  productionDate: string | null
  expiryDate: string | null
  stockStatus: number
  qty: number
  qualifiedQty: number
  shelvedQty: number
  sku: SkuFacts
}

export interface StockInDoc {
  id: number
  stockInNo: string
  bespeakName: string | null
  storageName: string | null
  locationName: string | null
  providerName: string | null
  ownerName: string | null
  status: number
  totalQty: number
  remark: string | null
  createdAt: string
  createdByName: string | null
  lines: StockInLine[]
}

/** A stock-in with its lines (/v1/stockIn/get) and each line's SKU facts. */
export const loadStockIn = (api: ApiClient, id: number) => getWithSkus<StockInDoc>(api, '/v1/stockIn/get', id)
