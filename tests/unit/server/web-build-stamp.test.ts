// npm start rebuilds the web app when what it was built from changed in content, not in date.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildIsCurrent, hashInputs, STAMP_FILE } from '../../../src/server/web-build-stamp.ts'

const root = mkdtempSync(join(tmpdir(), 'wms-stamp-'))
const dist = join(root, 'dist/web')
afterAll(() => rmSync(root, { recursive: true, force: true }))

const inputs = ['src/web/main.tsx', 'src/config/types.ts', 'package-lock.json']
mkdirSync(join(root, 'src/web'), { recursive: true })
mkdirSync(join(root, 'src/config'), { recursive: true })
mkdirSync(dist, { recursive: true })
writeFileSync(join(root, 'src/web/main.tsx'), 'render(<App />)')
writeFileSync(join(root, 'src/config/types.ts'), 'export type A = 1')
writeFileSync(join(root, 'package-lock.json'), '{}')
writeFileSync(join(dist, 'index.html'), '<!doctype html>')

const stamp = () => writeFileSync(join(dist, STAMP_FILE), JSON.stringify({ hash: hashInputs(root, inputs), inputs }))

describe('web build stamp', () => {
  it('is missing before the first build', () => {
    expect(buildIsCurrent(root, dist)).toBe(false)
  })

  it('stays current when only dates change (a fresh clone, a branch switched back)', () => {
    stamp()
    expect(buildIsCurrent(root, dist)).toBe(true)
    const later = new Date(Date.now() + 3600_000)
    for (const f of inputs) utimesSync(join(root, f), later, later)
    expect(buildIsCurrent(root, dist)).toBe(true)
  })

  it('is stale when an input changes or disappears', () => {
    stamp()
    writeFileSync(join(root, 'src/config/types.ts'), 'export type A = 2')
    expect(buildIsCurrent(root, dist)).toBe(false)
    stamp()
    rmSync(join(root, 'package-lock.json'))
    expect(buildIsCurrent(root, dist)).toBe(false)
  })

  it('does not depend on the order inputs are listed in', () => {
    expect(hashInputs(root, inputs)).toBe(hashInputs(root, [...inputs].reverse()))
  })
})
