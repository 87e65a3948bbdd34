// Test helpers: the clean fixture as config sources, with one file swapped for a broken one.

import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ConfigSource } from '../../../src/config/load.ts'

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url))
const cleanRoot = join(fixtures, 'clean')

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? walk(p) : [p]
  })
}

/** Every file of fixtures/clean, with repo-relative paths. */
export function cleanSources(): ConfigSource[] {
  return walk(cleanRoot)
    .sort()
    .map((p) => ({ path: relative(cleanRoot, p).split('\\').join('/'), text: readFileSync(p, 'utf8') }))
}

export function brokenText(name: string): string {
  return readFileSync(join(fixtures, 'broken', name), 'utf8')
}

/** The clean sources with `path` replaced by fixtures/broken/<name> (and more such pairs). */
export function withBroken(path: string, name: string, ...more: [path: string, name: string][]): ConfigSource[] {
  const sources = cleanSources()
  for (const [p, n] of [[path, name], ...more]) {
    const i = sources.findIndex((s) => s.path === p)
    if (i < 0) throw new Error(`no ${p} in the clean fixture`)
    sources[i] = { path: p, text: brokenText(n) }
  }
  return sources
}

/** The clean sources with one exact text replaced in one file (the text must occur once). */
export function edited(path: string, from: string, to: string): ConfigSource[] {
  return cleanSources().map((s) => {
    if (s.path !== path) return s
    if (s.text.split(from).length !== 2) throw new Error(`"${from}" must occur once in ${path}`)
    return { path, text: s.text.replace(from, to) }
  })
}

export const CLEAN_ROOT = cleanRoot
