// Handlers of the settings screens (logs, business config, invoice title, SMS, templates,
// app centre, carriers), registered under their names in src/server/handlers.ts.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { logCategories } from './logs.ts'
import { getTenantStrategy } from './strategy.ts'
import { smsTest } from './sms/test-send.ts'
import { formList, formSave, formSetDefault } from './form-templates.ts'
import { getDictCode, setDictCode } from './dict-code.ts'
import { applicationClose, applicationList, applicationOpen } from './app-center.ts'
import { flowConfigGet, flowConfigSave, flowCreate, flowUpdate, templateCreate, templateUpdate } from './approval.ts'

export const settingsHandlers: HandlerRegistry = {
  'log.categories': logCategories,
  'strategy.get': getTenantStrategy,
  'sms.test': smsTest,
  'form.list': formList,
  'form.save': formSave,
  'form.setDefault': formSetDefault,
  'dictcode.get': getDictCode,
  'dictcode.set': setDictCode,
  'application.list': applicationList,
  'application.open': applicationOpen,
  'application.close': applicationClose,
  'approval.templateCreate': templateCreate,
  'approval.templateUpdate': templateUpdate,
  'approval.flowCreate': flowCreate,
  'approval.flowUpdate': flowUpdate,
  'approval.flowConfigGet': flowConfigGet,
  'approval.flowConfigSave': flowConfigSave,
}
