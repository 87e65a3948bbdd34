// npm run config-schemas: write the meta-schemas as JSON Schema files for editors
// (schemas/meta/*.schema.json, mapped in .vscode/settings.json and named by each YAML file's
// `# yaml-language-server: $schema=` line). A unit test fails while they are stale.
import { mkdirSync, writeFileSync } from 'node:fs'
import { EDITOR_SCHEMA_DIR, editorSchemaPath, editorSchemas, editorSchemaText } from '../src/config/meta/editor-schemas.ts'
import type { MetaName } from '../src/config/meta/index.ts'

mkdirSync(EDITOR_SCHEMA_DIR, { recursive: true })
for (const [name, schema] of Object.entries(editorSchemas())) {
  writeFileSync(editorSchemaPath(name as MetaName), editorSchemaText(schema))
  console.log(editorSchemaPath(name as MetaName))
}
