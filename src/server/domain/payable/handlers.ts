// 应付账款 (payables), registered in src/server/handlers.ts. Entries are written by the documents
// that move what is owed (purchase receipts and settlements, accepted purchase returns) through ./post.ts.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { payableDetails, payableEntries, payableExport, payableList } from './read.ts'
import { auditPayable } from './audit.ts'

export const payableHandlers: HandlerRegistry = {
  'payable.list': payableList,
  'payable.details': payableDetails,
  'payable.audit': auditPayable,
  'payable.entries': payableEntries,
  'payable.export': payableExport,
}
