// Hand-written screens call the server from code, where the access model (src/config/access.ts)
// cannot see it: each declares in screens.yaml the calls its code makes (`endpoints`) and the
// screens it opens (`opens`). This test reads the code of every registered component (its own
// files and what they import from src/web/screens) and holds the declarations to it, so a call
// added in code without its declaration fails here instead of being refused to every user.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadProjectConfig } from '../../../src/server/config/project-config.ts'
import { accessModel } from '../../../src/config/access.ts'
import { screenEntries } from '../../../src/config/menu.ts'

const root = resolve(import.meta.dirname, '../../..')
const config = loadProjectConfig({ root })
const screensDir = resolve(root, 'src/web/screens')
const index = readFileSync(resolve(screensDir, 'index.ts'), 'utf8')

/** Component name → the module that implements it, from screens/index.ts. */
function componentModules(): Map<string, string> {
  const imports = new Map<string, string>()
  for (const m of index.matchAll(/import\s*\{([^}]+)\}\s*from\s*'(\.[^']+)'/g)) for (const name of m[1].split(',')) imports.set(name.trim(), m[2])
  const out = new Map<string, string>()
  for (const m of index.matchAll(/registerScreen\(\s*'([^']+)'\s*,\s*([^\n]*)/g)) {
    const inline = /import\(\s*'(\.[^']+)'\s*\)/.exec(m[2])?.[1]
    const ident = /^\s*(\w+)\s*\)/.exec(m[2])?.[1]
    const path = inline ?? (ident ? imports.get(ident) : undefined)
    if (path) out.set(m[1], resolve(screensDir, path))
  }
  return out
}

/** A module and what it imports from src/web/screens, transitively. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const text = readFileSync(file, 'utf8')
  for (const m of text.matchAll(/from\s*'(\.[^']+)'/g)) {
    const target = resolve(dirname(file), m[1])
    if (target.startsWith(screensDir + '/')) closure(target, seen)
  }
  return seen
}

const endpointPaths = new Set(Object.keys(config.endpoints))
const modules = componentModules()
const access = accessModel(config)

function used(component: string): { calls: string[]; opens: string[] } {
  const calls = new Set<string>()
  const opens = new Set<string>()
  for (const file of closure(modules.get(component)!)) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/['`](\/[A-Za-z0-9/_.-]+)['`]/g)) if (endpointPaths.has(m[1])) calls.add(m[1])
    for (const m of text.matchAll(/#\/print\/([a-z0-9-]+)/g)) opens.add(m[1])
  }
  return { calls: [...calls].sort(), opens: [...opens].sort() }
}

const custom = screenEntries(config.screens).filter(([, s]) => s.component)

describe('hand-written screens declare what their code calls', () => {
  it('finds the module of every component screens.yaml names', () => {
    expect(custom.length).toBeGreaterThan(20)
    expect(custom.filter(([, s]) => !modules.has(s.component!)).map(([k]) => k)).toEqual([])
  })

  it.each(custom)('%s declares the calls and screens of its code', (key, screen) => {
    const { calls, opens } = used(screen.component!)
    const declared = new Set(Object.values(screen.endpoints ?? {}))
    const open = (p: string) => ['session', 'public'].includes(access.of(p).kind)
    expect(
      calls.filter((p) => !declared.has(p) && !open(p)),
      `${key}: calls made in code but not declared in its endpoints`,
    ).toEqual([])
    expect(
      opens.filter((o) => !(screen.opens ?? []).includes(o)),
      `${key}: screens opened in code but not declared in opens`,
    ).toEqual([])
  })
})
