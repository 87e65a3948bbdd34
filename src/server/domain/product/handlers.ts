// Handlers of the product screens (issue 5), registered under their names in src/server/handlers.ts.
import type { HandlerRegistry } from '../../http/dispatch.ts'

export const productHandlers: HandlerRegistry = {}
