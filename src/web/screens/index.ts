// Hand-written screens, registered by the component names screens.yaml uses.
import { registerScreen } from '../engine/registry.ts'
import { ModuleAuth } from './auth/ModuleAuth.tsx'

registerScreen('module-auth', ModuleAuth)
