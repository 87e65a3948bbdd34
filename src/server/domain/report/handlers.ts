// 报表中心 endpoints' handlers: each report's page (with its 合计 row) and its .xlsx export.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { goodsErp } from './goods-erp.ts'
import { inOutDetail } from './in-out-detail.ts'
import { nearExpiry } from './near-expiry.ts'
import { storageAge } from './storage-age.ts'
import { purchaseSettlement } from './purchase-settlement.ts'
import { supplierProcurement } from './supplier-procurement.ts'
import { customerOrder } from './customer-order.ts'

export const reportHandlers: HandlerRegistry = {
  'report.goodsErp': goodsErp.list,
  'report.goodsErpExport': goodsErp.export,
  'report.inOutDetail': inOutDetail.list,
  'report.inOutDetailExport': inOutDetail.export,
  'report.storageAge': storageAge.list,
  'report.storageAgeExport': storageAge.export,
  'report.nearExpiry': nearExpiry.list,
  'report.nearExpiryExport': nearExpiry.export,
  'report.purchaseSettlement': purchaseSettlement.list,
  'report.purchaseSettlementExport': purchaseSettlement.export,
  'report.supplierProcurement': supplierProcurement.list,
  'report.supplierProcurementExport': supplierProcurement.export,
  'report.customerOrder': customerOrder.list,
  'report.customerOrderExport': customerOrder.export,
}
