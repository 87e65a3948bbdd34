// Vite plugin: writes dist/web/.build-stamp.json, the project files the bundle was made from
// and their hash (src/server/web-build-stamp.ts), which npm start compares to decide whether
// to build again.
import { writeFileSync } from 'node:fs'
import { isAbsolute, join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { hashInputs, STAMP_FILE, type BuildStamp } from '../../src/server/web-build-stamp.ts'

/** `extra`: inputs the bundle does not import but depends on (lockfile, build config). */
export function buildStamp(root: string, extra: string[]): Plugin {
  let inputs: string[] = []
  return {
    name: 'cangyun:build-stamp',
    apply: 'build',
    generateBundle() {
      const files = new Set(extra)
      for (const id of this.getModuleIds()) {
        const file = id.replace(/[?#].*$/, '')
        if (!isAbsolute(file)) continue // virtual modules
        const rel = relative(root, file)
        if (rel.startsWith('..') || rel.split(sep).includes('node_modules')) continue // dependencies: the lockfile stands for them
        files.add(rel.split(sep).join('/'))
      }
      inputs = [...files].sort()
    },
    writeBundle(options) {
      const stamp: BuildStamp = { hash: hashInputs(root, inputs), inputs }
      writeFileSync(join(options.dir!, STAMP_FILE), JSON.stringify(stamp, null, 1))
    },
  }
}
