// Handlers of the masters screens (issue 5), registered under their names in src/server/handlers.ts.
import type { HandlerRegistry } from '../../http/dispatch.ts'

export const mastersHandlers: HandlerRegistry = {}
