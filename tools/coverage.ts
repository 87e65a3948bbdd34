// npm run coverage: how much of the spec's call catalogue endpoints.yaml covers.
// Counts implemented · planned · missing, lists the missing; --list prints every row.
// Reads the base endpoints.yaml (variants may add endpoints; the catalogue is variant-free).

import { readFileSync } from 'node:fs'
import { parseSource } from '../src/config/source.ts'
import { formatError } from '../src/config/load.ts'
import type { EndpointDef } from '../src/config/types.ts'
import { parseCatalogue, rowStatus } from './lib/catalogue.ts'
import type { CatalogueRow, RowStatus } from './lib/catalogue.ts'

const listAll = process.argv.includes('--list')
const catalogue = parseCatalogue(readFileSync(new URL('./spec/catalogue.tsv', import.meta.url), 'utf8'))

let endpoints: Record<string, EndpointDef> = {}
try {
  const file = parseSource('endpoints.yaml', readFileSync('endpoints.yaml', 'utf8'))
  for (const e of file.errors) console.error(formatError(e))
  if (file.data && typeof file.data === 'object') endpoints = file.data as Record<string, EndpointDef>
} catch {
  console.error('endpoints.yaml: 文件不存在，按没有任何接口计算')
}

const rows: [CatalogueRow, RowStatus][] = catalogue.map((r) => [r, rowStatus(r, endpoints)])
const count = (s: RowStatus) => rows.filter(([, st]) => st === s).length
const third = count('third-party')

console.log(
  `implemented ${count('implemented')} · planned ${count('planned')} · missing ${count('missing')}` +
    ` (of ${rows.length - third} server calls; ${third} third-party)`,
)

const missing = rows.filter(([, s]) => s === 'missing')
if (missing.length && !listAll) {
  console.log('\nmissing:')
  for (const [r] of missing) console.log(`  ${r.path}  ${r.method}  ${r.area}`)
}

if (listAll) {
  console.log('')
  for (const [r, s] of rows.filter(([, st]) => st !== 'third-party')) {
    console.log(`${s.padEnd(11)}  ${r.path}  ${r.method}  ${r.area}${r.note ? `  — ${r.note}` : ''}`)
  }
  console.log('\nthird-party (client-side, not server calls):')
  for (const [r] of rows.filter(([, st]) => st === 'third-party')) console.log(`  ${r.path}  ${r.note}`)
}
