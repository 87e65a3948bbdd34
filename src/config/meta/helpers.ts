// Builders for the meta-schemas. `obj<T>()` takes one entry per key of the TypeScript type T,
// so the compiler keeps each meta-schema an exact mirror of types.ts: a missing or extra key,
// or a required key not wrapped in req() (or the reverse), is a type error.

export interface Schema {
  readonly __required?: never
  [keyword: string]: unknown
}

export interface Req {
  readonly __required: true
  schema: Schema
}

/** Mark a key as required (it must be required in the TypeScript type too). */
export function req(schema: Schema): Req {
  return { __required: true, schema }
}

type OptionalKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? K : never }[keyof T]

export type Shape<T> = {
  [K in keyof T]-?: K extends OptionalKeys<T> ? Schema : Req
}

/** A closed object: exactly the keys of T, `additionalProperties: false`. */
export function obj<T>(shape: Shape<T>, description?: string): Schema {
  const properties: Record<string, Schema> = {}
  const required: string[] = []
  for (const [key, value] of Object.entries(shape) as [string, Schema | Req][]) {
    if (value.__required) {
      required.push(key)
      properties[key] = (value as Req).schema
    } else properties[key] = value as Schema
  }
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties,
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  }
}

/** Every member of a string union, checked exhaustive by the Record type. */
export function keysOf<T extends string | number>(members: Record<T, true>): T[] {
  return Object.keys(members) as T[]
}

export const str: Schema = { type: 'string' }
export const nonEmpty: Schema = { type: 'string', minLength: 1 }
export const bool: Schema = { type: 'boolean' }
export const num: Schema = { type: 'number' }
export const int: Schema = { type: 'integer' }
export const anyValue: Schema = {}
/** Free-form object (conditions, options, payload fixes) until their own meta-schema exists. */
export const freeObject: Schema = { type: 'object' }
export const strings: Schema = { type: 'array', items: { type: 'string' } }

export function oneOfStrings(values: readonly (string | number)[]): Schema {
  return { enum: [...values] }
}

/** A map with free keys (optionally constrained) whose values all follow `value`. */
export function mapOf(value: Schema, keyPattern?: string, description?: string): Schema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    ...(keyPattern ? { propertyNames: { pattern: keyPattern } } : {}),
    additionalProperties: value,
  }
}

/** One short description per key of T: what an editor shows on hover and in completion. */
export type Docs<T> = { [K in keyof T]-?: string }

/** An obj<T>() with each property described. A map with a naming rule keeps the rule as its
 *  description: check-config quotes it when a key breaks the rule. */
export function described<T>(schema: Schema, docs: Docs<T>): Schema {
  const properties = schema.properties as Record<string, Schema>
  const out: Record<string, Schema> = {}
  for (const [key, value] of Object.entries(properties)) {
    out[key] = value.propertyNames ? value : { ...value, description: (docs as Record<string, string>)[key] }
  }
  return { ...schema, properties: out }
}
