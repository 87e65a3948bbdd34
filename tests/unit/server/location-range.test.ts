import { describe, expect, it } from 'vitest'
import { rangeCodes, MAX_RANGE } from '../../../src/server/domain/basic/location.ts'

const base = { storageId: 1, areaId: 1, prefix: 'B', aisleFrom: 1, aisleTo: 1, shelfFrom: 1, shelfTo: 2, layerFrom: 9, layerTo: 10 }

describe('location ranges', () => {
  it('makes prefix-aisle-shelf-layer codes in pick order', () => {
    expect(rangeCodes(base).map((c) => c.code)).toEqual(['B-01-01-09', 'B-01-01-10', 'B-01-02-09', 'B-01-02-10'])
  })
  it('adds a position part when asked', () => {
    expect(rangeCodes({ ...base, shelfTo: 1, layerTo: 9, positionFrom: 1, positionTo: 2 }).map((c) => c.code)).toEqual(['B-01-01-09-01', 'B-01-01-09-02'])
  })
  it('refuses reversed and oversized ranges', () => {
    expect(() => rangeCodes({ ...base, layerTo: 1 })).toThrow('层的结束值不能小于起始值')
    expect(() => rangeCodes({ ...base, aisleTo: 99, shelfTo: 99 })).toThrow(`一次最多生成 ${MAX_RANGE} 个库位`)
  })
})
