// Hand-written screens, registered by the component names screens.yaml uses. Each is loaded
// when first opened (ScreenHost and PrintHost wait for it): scanning, print and import code
// (barcodes, workbooks) stays out of the workspace's first download.
import { lazy, type ComponentType } from 'react'
import { registerScreen, type ScreenProps } from '../engine/registry.ts'

type Module<K extends string> = Record<K, ComponentType<ScreenProps>>
const later = <K extends string>(load: () => Promise<Module<K>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })))

registerScreen(
  'module-auth',
  later(() => import('./auth/ModuleAuth.tsx'), 'ModuleAuth'),
)
registerScreen(
  'help-center',
  later(() => import('./help/HelpCenter.tsx'), 'HelpCenter'),
)
registerScreen(
  'print-sku',
  later(() => import('./print/PrintSku.tsx'), 'PrintSku'),
)
registerScreen(
  'print-warehouse-code',
  later(() => import('./print/PrintLocations.tsx'), 'PrintLocations'),
)
registerScreen(
  'print-purchase',
  later(() => import('./print/PrintPurchase.tsx'), 'PrintPurchase'),
)
registerScreen(
  'print-purchase-return',
  later(() => import('./print/PrintPurchaseReturn.tsx'), 'PrintPurchaseReturn'),
)
registerScreen(
  'print-contract',
  later(() => import('./print/PrintContract.tsx'), 'PrintContract'),
)
registerScreen(
  'print-stockin-appoint',
  later(() => import('./print/PrintStockinAppoint.tsx'), 'PrintStockinAppoint'),
)
registerScreen(
  'print-stockin',
  later(() => import('./print/PrintStockin.tsx'), 'PrintStockin'),
)
registerScreen(
  'print-batchnos',
  later(() => import('./print/PrintBatchnos.tsx'), 'PrintBatchnos'),
)
registerScreen(
  'print-inspection',
  later(() => import('./print/PrintInspection.tsx'), 'PrintInspection'),
)
registerScreen(
  'print-detectionorder',
  later(() => import('./print/PrintDetectionorder.tsx'), 'PrintDetectionorder'),
)
registerScreen(
  'print-on-shelves',
  later(() => import('./print/PrintOnShelves.tsx'), 'PrintOnShelves'),
)
registerScreen(
  'product-process-print',
  later(() => import('./print/PrintProcess.tsx'), 'PrintProcess'),
)
registerScreen(
  'print-arrivalsummary',
  later(() => import('./print/PrintArrivalSummary.tsx'), 'PrintArrivalSummary'),
)
registerScreen(
  'task1',
  later(() => import('./print/PrintTask1.tsx'), 'PrintTask1'),
)
registerScreen(
  'inventory-count',
  later(() => import('./inventory/InventoryCount.tsx'), 'InventoryCount'),
)
registerScreen(
  'scan-in-stock',
  later(() => import('./inbound/ScanInStock.tsx'), 'ScanInStock'),
)
registerScreen(
  'inbound-inspect',
  later(() => import('./inbound/InspectStockIn.tsx'), 'InspectStockIn'),
)
registerScreen(
  'instock-inspect-report',
  later(() => import('./inbound/InspectReport.tsx'), 'InspectReport'),
)
registerScreen(
  'inbound-shelve',
  later(() => import('./inbound/ShelveStockIn.tsx'), 'ShelveStockIn'),
)
registerScreen(
  'driver-get-goods',
  later(() => import('./outbound/transport/DriverGetGoods.tsx'), 'DriverGetGoods'),
)
registerScreen(
  'play-package',
  later(() => import('./outbound/transport/PlayPackage.tsx'), 'PlayPackage'),
)
registerScreen(
  'trunk-list-import',
  later(() => import('./outbound/transport/TrunkListImport.tsx'), 'TrunkListImport'),
)
registerScreen(
  'order-return-complete',
  later(() => import('./outbound/orders/ReturnPickingComplete.tsx'), 'ReturnPickingComplete'),
)
registerScreen(
  'order-return-print',
  later(() => import('./outbound/orders/PrintReturnPicking.tsx'), 'PrintReturnPicking'),
)
registerScreen(
  'out-review',
  later(() => import('./outbound/ReviewScan.tsx'), 'ReviewScan'),
)
registerScreen(
  'out-package',
  later(() => import('./outbound/PackageOrder.tsx'), 'PackageOrder'),
)
registerScreen(
  'out-scan-ship',
  later(() => import('./outbound/ScanShip.tsx'), 'ScanShip'),
)

// Outbound prints (issue 7): pick lists, stock-out documents and receipts, delivery notes with
// their merged and summary sheets, retail slips, waybill labels, trunk-line manifests.
registerScreen(
  'print-sortorder',
  later(() => import('./outbound/print/PrintSortorder.tsx'), 'PrintSortorder'),
)
registerScreen(
  'print-stockout',
  later(() => import('./outbound/print/PrintStockout.tsx'), 'PrintStockout'),
)
registerScreen(
  'print-stockout-receipt',
  later(() => import('./outbound/print/PrintStockoutReceipt.tsx'), 'PrintStockoutReceipt'),
)
registerScreen(
  'print-deliveryorder',
  later(() => import('./outbound/print/PrintDeliveryOrder.tsx'), 'PrintDeliveryOrder'),
)
registerScreen(
  'print-deliveryorder-sum',
  later(() => import('./outbound/print/PrintDeliveryOrderSum.tsx'), 'PrintDeliveryOrderSum'),
)
registerScreen(
  'print-deliveryorder-summary',
  later(() => import('./outbound/print/PrintDeliveryOrderSummary.tsx'), 'PrintDeliveryOrderSummary'),
)
registerScreen(
  'print-deliveryorder-sum-summary',
  later(() => import('./outbound/print/PrintDeliveryOrderSumSummary.tsx'), 'PrintDeliveryOrderSumSummary'),
)
registerScreen(
  'print-stockout-sell',
  later(() => import('./outbound/print/PrintStockoutSell.tsx'), 'PrintStockoutSell'),
)
registerScreen(
  'print-carrier-order',
  later(() => import('./outbound/print/PrintCarrierOrder.tsx'), 'PrintCarrierOrder'),
)
registerScreen(
  'trunk-list-print',
  later(() => import('./outbound/print/TrunkListPrint.tsx'), 'TrunkListPrint'),
)
