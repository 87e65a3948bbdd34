// Dev mode (npm run dev): the config read again from disk after an edit. A config that loads and
// lints becomes the running one and every listener hears of it; a broken one, or one whose
// tables differ from the running config's (that needs a migration), is refused and the last
// good config keeps serving. The loader itself stays pure (src/config/load.ts).
import type { WmsConfig } from '../../config/types.ts'
import { formatError, loadConfig } from '../../config/load.ts'
import { readConfigSources } from '../config/project-config.ts'
import { diffTables } from '../db/schema/ddl.ts'
import { tableModels } from '../db/schema/table-model.ts'

/** What a browser (or the terminal) is told after a reload. */
export type ConfigEvent = { kind: 'config'; version: number } | { kind: 'error'; title: string; messages: string[] }

export interface ConfigReloader {
  current(): WmsConfig
  /** Counts the configs swapped in since start (0: the one the server started with). */
  version(): number
  /** The refusal of the last reload, while no later one has succeeded. */
  lastError(): ConfigEvent | null
  reload(): ConfigEvent
  subscribe(listener: (e: ConfigEvent) => void): () => void
}

export function createConfigReloader(opts: { root: string; variant: string; initial: WmsConfig }): ConfigReloader {
  let config = opts.initial
  let version = 0
  let error: ConfigEvent | null = null
  const listeners = new Set<(e: ConfigEvent) => void>()

  function next(): ConfigEvent {
    const result = loadConfig(readConfigSources(opts.root), { variant: opts.variant })
    if (!result.config)
      return { kind: 'error', title: `配置有误（${result.errors.length} 处），仍使用上一次正确的配置`, messages: result.errors.map(formatError) }
    // Tables follow the entity schemas: a change to them is a migration, not a hot swap.
    const diff = diffTables(tableModels(config.entities), tableModels(result.config.entities))
    if (diff.statements.length || diff.problems.length)
      return {
        kind: 'error',
        title: '实体定义的变化需要数据库迁移，不能热加载：请运行 npm run migrations -- new <名称> 后重启',
        messages: [...diff.statements.map((s) => s.split('\n')[0]), ...diff.problems],
      }
    config = result.config
    version += 1
    return { kind: 'config', version }
  }

  return {
    current: () => config,
    version: () => version,
    lastError: () => error,
    reload() {
      let e: ConfigEvent
      try {
        e = next()
      } catch (x) {
        // A file removed between listing and reading it, say: the next change reloads again.
        e = { kind: 'error', title: '配置读取失败，仍使用上一次正确的配置', messages: [(x as Error).message] }
      }
      error = e.kind === 'error' ? e : null
      for (const l of listeners) l(e)
      return e
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
