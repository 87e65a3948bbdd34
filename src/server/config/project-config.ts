// Read the config files of a checkout from disk and load them (Node only; src/config is pure).

import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { formatError, loadConfig } from '../../config/load.ts'
import type { ConfigSource } from '../../config/load.ts'
import type { Registries, WmsConfig } from '../../config/types.ts'

/** The config files of the layout (DESIGN.md §1); missing folders are simply empty. */
export function readConfigSources(rootDir: string): ConfigSource[] {
  const sources: ConfigSource[] = []
  const add = (path: string) => sources.push({ path, text: readFileSync(join(rootDir, path), 'utf8') })
  for (const file of ['screens.yaml', 'endpoints.yaml']) if (existsSync(join(rootDir, file))) add(file)
  for (const [dir, ext] of [
    ['schemas/entities', '.json'],
    ['schemas/workflows', '.yaml'],
    ['schemas/variants', '.yaml'],
    ['schemas/demo', '.yaml'],
  ]) {
    const abs = join(rootDir, dir)
    if (!existsSync(abs)) continue
    for (const name of readdirSync(abs)
      .filter((n) => n.endsWith(ext))
      .sort())
      add(`${dir}/${name}`)
  }
  return sources
}

export interface ProjectConfigOptions {
  /** Repo root; default the current directory. */
  root?: string
  /** Default: WMS_VARIANT, else 'prison' (the delivered build). */
  variant?: string
  registries?: Registries
}

export const variantOf = (opts: ProjectConfigOptions) => opts.variant ?? (process.env.WMS_VARIANT || 'prison')

/** The merged, validated config; throws one Error listing every problem. */
export function loadProjectConfig(opts: ProjectConfigOptions = {}): WmsConfig {
  return checkedConfig(readConfigSources(opts.root ?? process.cwd()), variantOf(opts), opts.registries)
}

/** `sources` merged and validated for `variant`; throws one Error listing every problem. */
export function checkedConfig(sources: ConfigSource[], variant: string, registries?: Registries): WmsConfig {
  const result = loadConfig(sources, { variant, registries })
  if (!result.config) {
    const lines = result.errors.map(formatError)
    throw new Error(`配置有误（变体 ${variant}，${lines.length} 处）：\n${lines.join('\n')}`)
  }
  return result.config
}
