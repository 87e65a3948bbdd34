// The meta-schemas as editors read them (schemas/meta/*.schema.json): up to date, valid draft-07
// (what yaml-language-server checks a schema against before using it), accepting every delivered
// config file, named by each YAML file's modeline and by .vscode/settings.json.

import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { EDITOR_SCHEMA_FILES, editorSchemaPath, editorSchemas, editorSchemaText } from '../../../src/config/meta/editor-schemas.ts'
import type { MetaName } from '../../../src/config/meta/index.ts'
import { parseSource } from '../../../src/config/source.ts'

const root = join(import.meta.dirname, '../../..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const names = Object.keys(EDITOR_SCHEMA_FILES) as MetaName[]
const filesOf = (name: MetaName): string[] => {
  const glob = EDITOR_SCHEMA_FILES[name]
  if (!glob.includes('*')) return [glob]
  const [dir, ext] = glob.split('/*')
  return readdirSync(join(root, dir))
    .filter((f) => f.endsWith(ext))
    .map((f) => `${dir}/${f}`)
}
const MODELINE = /^# yaml-language-server: \$schema=(\S+)\n/

const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true })
const validators = new Map(names.map((n) => [n, ajv.compile(JSON.parse(read(editorSchemaPath(n))))]))
const refusals = (name: MetaName, data: unknown) => {
  const validate = validators.get(name)!
  return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
}

describe('editor schemas', () => {
  it.each(names)('%s: the file on disk is what npm run config-schemas writes (run it after changing a meta-schema)', (name) => {
    expect(read(editorSchemaPath(name))).toBe(editorSchemaText(editorSchemas()[name]))
  })

  it.each(names)('%s: is a valid draft-07 schema', (name) => {
    const schema = JSON.parse(read(editorSchemaPath(name)))
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#')
    expect(ajv.validateSchema(schema), ajv.errorsText(ajv.errors)).toBe(true)
  })

  it.each(names)('%s: accepts every delivered file it describes', (name) => {
    const files = filesOf(name)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(refusals(name, parseSource(file, read(file)).data), file).toEqual([])
  })

  it('lets a variant overlay patch inside a screen, null deleting, and refuses a key the screen does not have', () => {
    expect(
      refusals('variant', { title: 'x', settings: {}, screens: { storage: { columns: { code: null, name: { width: 120 } }, note: null } } }),
    ).not.toContainEqual(expect.stringContaining('/screens'))
    expect(refusals('variant', { screens: { storage: { colums: {} } } })).toContain('/screens/storage must NOT have additional properties')
    expect(refusals('variant', { endpoints: { '/storage/list': { op: 'lst' } } })).toContain(
      '/endpoints/~1storage~1list/op must be equal to one of the allowed values',
    )
  })

  it('describes the keys an editor completes, so hover says what each one is', () => {
    const missing: string[] = []
    const walk = (s: any, at: string) => {
      if (!s || typeof s !== 'object') return
      for (const [key, p] of Object.entries<any>(s.properties ?? {})) {
        if (!p.description) missing.push(`${at}/${key}`)
        walk(p, `${at}/${key}`)
      }
      for (const [key, p] of Object.entries<any>(s.patternProperties ?? {})) walk(p, `${at}/<${key}>`)
      if (typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${at}/*`)
      if (typeof s.items === 'object') walk(s.items, `${at}/[]`)
    }
    for (const name of names) walk(editorSchemas()[name], name)
    expect(missing).toEqual([])
  })
})

describe('editor wiring', () => {
  it('each YAML config file names its schema on its first line, relative to the file', () => {
    for (const name of names.filter((n) => EDITOR_SCHEMA_FILES[n].endsWith('.yaml'))) {
      for (const file of filesOf(name)) {
        const m = MODELINE.exec(read(file))
        expect(m, file).not.toBeNull()
        expect(posix.normalize(posix.join(posix.dirname(file), m![1])), file).toBe(editorSchemaPath(name))
      }
    }
  })

  it('keeps line numbers right below the modeline', () => {
    const text = read('screens.yaml')
    const firstKey = text.split('\n').findIndex((line) => /^[^#\s]/.test(line))
    const key = text
      .split('\n')
      [firstKey].split(':')[0]
      .replace(/^['"]|['"]$/g, '')
    expect(firstKey).toBeGreaterThan(0)
    expect(parseSource('screens.yaml', text).locate(`/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`).line).toBe(firstKey + 1)
  })

  it('.vscode/settings.json maps every schema to its files', () => {
    const settings = JSON.parse(read('.vscode/settings.json'))
    const mapped = new Map<string, string[]>()
    for (const [schema, globs] of Object.entries<string | string[]>(settings['yaml.schemas']))
      mapped.set(posix.normalize(schema), ([] as string[]).concat(globs))
    for (const { url, fileMatch } of settings['json.schemas'])
      mapped.set(
        posix.normalize(url),
        fileMatch.map((g: string) => g.replace(/^\//, '')),
      )
    for (const name of names) {
      expect(existsSync(join(root, editorSchemaPath(name))), name).toBe(true)
      expect(mapped.get(editorSchemaPath(name)), name).toEqual([EDITOR_SCHEMA_FILES[name]])
    }
    expect(dirname(editorSchemaPath('screens'))).toBe('schemas/meta')
  })
})
