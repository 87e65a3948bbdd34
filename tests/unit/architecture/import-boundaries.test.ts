// The layers of the house (DESIGN.md §1 and §4), checked on every import of src/: a rule
// broken here is a structure broken, whatever the tests of behaviour say.
//   config ← server: db ← kernel ← audit ← crud ← http ← workflow ← domain ← root (app, handlers, effects, seed)
//   config ← web: engine ← screens ← shell/app;  web and server never import each other.
import { readFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { dirname, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const files = execSync(`git ls-files -co --exclude-standard 'src/*.ts' 'src/*.tsx'`, { cwd: root }).toString().trim().split('\n')

interface Import {
  from: string
  spec: string
  /** Repository path of a relative import; the package name of any other. */
  target: string
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

const imports: Import[] = files.flatMap((from) => {
  const text = readFileSync(resolve(root, from), 'utf8')
  return [...text.matchAll(IMPORT)].map((m) => {
    const spec = m[1] ?? m[2] ?? m[3]
    const target = spec.startsWith('.') ? relative(root, resolve(root, dirname(from), spec)) : spec
    return { from, spec, target }
  })
})

const under = (dir: string) => (path: string) => path === dir || path.startsWith(dir + '/')
const SERVER_ROOT = [
  'src/server/app.ts',
  'src/server/main.ts',
  'src/server/bootstrap.ts',
  'src/server/handlers.ts',
  'src/server/effects.ts',
  'src/server/workflow-wiring.ts',
  'src/server/registry-names.ts',
]
const isRoot = (p: string) => SERVER_ROOT.some((r) => p === r || p === r.replace(/\.ts$/, '')) || under('src/server/seed')(p)

/** Imports from files under `dir` whose target breaks `allowed`. */
function breaking(dir: string | ((p: string) => boolean), allowed: (target: string) => boolean): string[] {
  const inside = typeof dir === 'string' ? under(dir) : dir
  return imports.filter((i) => inside(i.from) && !allowed(i.target)).map((i) => `${i.from} imports ${i.spec}`)
}

const relativeOnly = (ok: (t: string) => boolean) => (t: string) => !t.startsWith('src/') || ok(t)
const anyOf =
  (...dirs: string[]) =>
  (t: string) =>
    dirs.some((d) => under(d)(t))

describe('import boundaries', () => {
  it('reads the imports of every source file', () => {
    expect(files.length).toBeGreaterThan(300)
    expect(imports.length).toBeGreaterThan(2000)
  })

  it('config is pure: no server, no web, no Node APIs, no React', () => {
    expect(breaking('src/config', (t) => !/^(node:|react|antd|fs|path)/.test(t) && relativeOnly(anyOf('src/config'))(t))).toEqual([])
  })

  it('web and server never import each other', () => {
    expect(breaking('src/web', relativeOnly(anyOf('src/web', 'src/config')))).toEqual([])
    expect(breaking('src/server', relativeOnly(anyOf('src/server', 'src/config')))).toEqual([])
  })

  it('db imports nothing above it', () => {
    expect(breaking('src/server/db', relativeOnly(anyOf('src/server/db', 'src/config')))).toEqual([])
  })

  it('the kernel (the handler contract) stands on db and config only', () => {
    expect(breaking('src/server/kernel', relativeOnly(anyOf('src/server/kernel', 'src/server/db', 'src/config')))).toEqual([])
    expect(breaking('src/server/audit', relativeOnly(anyOf('src/server/audit', 'src/server/kernel', 'src/server/db', 'src/config')))).toEqual([])
  })

  it('crud and http know no workflow, no area and no root', () => {
    const below = ['src/server/kernel', 'src/server/audit', 'src/server/db', 'src/server/util', 'src/config']
    expect(breaking('src/server/crud', relativeOnly(anyOf('src/server/crud', ...below)))).toEqual([])
    expect(breaking('src/server/http', relativeOnly(anyOf('src/server/http', 'src/server/crud', ...below)))).toEqual([])
  })

  it('the workflow runtime names no area: effects and hooks are handed in at the root', () => {
    const allowed = ['src/server/workflow', 'src/server/crud', 'src/server/kernel', 'src/server/audit', 'src/server/db', 'src/server/util', 'src/config']
    expect(breaking('src/server/workflow', relativeOnly(anyOf(...allowed)))).toEqual([])
  })

  it('the domain imports no root file and no seed', () => {
    expect(breaking('src/server/domain', (t) => !isRoot(t))).toEqual([])
  })

  it('the web engine imports no screen, no shell and no app: they fill its providers', () => {
    expect(
      breaking(
        'src/web/engine',
        relativeOnly((t) => !anyOf('src/web/screens', 'src/web/shell', 'src/web/app')(t)),
      ),
    ).toEqual([])
  })

  it('the engine’s headless logic (controllers, hooks, providers, actions) imports no UI kit', () => {
    const headless = (p: string) =>
      under('src/web/engine')(p) && (/\/use-[^/]+\.ts$/.test(p) || under('src/web/engine/providers')(p) || under('src/web/engine/actions')(p))
    expect(files.filter(headless).length).toBeGreaterThan(8)
    expect(breaking(headless, (t) => !/^(antd|@ant-design|ag-grid|echarts)/.test(t))).toEqual([])
  })

  it('the registries’ name list is plain data check-config can read: no React, no UI kit, nothing of the web', () => {
    const names = (p: string) => p === 'src/web/engine/registry-names.ts'
    expect(files.filter(names)).toHaveLength(1)
    expect(breaking(names, anyOf('src/config'))).toEqual([])
  })
})
