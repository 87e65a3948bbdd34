// Stock endpoints' handlers: the read views; documents post stock through the module itself.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { stockLocate, stockTotal } from './read/stock-views.ts'
import { verifyTenantStock } from './verify-handler.ts'

export const stockHandlers: HandlerRegistry = {
  'stock.total': stockTotal.list,
  'stock.totalExport': stockTotal.export,
  'stock.locate': stockLocate.list,
  'stock.locateExport': stockLocate.export,
  'stock.verify': verifyTenantStock,
}
