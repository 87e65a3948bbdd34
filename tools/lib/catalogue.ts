// The spec's call catalogue (tools/spec/catalogue.tsv, copied from the spec) and how each row
// is matched against endpoints.yaml.

import type { EndpointDef } from '../../src/config/types.ts'

export interface CatalogueRow {
  path: string
  method: string
  area: string
  note: string
}

export type RowStatus = 'implemented' | 'planned' | 'missing' | 'third-party'

export function parseCatalogue(tsv: string): CatalogueRow[] {
  const [header, ...lines] = tsv.split(/\r?\n/).filter((l) => l.trim() !== '')
  const cols = header.split('\t')
  return lines.map((line) => {
    const cells = line.split('\t')
    const get = (name: string) => cells[cols.indexOf(name)] ?? ''
    return { path: get('path'), method: get('method'), area: get('area'), note: get('note') }
  })
}

/**
 * third-party rows are client-side. Rows without a path (unnamed:…, carlist) match endpoints
 * whose `catalogue:` names them; prefix rows (note "prefix…", or a /* path) match any endpoint
 * under the prefix; other rows match the endpoints.yaml key exactly.
 */
export function rowStatus(row: CatalogueRow, endpoints: Record<string, EndpointDef>): RowStatus {
  if (row.path.startsWith('third-party:')) return 'third-party'
  const matches: EndpointDef[] = []
  for (const [key, def] of Object.entries(endpoints)) {
    if (def.catalogue === row.path || matchesPath(row, key)) matches.push(def)
  }
  if (matches.some((d) => d.op !== 'planned')) return 'implemented'
  return matches.length ? 'planned' : 'missing'
}

function matchesPath(row: CatalogueRow, key: string): boolean {
  if (!row.path.startsWith('/')) return false
  const isPrefix = row.note.startsWith('prefix') || row.path.endsWith('/*')
  if (!isPrefix) return key === row.path
  const prefix = row.path.replace(/\/\*$/, '')
  return key === prefix || key.startsWith(prefix + '/')
}
