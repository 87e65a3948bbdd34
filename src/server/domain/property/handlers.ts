// 租赁合同 (property lease contract), registered in src/server/handlers.ts (its effect in
// ./effects.ts). Transitions (submit, withdraw, terminate) are op: transition; approval
// decisions are the engine's own handlers (approving.accept / approving.reject).
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { createContract, updateContract } from './write.ts'
import { contractNo, impendingPage, linePage, printContracts, storagePlaces } from './read.ts'

export const propertyHandlers: HandlerRegistry = {
  'propertyContract.create': createContract,
  'propertyContract.update': updateContract,
  'propertyContract.no': contractNo,
  'propertyContract.places': storagePlaces,
  'propertyContract.lines': linePage,
  'propertyContract.impending': impendingPage,
  'propertyContract.print': printContracts,
}
