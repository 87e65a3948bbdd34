// 盘点 (stocktake), registered in src/server/handlers.ts (its effects in ./effects.ts). Lists, the
// record and the export are generic; transitions (start, submit, void) are op: transition;
// approval decisions are the engine's (inventory-to-examine). Loading it registers home tile 2.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { createTask, updateTask } from './write.ts'
import { countLines } from './count.ts'
import { scanCount } from './scan.ts'
import { certificate, linePage } from './read.ts'
import { differenceExport, differencePage } from './differences.ts'
import './tiles.ts'

export const inventoryHandlers: HandlerRegistry = {
  'inventoryTask.create': createTask,
  'inventoryTask.update': updateTask,
  'inventoryTask.count': countLines,
  'inventoryTask.scan': scanCount,
  'inventoryTask.lines': linePage,
  'inventoryTask.certificate': certificate,
  'inventoryTask.differences': differencePage,
  'inventoryTask.differencesExport': differenceExport,
}
