// npm run check-config: validate and lint the config under EVERY variant.
// Prints OK with counts, or each error as file:line:col message (exit code 1).

import { formatError, loadConfig } from '../src/config/load.ts'
import { variantNames } from '../src/config/files.ts'
import type { WmsConfig } from '../src/config/types.ts'
import { readConfigSources } from '../src/server/config/project-config.ts'
import { collectRegistries } from './lib/registries.ts'
import { unownedEndpoints } from '../src/config/access.ts'
import { join } from '../src/config/pointer.ts'

const DEFAULT_VARIANT = 'prison'

const root = process.cwd()
const sources = readConfigSources(root)
const registries = await collectRegistries()
const variants = variantNames(sources.map((s) => s.path))

if (variants.length === 0) {
  console.error('schemas/variants:1:1 没有任何变体文件（至少需要一个，例如 prison.yaml）')
  process.exit(1)
}

// The same base error shows up under every variant: print it once, with the variants it hits.
const found = new Map<string, string[]>()
const unowned = new Map<string, ReturnType<ReturnType<typeof loadConfig>['locate']>[]>()
let shown: WmsConfig | undefined
for (const variant of variants) {
  const result = loadConfig(sources, { variant, registries })
  for (const e of result.errors) {
    const line = formatError(e)
    found.set(line, [...(found.get(line) ?? []), variant])
  }
  if (result.config && (!shown || variant === DEFAULT_VARIANT)) shown = result.config
  if (result.config)
    for (const path of unownedEndpoints(result.config)) unowned.set(path, [...(unowned.get(path) ?? []), result.locate(join('/endpoints', path))])
}
// A call that no screen of any variant uses, and that nothing marks open, no user may make.
for (const [path, where] of unowned) {
  if (where.length < variants.length) continue
  const at = where[0] ?? { file: 'endpoints.yaml', line: 1, col: 1 }
  found.set(
    formatError({ ...at, message: `接口 "${path}" 没有页面使用：在页面中引用它，或用 screens: 指明它属于哪些页面，或标为 auth: session（所有登录用户）` }),
    variants,
  )
}

if (found.size > 0) {
  for (const [line, where] of found) {
    const tag = where.length === variants.length ? '' : `  [变体 ${where.join(', ')}]`
    console.error(line + tag)
  }
  console.error(`\n${found.size} 处错误（变体：${variants.join(', ')}）`)
  process.exit(1)
}

const c = shown as WmsConfig
const screens = Object.values(c.screens).filter((s) => s.kind !== 'group').length
const counts = [
  `entities ${Object.keys(c.entities).length}`,
  `endpoints ${Object.keys(c.endpoints).length}`,
  `screens ${screens}`,
  `workflows ${Object.keys(c.workflows).length}`,
  `demo rows ${Object.values(c.demo).reduce((n, file) => n + Object.values(file).reduce((m, rows) => m + Object.keys(rows ?? {}).length, 0), 0)}`,
]
console.log(`OK  ${counts.join(' · ')}  (variants: ${variants.join(', ')})`)
