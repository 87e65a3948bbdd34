// rjsf's ajv8 validator with our formats and the same Chinese messages the server gives.
import { customizeValidator } from '@rjsf/validator-ajv8'
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils'
import { AT_LEAST_KEYWORD } from '../../../config/at-least.ts'
import { FORMATS } from '../../../config/payload-formats.ts'
import { payloadMessage } from '../../../config/payload-messages.ts'

export const formValidator = customizeValidator({
  customFormats: Object.fromEntries(Object.entries(FORMATS).map(([k, f]) => [k, f.pattern])),
  ajvOptionsOverrides: { multipleOfPrecision: 8, keywords: ['x-patternMessage', { ...AT_LEAST_KEYWORD }] } as never,
})

/** rjsf errors → the server's sentences ("联系电话格式不正确，应为以 1 开头的 11 位手机号码"). */
export function chineseErrors(schema: RJSFSchema) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors
      // oneOf (enum) branches and the null alternative produce noise beside the real message.
      .filter(
        (e) =>
          !['oneOf', 'anyOf', 'const'].includes(e.name ?? '') ||
          !errors.some((o) => o !== e && o.property === e.property && !['oneOf', 'anyOf', 'const'].includes(o.name ?? '')),
      )
      .map((e) => {
        let path = (e.property ?? '').replace(/^\./, '').split('.').filter(Boolean)
        const name = e.name === 'oneOf' || e.name === 'const' ? 'enum' : (e.name ?? '')
        // rjsf already points a required error at the missing property; Ajv points at its parent.
        if (name === 'required') path = path.slice(0, -1)
        const parentSchema = (schema.properties as Record<string, RJSFSchema> | undefined)?.[path[0]]
        const m = payloadMessage(
          { keyword: name, instancePath: '/' + path.join('/'), params: e.params ?? {}, parentSchema: parentSchema as never },
          schema as never,
        )
        return { ...e, message: m.message, stack: m.message }
      })
}
