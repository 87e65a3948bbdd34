// Load the whole config: parse every file, validate each, merge the chosen variant's overlays
// with provenance, validate the merged result again, then lint cross references of every part
// that parsed and has a valid shape (see unusable.ts).

import type {
  ConfigError,
  DemoFile,
  EndpointDef,
  EntitySchema,
  Registries,
  ScreensFile,
  SourceLoc,
  VariantFile,
  VariantSettings,
  WmsConfig,
  WorkflowDef,
} from './types.ts'
import { classifyPath, variantNames } from './files.ts'
import type { FileKind } from './files.ts'
import { resolveEnumOf } from './enum-of.ts'
import { lintConfig } from './lint.ts'
import { isPlainObject, mergePatch } from './merge.ts'
import type { PlainObject, VoidDelete } from './merge.ts'
import { join, toPointer } from './pointer.ts'
import { SourceIndex } from './provenance.ts'
import { parseSource } from './source.ts'
import { didYouMean } from './suggest.ts'
import type { SourceFile } from './source.ts'
import { SECTIONS, Unusable } from './unusable.ts'
import type { Section } from './unusable.ts'
import { validateShape } from './validate.ts'
import { expandWorkflowActions } from './workflow-actions.ts'
import type { MetaName } from './validate.ts'
import { withoutAbsentDocTypes } from './doc-types.ts'

export interface ConfigSource {
  /** Relative to the repo root: screens.yaml, schemas/entities/storage.json, … */
  path: string
  text: string
}

export interface LoadOptions {
  variant: string
  registries?: Registries
}

export interface LoadResult {
  /** Null when there is any error. */
  config: WmsConfig | null
  errors: ConfigError[]
  /** Where a pointer of the merged config was written (nearest recorded ancestor). */
  locate(pointer: string): SourceLoc | undefined
  /** Names of the variants found among the sources. */
  variants: string[]
}

interface Parsed {
  kind: FileKind
  id: string
  file: SourceFile
}

const META: Record<FileKind, MetaName> = {
  screens: 'screens',
  endpoints: 'endpoints',
  entity: 'entity',
  workflow: 'workflow',
  variant: 'variant',
  demo: 'demo',
}
/** Where a base file sits in the merged config. */
const MOUNT: Record<Exclude<FileKind, 'variant'>, (id: string) => string[]> = {
  screens: () => ['screens'],
  endpoints: () => ['endpoints'],
  entity: (id) => ['entities', id],
  workflow: (id) => ['workflows', id],
  demo: (id) => ['demo', id],
}

export function formatError(e: ConfigError): string {
  return `${e.file}:${e.line}:${e.col} ${e.message}`
}

export function loadConfig(sources: ConfigSource[], opts: LoadOptions): LoadResult {
  const errors = new ErrorList()
  const variants = variantNames(sources.map((s) => s.path))
  const files = parseAll(sources, errors)
  const unusable = new Unusable()

  for (const required of ['screens.yaml', 'endpoints.yaml'] as const) {
    if (files.some((f) => f.file.path === required)) continue
    errors.add({ file: required, line: 1, col: 1, message: '缺少文件' })
    unusable.markSection(required === 'screens.yaml' ? 'screens' : 'endpoints')
  }
  for (const f of files) {
    const prefix = f.kind === 'variant' ? undefined : toPointer(MOUNT[f.kind](f.id))
    if (f.file.errors.length) {
      if (prefix !== undefined) unusable.markPointer(prefix)
      continue
    }
    const found = validateShape(META[f.kind], f.file.data, { locate: f.file.locate, prefix })
    errors.addAll(found)
    for (const e of found) if (e.pointer !== undefined) unusable.markPointer(e.pointer)
  }

  const index = new SourceIndex()
  const merged = mountBase(files, index)
  const chosen = files.find((f) => f.kind === 'variant' && f.id === opts.variant)
  if (!chosen) {
    const known = variants.length ? variants.join('、') : '无'
    errors.add({ file: `schemas/variants/${opts.variant}.yaml`, line: 1, col: 1, message: `未知的变体 "${opts.variant}"（已有：${known}）` })
  }
  const variant = (chosen?.file.data ?? {}) as Partial<VariantFile>
  if (chosen) applyVariant(chosen.file, merged, index, errors)
  merged.screens = expandWorkflowActions(merged.screens, merged.workflows, index)
  resolveEnumOf(merged.entities)

  const locate = (pointer: string) => index.locate(pointer)
  validateMerged(merged, locate, errors, unusable)

  const config: WmsConfig = {
    variant: opts.variant,
    settings: variant.settings as VariantSettings,
    entities: merged.entities as Record<string, EntitySchema>,
    endpoints: merged.endpoints as Record<string, EndpointDef>,
    screens: merged.screens as ScreensFile,
    workflows: merged.workflows as Record<string, WorkflowDef>,
    demo: merged.demo as Record<string, DemoFile>,
  }
  // Every usable part is linted, whatever fails elsewhere. Without the variant's overlays
  // (unknown, or not parsed) the merged config is not the one that runs: nothing to lint.
  if (chosen?.file.data !== undefined) errors.addAll(lintConfig(usableConfig(config, unusable), { registries: opts.registries, locate, unusable }))

  // What belongs to a document type that does not exist yet is checked above, then left out.
  return { config: errors.size ? null : withoutAbsentDocTypes(config), errors: errors.sorted(), locate, variants }
}

/** The config the lint may read: the unusable units left out. */
function usableConfig(config: WmsConfig, unusable: Unusable): WmsConfig {
  return {
    ...config,
    screens: unusable.usable('screens', config.screens) as ScreensFile,
    endpoints: unusable.usable('endpoints', config.endpoints) as Record<string, EndpointDef>,
    entities: unusable.usable('entities', config.entities) as Record<string, EntitySchema>,
    workflows: unusable.usable('workflows', config.workflows) as Record<string, WorkflowDef>,
    demo: unusable.usable('demo', config.demo) as Record<string, DemoFile>,
  }
}

type Merged = Record<Section, PlainObject>

/** The base files in their places of the merged config, with their locations. */
function mountBase(files: Parsed[], index: SourceIndex): Merged {
  const merged: Merged = { screens: {}, endpoints: {}, entities: {}, workflows: {}, demo: {} }
  for (const f of files) {
    if (f.kind === 'variant' || f.file.data === undefined) continue
    const at = MOUNT[f.kind](f.id)
    if (at.length === 1) merged[at[0] as 'screens' | 'endpoints'] = asObject(f.file.data)
    else merged[at[0] as 'entities' | 'workflows' | 'demo'][at[1]] = f.file.data
    index.replace(at, f.file.index)
  }
  return merged
}

/** The variant's overlays as merge patches (recording provenance) and its settings. */
function applyVariant(file: SourceFile, merged: Merged, index: SourceIndex, errors: ErrorList): void {
  if (!isPlainObject(file.data)) return
  // A null must delete something: one that names no key is a typo the overlay would hide.
  const onVoidDelete = ({ at, node, keys }: VoidDelete) => {
    const key = at[at.length - 1]
    const loc = node?.loc ?? file.locate('')
    errors.add({ ...loc, message: `null 删除的 "${key}" 在合并前不存在${didYouMean(key, keys)}`, pointer: toPointer(at) })
  }
  // Each overlay section patches the merged section of the same name.
  for (const section of SECTIONS) {
    const patch = file.data[section]
    if (!isPlainObject(patch)) continue
    const track = { index, at: [section], patch: file.index.kids?.get(section), onVoidDelete }
    merged[section] = mergePatch(merged[section], patch, track) as PlainObject
  }
  index.replace(['settings'], file.index.kids?.get('settings'))
}

function parseAll(sources: ConfigSource[], errors: ErrorList): Parsed[] {
  const files: Parsed[] = []
  for (const src of sources) {
    const role = classifyPath(src.path)
    if (!role) {
      errors.add({ file: src.path, line: 1, col: 1, message: '无法识别的配置文件（不在约定的目录结构中）' })
      continue
    }
    const file = parseSource(src.path, src.text)
    errors.addAll(file.errors)
    files.push({ ...role, file })
  }
  return files
}

/** The merged result against the meta-schemas again: catches what an overlay broke. A unit
 *  already unusable is skipped (an overlay onto an entity whose file did not parse is partial). */
function validateMerged(merged: Merged, locate: (pointer: string) => SourceLoc | undefined, errors: ErrorList, unusable: Unusable): void {
  const check = (meta: MetaName, data: unknown, prefix: string) => {
    const found = validateShape(meta, data, {
      prefix,
      locate: (p) => locate(prefix + p) ?? { file: '(config)', line: 1, col: 1 },
    })
    errors.addAll(found)
    for (const e of found) if (e.pointer !== undefined) unusable.markPointer(e.pointer)
  }
  check('screens', unusable.usable('screens', merged.screens), '/screens')
  check('endpoints', unusable.usable('endpoints', merged.endpoints), '/endpoints')
  for (const [id, e] of Object.entries(unusable.usable('entities', merged.entities))) check('entity', e, join('/entities', id))
  for (const [id, w] of Object.entries(unusable.usable('workflows', merged.workflows))) check('workflow', w, join('/workflows', id))
  for (const [id, d] of Object.entries(unusable.usable('demo', merged.demo))) check('demo', d, join('/demo', id))
}

function asObject(v: unknown): PlainObject {
  return isPlainObject(v) ? v : {}
}

/** Errors without repeats: the merged pass re-finds what the per-file pass found. */
class ErrorList {
  private list: ConfigError[] = []
  private seen = new Set<string>()

  get size(): number {
    return this.list.length
  }

  add(e: ConfigError): void {
    const key = formatError(e)
    if (this.seen.has(key)) return
    this.seen.add(key)
    this.list.push(e)
  }

  addAll(es: ConfigError[]): void {
    for (const e of es) this.add(e)
  }

  sorted(): ConfigError[] {
    return [...this.list].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.col - b.col))
  }
}
