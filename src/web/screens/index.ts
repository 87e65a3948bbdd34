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
import { ScanInStock } from './inbound/ScanInStock.tsx'

registerScreen('scan-in-stock', ScanInStock)
import { InspectStockIn } from './inbound/InspectStockIn.tsx'
import { ShelveStockIn } from './inbound/ShelveStockIn.tsx'

registerScreen('inbound-inspect', InspectStockIn)
registerScreen('inbound-shelve', ShelveStockIn)
