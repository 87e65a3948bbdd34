// check-config and the server decide with one rule which filters a list call accepts: every
// filter key the config side accepts is a key of the payload schema the server validates with,
// and the payload schema accepts no filter beyond them.

import { describe, expect, it } from 'vitest'
import { acceptedFilters, LIST_OPS } from '../../../src/config/list-filters.ts'
import { payloadSchema } from '../../../src/server/crud/payload-schemas.ts'
import { loadProjectConfig } from '../../../src/server/config/project-config.ts'

/** The list body's own keys: paging, sort, the exact count asked for, an options search, an export's columns. */
const BODY_KEYS = new Set(['pageIndex', 'pageSize', 'sort', 'exactCount', 'keyword', 'columns'])

describe('accepted list filters', () => {
  for (const variant of ['prison', 'customer']) {
    it(`match the server's payload schemas of every list, export, options and payload call (${variant})`, () => {
      const config = loadProjectConfig({ variant })
      let compared = 0
      for (const [path, endpoint] of Object.entries(config.endpoints)) {
        const accepted = acceptedFilters(config, endpoint)
        if (!accepted || (endpoint.payload === undefined && !LIST_OPS.has(endpoint.op))) continue
        const schema = payloadSchema(config, endpoint) as { properties: Record<string, { enum?: unknown[] }> }
        const keys = Object.keys(schema.properties).filter((k) => endpoint.payload !== undefined || !BODY_KEYS.has(k))
        expect([...accepted.keys()].sort(), path).toEqual(keys.sort())
        compared++
      }
      expect(compared).toBeGreaterThan(300)
    })
  }

  it('a list whose endpoint names its filters accepts those, a default list every stored field with its own operator', () => {
    const config = loadProjectConfig({ variant: 'prison' })
    const materials = acceptedFilters(config, config.endpoints['/provider/sku/list'])!
    expect(Object.fromEntries(materials)).toEqual({ providerId: 'eq', skuId: 'eq' })
    const storages = acceptedFilters(config, config.endpoints['/storage/list'])!
    expect(storages.get('name')).toBe('like')
    expect(storages.get('createdAt')).toBe('between')
    expect(storages.has('storageName')).toBe(false)
  })
})
