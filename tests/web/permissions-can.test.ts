// can() and heldFunctions() (spec §5): shown when the menu-function list holds the name,
// or any name of a list; no permission means no restriction.
import { describe, expect, it } from 'vitest'
import { can, heldFunctions } from '../../src/web/permissions/can.ts'

const held = new Set(['storage:add', 'storage:export'])

describe('can', () => {
  it('allows when no permission is asked', () => {
    expect(can(new Set(), undefined)).toBe(true)
    expect(can(new Set(), '')).toBe(true)
  })
  it('checks a single name exactly', () => {
    expect(can(held, 'storage:add')).toBe(true)
    expect(can(held, 'storage:delete')).toBe(false)
    expect(can(held, 'Storage:add')).toBe(false)
  })
  it('allows a list when any one is held', () => {
    expect(can(held, ['storage:delete', 'storage:export'])).toBe(true)
    expect(can(held, ['storage:delete', 'storage:edit'])).toBe(false)
  })
})

describe('heldFunctions', () => {
  it('collects moduleName of /module/usermenufunction', () => {
    const set = heldFunctions([
      { moduleName: 'storage:add', moduleId: 1, parentId: 0 } as { moduleName: string },
      { moduleName: 'storage:add' },
      { moduleName: 'stock:export' },
      { moduleName: '' },
    ])
    expect([...set].sort()).toEqual(['stock:export', 'storage:add'])
  })
  it('answers an empty set for no list', () => {
    expect(heldFunctions(null).size).toBe(0)
  })
})
