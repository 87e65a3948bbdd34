// What the fulfilment pages read from the server: an order with its lines and packages.
export interface FulfilLine {
  id: number
  skuId: number
  skuCode: string
  barcode: string | null
  productName: string
  attrs: Record<string, string> | null
  unitName: string | null
  batchNo: string | null
  qty: number
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
