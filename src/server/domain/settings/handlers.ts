// Handlers of the settings screens (logs, business config, invoice title, SMS, templates,
// app centre, carriers), registered under their names in src/server/handlers.ts.
import type { HandlerRegistry } from '../../http/dispatch.ts'

export const settingsHandlers: HandlerRegistry = {}
