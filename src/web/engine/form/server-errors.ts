// Where a refused save's field errors belong: `lines.2.skuId` on the third line's cell of the
// line editor, anything else on the form's top-level field (`address.city` on `address`).
import type { ErrorSchema } from '@rjsf/utils'
import type { LineErrors } from '../lines/validate-lines.ts'

const LINE_FIELD = /^lines\.(\d+)\.([^.]+)/

export function placeServerErrors(fieldErrors: { field: string; message: string }[], hasLines: boolean): { form: ErrorSchema; lines: LineErrors } {
  const form: Record<string, { __errors: string[] }> = {}
  const lines: LineErrors = {}
  for (const { field, message } of fieldErrors) {
    const line = hasLines ? LINE_FIELD.exec(field) : null
    if (line) (lines[Number(line[1])] ??= {})[line[2]] = message
    else (form[field.split('.')[0]] ??= { __errors: [] }).__errors.push(message)
  }
  return { form: form as ErrorSchema, lines }
}
