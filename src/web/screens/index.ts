// Hand-written screens, registered by the component names screens.yaml uses.
import { registerScreen } from '../engine/registry.ts'
import { ModuleAuth } from './auth/ModuleAuth.tsx'

registerScreen('module-auth', ModuleAuth)
import { PrintSku } from './print/PrintSku.tsx'
import { PrintLocations } from './print/PrintLocations.tsx'

registerScreen('print-sku', PrintSku)
registerScreen('print-warehouse-code', PrintLocations)
