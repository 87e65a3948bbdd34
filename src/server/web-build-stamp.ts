// What a web build was made from: the project files its bundle imported (as the bundler saw
// them), the lockfile and the build config, with one hash over their contents. npm start
// rebuilds when that hash changes, not when a date does: a fresh clone or a branch switch
// that leaves the files as they were does not rebuild, an edit of any of them does.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const STAMP_FILE = '.build-stamp.json'

export interface BuildStamp {
  hash: string
  /** Repository paths, sorted. */
  inputs: string[]
}

/** One hash over the paths and contents of `inputs` (a missing file counts as missing). */
export function hashInputs(root: string, inputs: readonly string[]): string {
  const all = createHash('sha256')
  for (const path of [...inputs].sort()) {
    const abs = join(root, path)
    const content = existsSync(abs) ? createHash('sha256').update(readFileSync(abs)).digest('hex') : 'missing'
    all.update(`${path}\0${content}\n`)
  }
  return all.digest('hex')
}

export function readStamp(distDir: string): BuildStamp | null {
  try {
    const s = JSON.parse(readFileSync(join(distDir, STAMP_FILE), 'utf8'))
    return typeof s?.hash === 'string' && Array.isArray(s.inputs) ? s : null
  } catch {
    return null
  }
}

/** True when every input of the build in `distDir` still has the content it was built from. */
export function buildIsCurrent(root: string, distDir: string): boolean {
  const stamp = readStamp(distDir)
  return !!stamp && existsSync(join(distDir, 'index.html')) && hashInputs(root, stamp.inputs) === stamp.hash
}
