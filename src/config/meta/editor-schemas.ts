// The meta-schemas as JSON Schema files for editors (yaml-language-server, VS Code's JSON
// support): schemas/meta/<name>.schema.json, written by `npm run config-schemas`. A variant's
// overlays get the shape of what they patch, every key optional and null allowed (delete), so
// an editor completes inside them too; arrays are replaced whole by a patch, so items stay strict.

import { demoMeta } from './demo.ts'
import { endpointsMeta } from './endpoints.ts'
import { entityMeta } from './entity.ts'
import type { Schema } from './helpers.ts'
import { metaSchemas, type MetaName } from './index.ts'
import { screensMeta } from './screens.ts'
import { VARIANT_DOCS, variantMeta } from './variant.ts'
import { workflowMeta } from './workflow.ts'

export const EDITOR_SCHEMA_DIR = 'schemas/meta'

/** The config files each editor schema describes (globs from the repository root). */
export const EDITOR_SCHEMA_FILES: Record<MetaName, string> = {
  screens: 'screens.yaml',
  endpoints: 'endpoints.yaml',
  entity: 'schemas/entities/*.json',
  workflow: 'schemas/workflows/*.yaml',
  variant: 'schemas/variants/*.yaml',
  demo: 'schemas/demo/*.yaml',
}

export const editorSchemaPath = (name: MetaName) => `${EDITOR_SCHEMA_DIR}/${name}.schema.json`

/** Every editor schema by name, as the JSON it is written as. */
export function editorSchemas(): Record<MetaName, Schema> {
  const names = Object.keys(metaSchemas) as MetaName[]
  return Object.fromEntries(names.map((name) => [name, editorSchema(name)])) as Record<MetaName, Schema>
}

function editorSchema(name: MetaName): Schema {
  const body = name === 'variant' ? variantForEditors() : metaSchemas[name]
  return { $schema: 'http://json-schema.org/draft-07/schema#', title: `仓云 WMS ${EDITOR_SCHEMA_FILES[name]}`, ...body }
}

function variantForEditors(): Schema {
  const map = (member: Schema): Schema => ({ type: 'object', additionalProperties: nullable(asPatch(member)) })
  return {
    ...variantMeta,
    properties: {
      ...(variantMeta.properties as Record<string, Schema>),
      screens: { ...asPatch(screensMeta), description: VARIANT_DOCS.screens },
      endpoints: { ...asPatch(endpointsMeta), description: VARIANT_DOCS.endpoints },
      entities: { ...map(entityMeta), description: VARIANT_DOCS.entities },
      workflows: { ...map(workflowMeta), description: VARIANT_DOCS.workflows },
      demo: { ...map(demoMeta), description: VARIANT_DOCS.demo },
    },
  }
}

/** A merge patch of what `schema` describes: no key required, and any member may be null. */
function asPatch(schema: Schema): Schema {
  const out: Schema = { ...schema }
  delete out.required
  const members = (m: unknown) => (m && typeof m === 'object' ? Object.fromEntries(Object.entries(m).map(([k, v]) => [k, nullable(asPatch(v as Schema))])) : m)
  if (schema.properties) out.properties = members(schema.properties)
  if (schema.patternProperties) out.patternProperties = members(schema.patternProperties)
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    out.additionalProperties = nullable(asPatch(schema.additionalProperties as Schema))
  return out
}

/** `schema`, or null (RFC 7396: delete the key). */
function nullable(schema: Schema): Schema {
  const out: Schema = { ...schema }
  if (out.const !== undefined) {
    out.enum = [out.const, null]
    delete out.const
  } else if (Array.isArray(out.enum)) out.enum = [...out.enum, null]
  if (out.type !== undefined) out.type = [...new Set([...([] as unknown[]).concat(out.type), 'null'])]
  return out
}

/** The file text of a schema: two-space JSON, one trailing newline. */
export const editorSchemaText = (schema: Schema) => JSON.stringify(schema, null, 2) + '\n'
