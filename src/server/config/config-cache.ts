// npm start's config: validating and linting every file took about 3 s at every start on two
// busy cores, for files that rarely change. The checked result is kept in a file with a hash of
// what it was made from (the config files, the variant, the code that checks them, the
// lockfile); a start whose hash matches reads it back, any change checks everything again.
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { WmsConfig } from '../../config/types.ts'
import { checkedConfig, readConfigSources, variantOf } from './project-config.ts'

/** The pure config code (src/config): a change to a rule must not be hidden by the cache. */
const CONFIG_CODE = fileURLToPath(new URL('../../config', import.meta.url))

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? codeFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []))
    .sort()
}

export function loadProjectConfigCached(opts: { root: string; cacheDir: string; variant?: string }): { config: WmsConfig; cached: boolean } {
  const variant = variantOf(opts)
  const sources = readConfigSources(opts.root)
  const hash = createHash('sha256').update(`variant ${variant}\n`)
  for (const s of sources) hash.update(`${s.path}\0${s.text}\0`)
  for (const f of codeFiles(CONFIG_CODE)) hash.update(`${f}\0${readFileSync(f)}\0`)
  try {
    hash.update(readFileSync(join(opts.root, 'package-lock.json')))
  } catch {
    // No lockfile: the other inputs decide.
  }
  const digest = hash.digest('hex')
  const file = join(opts.cacheDir, `config-${variant}.json`)
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8'))
    if (kept?.hash === digest && kept.config) return { config: kept.config as WmsConfig, cached: true }
  } catch {
    // No copy yet, or an unreadable one: check the files.
  }
  const config = checkedConfig(sources, variant)
  try {
    mkdirSync(opts.cacheDir, { recursive: true })
    writeFileSync(file, JSON.stringify({ hash: digest, config }))
  } catch (e) {
    console.warn(`[start] 配置缓存未写入：${(e as Error).message}`)
  }
  return { config, cached: false }
}
