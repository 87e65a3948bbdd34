// What the stocktake screens read: the task (/v1/warehouse/inventory/get) and its lines
// (/v1/warehouse/inventory/lines). A blind count still being counted has no book figures.

export interface InventoryTask {
  id: number
  taskNo: string
  taskType: number
  status: number
  blind: boolean
  storageName: string
  areaName: string | null
  skuName: string | null
  ownerName: string | null
  startedAt: string | null
  lineCount: number
  countedCount: number
  reason: string | null
  companyName?: string | null
}

export interface CountLine {
  id: number
  locationCode: string
  skuCode: string
  barcode: string | null
  productName: string
  attrs: Record<string, string> | null
  unitName: string | null
  ownerName: string | null
  batchNo: string | null
  stockStatus: number
  bookQty: number | null
  countQty: number | null
  diffQty: number | null
}
