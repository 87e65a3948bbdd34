// What rjsf puts into a form before anyone types: the schema's defaults and the arrays it fills up to
// minItems. The form renders with these, and the unsaved-changes check starts from them too.
import { getDefaultFormState, type Experimental_DefaultFormStateBehavior, type RJSFSchema } from '@rjsf/utils'
import { formValidator } from './validator.ts'

// rjsf fills an array up to minItems with empty items. A list of values (角色, a select fed by a
// source) then shows a blank tag whose error has no place on the page, so 保存 seemed to do
// nothing: it opens empty. An array of objects (审批节点) keeps its first item to fill in.
export const FORM_DEFAULTS: Experimental_DefaultFormStateBehavior = {
  arrayMinItems: { computeSkipPopulate: (_validator, schema) => !isObjectSchema(schema.items) },
}

const isObjectSchema = (s: unknown) => typeof s === 'object' && s !== null && !Array.isArray(s) && (s as { type?: unknown }).type === 'object'

/** The form data rjsf shows for `data` under `schema`. */
export function formStateOf(schema: RJSFSchema, data: Record<string, unknown>): Record<string, unknown> {
  return (getDefaultFormState(formValidator, schema, data, schema, false, FORM_DEFAULTS) ?? data) as Record<string, unknown>
}
