// The coverage tool's matching of catalogue rows against endpoints.yaml.

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseCatalogue, rowStatus } from '../../../tools/lib/catalogue.ts'
import type { CatalogueRow } from '../../../tools/lib/catalogue.ts'
import type { EndpointDef } from '../../../src/config/types.ts'

const row = (path: string, note = ''): CatalogueRow => ({ path, method: 'POST', area: '7.x', note })

describe('catalogue rows', () => {
  it('parses the copied spec catalogue', () => {
    const rows = parseCatalogue(readFileSync(new URL('../../../tools/spec/catalogue.tsv', import.meta.url), 'utf8'))
    expect(rows.length).toBe(254)
    expect(rows[0]).toEqual({ path: '/login', method: 'POST', area: '7.1 Account and session', note: 'account, password; no token header' })
    expect(rows.filter((r) => rowStatus(r, {}) === 'third-party')).toHaveLength(4)
  })

  it('matches explicit paths exactly', () => {
    const eps: Record<string, EndpointDef> = { '/login': { op: 'custom', handler: 'auth.login' }, '/home/count': { op: 'planned' } }
    expect(rowStatus(row('/login'), eps)).toBe('implemented')
    expect(rowStatus(row('/home/count'), eps)).toBe('planned')
    expect(rowStatus(row('/login/info'), eps)).toBe('missing')
  })

  it('matches prefix rows by any endpoint under the prefix', () => {
    const eps: Record<string, EndpointDef> = {
      '/v1/purchase/list': { op: 'list', entity: 'purchase' },
      '/v1/supplybill': { op: 'planned', prefix: true },
      '/v1/productPurchase/x': { op: 'list', entity: 'p' },
    }
    expect(rowStatus(row('/v1/purchase', 'prefix: list, add'), eps)).toBe('implemented')
    expect(rowStatus(row('/v1/supplybill/*', 'prefix: payment'), eps)).toBe('planned')
    expect(rowStatus(row('/v1/product', 'prefix: operations not shown'), eps)).toBe('missing')
  })

  it('matches pathless rows through the catalogue field', () => {
    const eps: Record<string, EndpointDef> = {
      '/upload/image': { op: 'custom', handler: 'upload.image', catalogue: 'unnamed:image-upload' },
      '/v1/car/list': { op: 'planned', catalogue: 'carlist' },
    }
    expect(rowStatus(row('unnamed:image-upload'), eps)).toBe('implemented')
    expect(rowStatus(row('carlist'), eps)).toBe('planned')
    expect(rowStatus(row('adventSku'), eps)).toBe('missing')
    expect(rowStatus(row('third-party:ip-location'), eps)).toBe('third-party')
  })
})
