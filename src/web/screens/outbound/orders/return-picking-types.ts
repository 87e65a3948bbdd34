// What /v1/returnpickingorder/detail and /print answer: a 退拣单 with its order and lines.
import type { OutboundSkuLine } from '../types.ts'

export interface ReturnLine extends OutboundSkuLine {
  id: number
  returnPickingId: number
  fromLocationName: string | null
  toLocationId: number | null
  toLocationName: string | null
}

export interface ReturnPicking {
  id: number
  returnNo: string
  orderNo: string
  status: number
  storageId: number
  storageName: string
  customerName: string | null
  cancelReason: string | null
  totalQty: number
  createdAt: string
  completedAt: string | null
  createdByName: string | null
  updatedByName: string | null
  remark: string | null
  companyName?: string | null
  lines: ReturnLine[]
}
