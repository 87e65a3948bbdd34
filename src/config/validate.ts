// Validate parsed config data against a meta-schema and report located Chinese errors.
// Ajv runs with allErrors; its noise is collapsed so one mistake gives one error.

import Ajv from 'ajv'
import type { ErrorObject, ValidateFunction } from 'ajv'
import type { ConfigError, SourceLoc } from './types.ts'
import { metaSchemas } from './meta/index.ts'
import type { MetaName } from './meta/index.ts'
import { describeAjvError } from './ajv-messages.ts'
import type { ShapeIssue } from './ajv-messages.ts'

export type { MetaName }

export interface ValidateOptions {
  /** Location of a pointer relative to the validated value. */
  locate: (pointer: string) => SourceLoc
  /** Where the value sits in the merged config; errors then carry `pointer`. */
  prefix?: string
}

let ajv: Ajv | undefined
const compiled = new Map<MetaName, ValidateFunction>()

function validatorFor(meta: MetaName): ValidateFunction {
  let fn = compiled.get(meta)
  if (!fn) {
    ajv ??= new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true })
    fn = ajv.compile(metaSchemas[meta])
    compiled.set(meta, fn)
  }
  return fn
}

export function validateShape(meta: MetaName, data: unknown, opts: ValidateOptions): ConfigError[] {
  const validate = validatorFor(meta)
  if (validate(data)) return []
  const issues = collapse(relevant(validate.errors ?? []).map((e) => describeAjvError(e, opts.prefix ?? '')))
  const errors = issues.map((i) => ({
    ...opts.locate(i.pointer),
    message: i.message,
    ...(opts.prefix !== undefined ? { pointer: opts.prefix + i.pointer } : {}),
  }))
  return errors.sort((a, b) => a.line - b.line || a.col - b.col)
}

/** Drop errors that only restate another: propertyNames' inner errors, if/anyOf/oneOf parts. */
function relevant(errors: ErrorObject[]): ErrorObject[] {
  const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
  return errors.filter((e) => {
    if (e.propertyName !== undefined || e.keyword === 'if') return false
    return !unions.some((u) => u !== e && e.schemaPath.startsWith(u.schemaPath + '/') && e.instancePath.startsWith(u.instancePath))
  })
}

/** A misspelt required key shows as unknown + missing: keep only the unknown one. Dedupe. */
function collapse(issues: ShapeIssue[]): ShapeIssue[] {
  const misspelt = new Set(issues.filter((i) => i.unknownFor).map((i) => `${parentOf(i.pointer)}\u0000${i.unknownFor}`))
  const seen = new Set<string>()
  const missing = new Map<string, ShapeIssue & { keys: string[] }>()
  const out: ShapeIssue[] = []
  for (const i of issues) {
    if (i.missing) {
      if (misspelt.has(`${i.pointer}\u0000${i.missing}`)) continue
      // Several missing keys of one object: one error listing them all.
      const prev = missing.get(i.pointer)
      if (prev) {
        prev.keys.push(i.missing)
        prev.message = `缺少必填项 ${prev.keys.map((k) => `"${k}"`).join('、')}`
        continue
      }
      const entry = { ...i, keys: [i.missing] }
      missing.set(i.pointer, entry)
      out.push(entry)
      continue
    }
    const key = `${i.pointer}\u0000${i.message}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(i)
  }
  return out
}

function parentOf(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'))
}
