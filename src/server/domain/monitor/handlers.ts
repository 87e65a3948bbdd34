// 监控 (camera and sensor alarms), registered in src/server/handlers.ts. 确认 and 解除 are
// op: transition of schemas/workflows/cameraAlert.yaml; lists and rules are generic operations.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { intake } from './intake.ts'
import { keyInfo, rotateKey } from './intake-key.ts'

export const monitorHandlers: HandlerRegistry = {
  'monitor.intake': intake,
  'monitor.keyInfo': keyInfo,
  'monitor.rotateKey': rotateKey,
}
