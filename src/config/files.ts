// Which config file a repo-relative path is, by the fixed layout of DESIGN.md §1.

export type FileKind = 'screens' | 'endpoints' | 'entity' | 'workflow' | 'variant' | 'demo'

export interface FileRole {
  kind: FileKind
  /** Entity id (of an entity or its demo rows), workflow id or variant name: the file's base name. */
  id: string
}

const patterns: [FileKind, RegExp][] = [
  ['screens', /^screens\.yaml$/],
  ['endpoints', /^endpoints\.yaml$/],
  ['entity', /^schemas\/entities\/([^/]+)\.json$/],
  ['workflow', /^schemas\/workflows\/([^/]+)\.yaml$/],
  ['variant', /^schemas\/variants\/([^/]+)\.yaml$/],
  ['demo', /^schemas\/demo\/([^/]+)\.yaml$/],
]

export function classifyPath(path: string): FileRole | undefined {
  const p = path.replace(/\\/g, '/').replace(/^\.\//, '')
  for (const [kind, re] of patterns) {
    const m = re.exec(p)
    if (m) return { kind, id: m[1] ?? kind }
  }
  return undefined
}

/** Variant names present among the paths, sorted. */
export function variantNames(paths: Iterable<string>): string[] {
  const names: string[] = []
  for (const p of paths) {
    const role = classifyPath(p)
    if (role?.kind === 'variant') names.push(role.id)
  }
  return names.sort()
}
