// 库存预警 (stock-warning, stock-advent, stock-idle), registered in src/server/handlers.ts. The
// limits themselves (warning-setting) are generic CRUD; the bell sweep is in ./sweep.ts.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { adventPage, idlePage, warningPage } from './read.ts'

export const stockWarningHandlers: HandlerRegistry = {
  'stockWarning.list': warningPage,
  'stockWarning.advent': adventPage,
  'stockWarning.idle': idlePage,
}
