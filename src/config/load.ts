// Load the whole config: parse every file, validate each, merge the chosen variant's overlays
// with provenance, validate the merged result again, then lint cross references.

import type {
  ConfigError,
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
import { lintConfig } from './lint.ts'
import { isPlainObject, mergePatch } from './merge.ts'
import type { PlainObject } from './merge.ts'
import { join, toPointer } from './pointer.ts'
import { SourceIndex } from './provenance.ts'
import { parseSource } from './source.ts'
import type { SourceFile } from './source.ts'
import { validateShape } from './validate.ts'
import { expandWorkflowActions } from './workflow-actions.ts'
import type { MetaName } from './validate.ts'

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
}
/** Where a base file sits in the merged config. */
const MOUNT: Record<Exclude<FileKind, 'variant'>, (id: string) => string[]> = {
  screens: () => ['screens'],
  endpoints: () => ['endpoints'],
  entity: (id) => ['entities', id],
  workflow: (id) => ['workflows', id],
}
/** Variant overlay sections and the merged section each patches. */
const OVERLAYS = ['screens', 'endpoints', 'entities', 'workflows'] as const

export function formatError(e: ConfigError): string {
  return `${e.file}:${e.line}:${e.col} ${e.message}`
}

export function loadConfig(sources: ConfigSource[], opts: LoadOptions): LoadResult {
  const errors = new ErrorList()
  const variants = variantNames(sources.map((s) => s.path))
  const files = parseAll(sources, errors)

  for (const required of ['screens.yaml', 'endpoints.yaml']) {
    if (!files.some((f) => f.file.path === required)) errors.add({ file: required, line: 1, col: 1, message: '缺少文件' })
  }
  for (const f of files) {
    if (f.file.errors.length) continue
    const prefix = f.kind === 'variant' ? undefined : toPointer(MOUNT[f.kind](f.id))
    errors.addAll(validateShape(META[f.kind], f.file.data, { locate: f.file.locate, prefix }))
  }

  const index = new SourceIndex()
  const merged = mountBase(files, index)
  const chosen = files.find((f) => f.kind === 'variant' && f.id === opts.variant)
  if (!chosen) {
    const known = variants.length ? variants.join('、') : '无'
    errors.add({ file: `schemas/variants/${opts.variant}.yaml`, line: 1, col: 1, message: `未知的变体 "${opts.variant}"（已有：${known}）` })
  }
  const variant = (chosen?.file.data ?? {}) as Partial<VariantFile>
  if (chosen) applyVariant(chosen.file, merged, index)
  merged.screens = expandWorkflowActions(merged.screens, merged.workflows, index)

  const locate = (pointer: string) => index.locate(pointer)
  validateMerged(merged, locate, errors)

  const config: WmsConfig = {
    variant: opts.variant,
    settings: variant.settings as VariantSettings,
    entities: merged.entities as Record<string, EntitySchema>,
    endpoints: merged.endpoints as Record<string, EndpointDef>,
    screens: merged.screens as ScreensFile,
    workflows: merged.workflows as Record<string, WorkflowDef>,
  }
  // Lint assumes valid shapes; with shape errors it would only add noise.
  if (errors.size === 0) errors.addAll(lintConfig(config, { registries: opts.registries, locate }))

  return { config: errors.size ? null : config, errors: errors.sorted(), locate, variants }
}

type Merged = Record<(typeof OVERLAYS)[number], PlainObject>

/** The base files in their places of the merged config, with their locations. */
function mountBase(files: Parsed[], index: SourceIndex): Merged {
  const merged: Merged = { screens: {}, endpoints: {}, entities: {}, workflows: {} }
  for (const f of files) {
    if (f.kind === 'variant' || f.file.data === undefined) continue
    const at = MOUNT[f.kind](f.id)
    if (at.length === 1) merged[at[0] as 'screens' | 'endpoints'] = asObject(f.file.data)
    else merged[at[0] as 'entities' | 'workflows'][at[1]] = f.file.data
    index.replace(at, f.file.index)
  }
  return merged
}

/** The variant's overlays as merge patches (recording provenance) and its settings. */
function applyVariant(file: SourceFile, merged: Merged, index: SourceIndex): void {
  if (!isPlainObject(file.data)) return
  for (const section of OVERLAYS) {
    const patch = file.data[section]
    if (!isPlainObject(patch)) continue
    const track = { index, at: [section], patch: file.index.kids?.get(section) }
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

/** The merged result against the meta-schemas again: catches what an overlay broke. */
function validateMerged(merged: Merged, locate: (pointer: string) => SourceLoc | undefined, errors: ErrorList): void {
  const check = (meta: MetaName, data: unknown, prefix: string) =>
    errors.addAll(
      validateShape(meta, data, {
        prefix,
        locate: (p) => locate(prefix + p) ?? { file: '(config)', line: 1, col: 1 },
      }),
    )
  check('screens', merged.screens, '/screens')
  check('endpoints', merged.endpoints, '/endpoints')
  for (const [id, e] of Object.entries(merged.entities)) check('entity', e, join('/entities', id))
  for (const [id, w] of Object.entries(merged.workflows)) check('workflow', w, join('/workflows', id))
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
