// What the fulfilment pages read from the server: an order with its lines and packages.

/** What every outbound line shows of its SKU and quantity (order lines, 退拣单 lines). */
export interface OutboundSkuLine {
  skuCode: string
  barcode: string | null
  productName: string
  attrs: Record<string, string> | null
  unitName: string | null
  batchNo: string | null
  qty: number
}

export interface FulfilLine extends OutboundSkuLine {
  id: number
  skuId: number
  pickedQty: number
  reviewedQty: number
  packedQty: number
  shippedQty: number
  price: number
  amount: number
}

export interface FulfilPackage {
  id: number
  packageNo: string
  status: number
  weight: number
  qty: number
  waybillNo: string | null
  carrierId: number | null
  carrierName: string | null
  contents: string | null
  createdAt: string
}

export interface FulfilOrder {
  id: number
  orderNo: string
  status: number
  storageName: string | null
  customerName: string | null
  carrierId: number | null
  carrierName: string | null
  waybillNo: string | null
  waveNo: string | null
  areaName: string | null
  receiverName: string | null
  receiverPhone: string | null
  receiverAddress: string | null
  totalQty: number
  pickedQty: number
  reviewedQty: number
  shippedQty: number
  weight: number
  packageCount: number
  shippedAt: string | null
  signedAt: string | null
  remark: string | null
  createdByName?: string | null
  lines: FulfilLine[]
  packages?: FulfilPackage[]
}
