// Checks of the demo rows (schemas/demo/<entity>.yaml) against their entity: known writable
// fields, required ones present, values the schema accepts, references naming a declared row,
// unique keys not repeated. The seed (server/seed/demo-rows.ts) validates again on insert.

import { Ajv, type ValidateFunction } from 'ajv'
import { isWritableField } from '../fields.ts'
import type { DemoFile, DemoRow, EntityField, EntitySchema } from '../types.ts'
import { DEMO_LINES, demoKeyField, PLATFORM_TENANT, uniqueKeys } from '../demo-keys.ts'
import { FORMATS } from '../payload-formats.ts'
import { payloadMessage } from '../payload-messages.ts'
import { join } from '../pointer.ts'
import { didYouMean } from '../suggest.ts'
import type { LintContext } from './context.ts'

// verbose: a pattern failure says the field's x-patternMessage, as the API would.
const ajv = new Ajv({ allErrors: false, strict: false, verbose: true })
for (const [name, f] of Object.entries(FORMATS)) ajv.addFormat(name, f.pattern)
ajv.addKeyword({ keyword: 'x-patternMessage', schemaType: 'string' })
const compiled = new WeakMap<EntityField, ValidateFunction>()

/** The JSON Schema of one field's value (its x- hints but the pattern message, readOnly and default left out). */
function valueValidator(field: EntityField): ValidateFunction {
  let v = compiled.get(field)
  if (!v) {
    const s: Record<string, unknown> = {}
    for (const [k, x] of Object.entries(field)) if ((!k.startsWith('x-') || k === 'x-patternMessage') && k !== 'readOnly' && k !== 'default') s[k] = x
    compiled.set(field, (v = ajv.compile(s)))
  }
  return v
}

/** Fields a demo row may set: what a client may write on create. */
const writable = (e: EntitySchema) => Object.entries(e.properties).filter(([, f]) => !f['x-virtual'] && isWritableField(f))

export function lintDemo(ctx: LintContext): void {
  for (const [id, file] of Object.entries(ctx.config.demo)) {
    const at = join('/demo', id)
    const entity = ctx.needTable(at, id)
    if (!entity) continue
    if (!uniqueKeys(entity).length) {
      ctx.report(at, `实体 "${id}" 没有唯一字段（x-unique），无法判断演示数据是否已写入`)
      continue
    }
    const global = (entity['x-scope'] ?? 'tenant') === 'global'
    for (const [tenant, rows] of Object.entries(file)) {
      if (global !== (tenant === PLATFORM_TENANT)) {
        ctx.report(join(at, tenant), global ? `平台表 "${id}" 的演示数据写在 ${PLATFORM_TENANT} 下` : `租户表 "${id}" 的演示数据不能写在 ${PLATFORM_TENANT} 下`)
        continue
      }
      const seen = new Map<string, string>()
      for (const [name, row] of Object.entries(rows ?? {})) {
        const rowAt = join(at, tenant, name)
        lintRow(ctx, rowAt, id, entity, tenant, row)
        for (const key of uniqueKeys(entity)) {
          if (key.some((k) => row[k] === undefined || row[k] === null)) continue
          const tuple = JSON.stringify([key, key.map((k) => row[k])])
          const first = seen.get(tuple)
          if (first) ctx.report(join(rowAt, key[key.length - 1]), `"${key[key.length - 1]}" 的值 "${row[key[key.length - 1]]}" 与行 "${first}" 重复`)
          else seen.set(tuple, name)
        }
      }
    }
  }
}

function lintRow(ctx: LintContext, at: string, id: string, entity: EntitySchema, tenant: string, row: DemoRow, skip?: string): void {
  const fields = new Map(writable(entity).filter(([name]) => name !== skip))
  const required = (entity.required ?? []).filter((r) => fields.has(r) && fields.get(r)!.default === undefined)
  for (const name of required) if (row[name] === undefined) ctx.report(at, `缺少必填字段 "${name}"（${fields.get(name)!.title}）`)
  const child = entity['x-lines'] ? ctx.entity(entity['x-lines']) : undefined
  for (const [name, value] of Object.entries(row)) {
    const fieldAt = join(at, name)
    if (name === DEMO_LINES && child) {
      if (!Array.isArray(value)) ctx.report(fieldAt, `"${DEMO_LINES}" 应为明细行的数组`)
      else value.forEach((line, i) => lintRow(ctx, join(fieldAt, i), entity['x-lines']!, child, tenant, line ?? {}, child['x-parent']))
      continue
    }
    const field = fields.get(name)
    if (!field) {
      const why = entity.properties[name] ? '只读或自动生成，不能在演示数据中写' : `不在实体 "${id}" 中${didYouMean(name, fields.keys())}`
      ctx.report(fieldAt, `字段 "${name}" ${why}`)
      continue
    }
    if (value === null) {
      if (required.includes(name)) ctx.report(fieldAt, `${field.title}不能为空`)
      continue
    }
    if (field['x-ref']) lintRef(ctx, fieldAt, name, field, tenant, value)
    else {
      const validate = valueValidator(field)
      if (!validate(value)) {
        const e = validate.errors![0]
        ctx.report(fieldAt, payloadMessage({ ...e, instancePath: `/${name}${e.instancePath}` }, { properties: { [name]: field } }).message)
      }
    }
  }
}

/** A reference names a row declared for the same tenant (PLATFORM for a platform table) by the target's key field. */
function lintRef(ctx: LintContext, at: string, name: string, field: EntityField, tenant: string, value: unknown): void {
  const targetId = field['x-ref']!
  const target = ctx.entity(targetId)
  if (!target) return // the entity lint reports the x-ref itself
  const key = demoKeyField(target)
  if (!key) {
    ctx.report(at, `实体 "${targetId}" 没有唯一字段（x-unique: true），演示数据无法按编码引用它`)
    return
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    ctx.report(at, `"${name}" 应写被引用的 ${targetId} 的 ${key}`)
    return
  }
  const rows = ctx.config.demo[targetId]?.[(target['x-scope'] ?? 'tenant') === 'global' ? PLATFORM_TENANT : tenant] ?? {}
  const declared = Object.values(rows).map((r) => String(r?.[key]))
  if (!declared.includes(String(value)))
    ctx.missing(
      'demo',
      targetId,
      at,
      `"${name}" 引用的 ${targetId} "${value}"（按 ${key}）在 ${tenant} 的演示数据中没有声明${didYouMean(String(value), declared)}`,
    )
}
