// Hand-written screens, registered by the component names screens.yaml uses.
import { registerScreen } from '../engine/registry.ts'
import { ModuleAuth } from './auth/ModuleAuth.tsx'

registerScreen('module-auth', ModuleAuth)
import { PrintSku } from './print/PrintSku.tsx'
import { PrintLocations } from './print/PrintLocations.tsx'
import { PrintPurchase } from './print/PrintPurchase.tsx'

registerScreen('print-sku', PrintSku)
registerScreen('print-warehouse-code', PrintLocations)
registerScreen('print-purchase', PrintPurchase)
import { PrintStockinAppoint } from './print/PrintStockinAppoint.tsx'
import { PrintStockin } from './print/PrintStockin.tsx'
import { PrintBatchnos } from './print/PrintBatchnos.tsx'
import { PrintInspection } from './print/PrintInspection.tsx'
import { PrintOnShelves } from './print/PrintOnShelves.tsx'
import { PrintArrivalSummary } from './print/PrintArrivalSummary.tsx'

registerScreen('print-stockin-appoint', PrintStockinAppoint)
registerScreen('print-stockin', PrintStockin)
registerScreen('print-batchnos', PrintBatchnos)
registerScreen('print-inspection', PrintInspection)
registerScreen('print-on-shelves', PrintOnShelves)
registerScreen('print-arrivalsummary', PrintArrivalSummary)
import { ScanInStock } from './inbound/ScanInStock.tsx'

registerScreen('scan-in-stock', ScanInStock)
import { InspectStockIn } from './inbound/InspectStockIn.tsx'
import { InspectReport } from './inbound/InspectReport.tsx'
import { ShelveStockIn } from './inbound/ShelveStockIn.tsx'

registerScreen('inbound-inspect', InspectStockIn)
registerScreen('instock-inspect-report', InspectReport)
registerScreen('inbound-shelve', ShelveStockIn)
import { DriverGetGoods } from './outbound/transport/DriverGetGoods.tsx'
import { PlayPackage } from './outbound/transport/PlayPackage.tsx'
import { TrunkListImport } from './outbound/transport/TrunkListImport.tsx'

registerScreen('driver-get-goods', DriverGetGoods)
registerScreen('play-package', PlayPackage)
registerScreen('trunk-list-import', TrunkListImport)
import { ReturnPickingComplete } from './outbound/orders/ReturnPickingComplete.tsx'
import { PrintReturnPicking } from './outbound/orders/PrintReturnPicking.tsx'

registerScreen('order-return-complete', ReturnPickingComplete)
registerScreen('order-return-print', PrintReturnPicking)
import { ReviewScan } from './outbound/ReviewScan.tsx'
import { PackageOrder } from './outbound/PackageOrder.tsx'
import { ScanShip } from './outbound/ScanShip.tsx'

registerScreen('out-review', ReviewScan)
registerScreen('out-package', PackageOrder)
registerScreen('out-scan-ship', ScanShip)

// Outbound prints (issue 7): pick lists, stock-out documents and receipts, delivery notes with
// their merged and summary sheets, retail slips, waybill labels, trunk-line manifests.
import { PrintSortorder } from './outbound/print/PrintSortorder.tsx'
import { PrintStockout } from './outbound/print/PrintStockout.tsx'
import { PrintStockoutReceipt } from './outbound/print/PrintStockoutReceipt.tsx'
import { PrintDeliveryOrder } from './outbound/print/PrintDeliveryOrder.tsx'
import { PrintDeliveryOrderSum } from './outbound/print/PrintDeliveryOrderSum.tsx'
import { PrintDeliveryOrderSummary } from './outbound/print/PrintDeliveryOrderSummary.tsx'
import { PrintDeliveryOrderSumSummary } from './outbound/print/PrintDeliveryOrderSumSummary.tsx'
import { PrintStockoutSell } from './outbound/print/PrintStockoutSell.tsx'
import { PrintCarrierOrder } from './outbound/print/PrintCarrierOrder.tsx'
import { TrunkListPrint } from './outbound/print/TrunkListPrint.tsx'

registerScreen('print-sortorder', PrintSortorder)
registerScreen('print-stockout', PrintStockout)
registerScreen('print-stockout-receipt', PrintStockoutReceipt)
registerScreen('print-deliveryorder', PrintDeliveryOrder)
registerScreen('print-deliveryorder-sum', PrintDeliveryOrderSum)
registerScreen('print-deliveryorder-summary', PrintDeliveryOrderSummary)
registerScreen('print-deliveryorder-sum-summary', PrintDeliveryOrderSumSummary)
registerScreen('print-stockout-sell', PrintStockoutSell)
registerScreen('print-carrier-order', PrintCarrierOrder)
registerScreen('trunk-list-print', TrunkListPrint)
