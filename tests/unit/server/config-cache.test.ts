// npm start's config copy: read back while nothing it was made from changed, checked again
// (and rewritten) when a config file changes, and the same config either way.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadProjectConfigCached } from '../../../src/server/config/config-cache.ts'
import { loadProjectConfig } from '../../../src/server/config/project-config.ts'

const root = mkdtempSync(join(tmpdir(), 'wms-config-cache-'))
for (const p of ['screens.yaml', 'endpoints.yaml', 'schemas', 'package-lock.json']) cpSync(p, join(root, p), { recursive: true })
const cacheDir = join(root, 'dist')
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('config cache', () => {
  it('checks the files once, then reads its copy, equal to a fresh load', { timeout: 60_000 }, () => {
    const first = loadProjectConfigCached({ root, cacheDir, variant: 'customer' })
    expect(first.cached).toBe(false)
    const again = loadProjectConfigCached({ root, cacheDir, variant: 'customer' })
    expect(again.cached).toBe(true)
    expect(again.config).toEqual(loadProjectConfig({ root, variant: 'customer' }))
    expect(again.config).toEqual(first.config)
  })

  it('keeps one copy per variant', { timeout: 60_000 }, () => {
    const prison = loadProjectConfigCached({ root, cacheDir, variant: 'prison' })
    expect(prison.cached).toBe(false)
    expect(prison.config.variant).toBe('prison')
    expect(loadProjectConfigCached({ root, cacheDir, variant: 'customer' }).cached).toBe(true)
  })

  it('checks again when a config file changed, and refuses a broken one', { timeout: 60_000 }, () => {
    const variantFile = join(root, 'schemas/variants/customer.yaml')
    const text = readFileSync(variantFile, 'utf8')
    writeFileSync(variantFile, text.replace(/systemName: .*/, 'systemName: 缓存测试系统'))
    const changed = loadProjectConfigCached({ root, cacheDir, variant: 'customer' })
    expect(changed.cached).toBe(false)
    expect(changed.config.settings.systemName).toBe('缓存测试系统')
    writeFileSync(variantFile, text.replace(/systemName: .*/, 'systemName: 3'))
    expect(() => loadProjectConfigCached({ root, cacheDir, variant: 'customer' })).toThrow(/配置有误/)
  })
})
