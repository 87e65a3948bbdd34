import { describe, expect, it } from 'vitest'
import type { Condition } from '../../src/config/types.ts'
import { conditionProblems, evaluate, readPath } from '../../src/web/engine/conditions.ts'

const row = {
  status: 1,
  qty: 5,
  code: 'CK01',
  tags: [],
  note: '  ',
  remark: 'x',
  price: '12.5',
  date: '2024-05-01',
  zero: 0,
  nil: null,
  owner: { id: 7, name: '甲' },
}
const ev = (c: unknown, scopes: Parameters<typeof evaluate>[1] = { row }) => evaluate(c as Condition, scopes)

describe('ops', () => {
  it('eq and bare values', () => {
    expect(ev({ status: { eq: 1 } })).toBe(true)
    expect(ev({ status: { eq: 0 } })).toBe(false)
    expect(ev({ status: 1 })).toBe(true)
    expect(ev({ status: '1' })).toBe(true) // numeric strings and numbers match
    expect(ev({ code: 'CK01' })).toBe(true)
    expect(ev({ missing: null })).toBe(true)
    expect(ev({ nil: { eq: null } })).toBe(true)
    expect(ev({ zero: { eq: '' } })).toBe(false)
    expect(ev({ zero: false })).toBe(false)
  })

  it('ne', () => {
    expect(ev({ status: { ne: 0 } })).toBe(true)
    expect(ev({ status: { ne: 1 } })).toBe(false)
    expect(ev({ missing: { ne: null } })).toBe(false)
  })

  it('in and nin', () => {
    expect(ev({ status: { in: [1, 2] } })).toBe(true)
    expect(ev({ status: { in: [] } })).toBe(false)
    expect(ev({ status: { nin: [0, 2] } })).toBe(true)
    expect(ev({ status: { nin: ['1'] } })).toBe(false)
  })

  it('gt, gte, lt, lte on numbers, numeric strings and strings', () => {
    expect(ev({ qty: { gt: 4 } })).toBe(true)
    expect(ev({ qty: { gt: 5 } })).toBe(false)
    expect(ev({ qty: { gte: 5 } })).toBe(true)
    expect(ev({ qty: { lt: 5 } })).toBe(false)
    expect(ev({ qty: { lte: 5 } })).toBe(true)
    expect(ev({ price: { gt: 12 } })).toBe(true)
    expect(ev({ date: { gte: '2024-01-01', lt: '2024-12-31' } })).toBe(true)
    expect(ev({ date: { gt: '2024-06-01' } })).toBe(false)
    expect(ev({ missing: { lt: 1 } })).toBe(false) // nothing to compare: false, not 0
    expect(ev({ code: { gt: 1 } })).toBe(false)
    expect(ev({ owner: { gt: 'a' } })).toBe(false)
  })

  it('empty', () => {
    for (const f of ['missing', 'nil', 'tags', 'note']) expect(ev({ [f]: { empty: true } })).toBe(true)
    expect(ev({ remark: { empty: true } })).toBe(false)
    expect(ev({ remark: { empty: false } })).toBe(true)
    expect(ev({ zero: { empty: true } })).toBe(false)
    expect(ev({ x: { empty: true } }, { row: { x: {} } })).toBe(true)
  })

  it('truthy', () => {
    expect(ev({ status: { truthy: true } })).toBe(true)
    expect(ev({ zero: { truthy: true } })).toBe(false)
    expect(ev({ zero: { truthy: false } })).toBe(true)
    expect(ev({ missing: { truthy: false } })).toBe(true)
  })

  it('several ops on a field and several fields must all hold', () => {
    expect(ev({ qty: { gt: 0, lte: 10 }, status: 1 })).toBe(true)
    expect(ev({ qty: { gt: 0, lte: 4 }, status: 1 })).toBe(false)
    expect(ev({ qty: { gt: 0 }, status: 0 })).toBe(false)
    expect(ev({})).toBe(true)
  })
})

describe('combinators', () => {
  it('all', () => {
    expect(ev({ all: [{ status: 1 }, { qty: { gt: 1 } }] })).toBe(true)
    expect(ev({ all: [{ status: 1 }, { qty: { gt: 9 } }] })).toBe(false)
    expect(ev({ all: [] })).toBe(true)
  })

  it('any', () => {
    expect(ev({ any: [{ status: 0 }, { qty: { gt: 1 } }] })).toBe(true)
    expect(ev({ any: [{ status: 0 }, { qty: { gt: 9 } }] })).toBe(false)
    expect(ev({ any: [] })).toBe(false)
  })

  it('not, and nesting', () => {
    expect(ev({ not: { status: 0 } })).toBe(true)
    expect(ev({ not: { status: 1 } })).toBe(false)
    expect(ev({ any: [{ not: { status: 1 } }, { all: [{ code: 'CK01' }, { not: { qty: 0 } }] }] })).toBe(true)
  })

  it('mixes a combinator with field tests (all must hold)', () => {
    expect(ev({ status: 1, any: [{ qty: 0 }, { qty: 5 }] })).toBe(true)
    expect(ev({ status: 0, any: [{ qty: 0 }, { qty: 5 }] })).toBe(false)
  })
})

describe('paths and scopes', () => {
  const session = { userInfo: { userType: { value: 1 }, name: '管理员' }, 'a.b': 'literal' }
  const settings = { hasShortCode: true, customerName: 'prison' }
  const form = { storageId: 3 }

  it('reads dotted paths', () => {
    expect(ev({ 'owner.id': 7 })).toBe(true)
    expect(ev({ 'owner.id.deeper': { empty: true } })).toBe(true)
    expect(readPath(session, 'userInfo.userType.value')).toBe(1)
    expect(readPath(session, 'a.b')).toBe('literal')
    expect(readPath({ list: [{ v: 2 }] }, 'list.0.v')).toBe(2)
    expect(readPath(null, 'x')).toBeUndefined()
    expect(readPath({ x: 1 }, 'toString')).toBeUndefined()
  })

  it('selects the scope, row by default', () => {
    const scopes = { row, form, session, settings }
    expect(ev({ scope: 'session', 'userInfo.userType.value': { eq: 1 } }, scopes)).toBe(true)
    expect(ev({ scope: 'settings', hasShortCode: true, customerName: { in: ['prison'] } }, scopes)).toBe(true)
    expect(ev({ scope: 'form', storageId: { gt: 0 } }, scopes)).toBe(true)
    expect(ev({ scope: 'row', storageId: { empty: true } }, scopes)).toBe(true)
    expect(ev({ storageId: { empty: true } }, scopes)).toBe(true)
  })

  it('lets nested conditions inherit or override the scope', () => {
    const scopes = { row, session, settings }
    expect(ev({ scope: 'settings', all: [{ hasShortCode: true }, { scope: 'row', status: 1 }] }, scopes)).toBe(true)
    expect(ev({ scope: 'settings', any: [{ status: 1 }] }, scopes)).toBe(false)
  })

  it('reads a missing scope as empty', () => {
    expect(ev({ scope: 'form', storageId: { empty: true } }, {})).toBe(true)
    expect(ev({ status: 1 }, {})).toBe(false)
  })
})

describe('malformed conditions', () => {
  const cases: [unknown, string][] = [
    [{ status: { like: 1 } }, 'status: unknown op "like"'],
    [{ status: {} }, 'status: no operator'],
    [{ status: [1, 2] }, 'status: a bare list is ambiguous, use {in: [...]}'],
    [{ status: { in: 1 } }, 'status.in: needs a list'],
    [{ status: { nin: 'a' } }, 'status.nin: needs a list'],
    [{ status: { empty: 'yes' } }, 'status.empty: needs true or false'],
    [{ status: { truthy: 1 } }, 'status.truthy: needs true or false'],
    [{ status: { gt: null } }, 'status.gt: needs a number or a string'],
    [{ status: { eq: { a: 1 } } }, 'status.eq: needs a plain value'],
    [{ scope: 'user', status: 1 }, 'scope: unknown scope "user" (row, form, session, settings)'],
    [{ all: { status: 1 } }, 'all: must be a list of conditions'],
    [{ any: [1] }, 'any[0]: must be an object'],
    [{ not: [] }, 'not: must be an object'],
    [{ all: [{ any: [{ x: { bad: 1 } }] }] }, 'all[0].any[0].x: unknown op "bad"'],
    [{ '': 1 }, '"": bad field name'],
    [{ 'a..b': 1 }, '"a..b": bad field name'],
    ['status == 1', 'condition: must be an object'],
    [[{ status: 1 }], 'condition: must be an object'],
  ]

  it.each(cases)('%j answers false and reports %s', (cond, problem) => {
    expect(conditionProblems(cond)).toContain(problem)
    expect(ev(cond)).toBe(false)
  })

  it('a malformed branch makes the whole condition false, even under not', () => {
    expect(ev({ not: { status: { bad: 1 } } })).toBe(false)
    expect(ev({ any: [{ status: 1 }, { qty: { bad: 1 } }] })).toBe(false)
  })

  it('collects every problem', () => {
    expect(conditionProblems({ a: { x: 1, in: 2 }, scope: 3 })).toEqual([
      'a: unknown op "x"',
      'a.in: needs a list',
      'scope: unknown scope 3 (row, form, session, settings)',
    ])
  })

  it('accepts well-formed conditions and the absence of one', () => {
    expect(conditionProblems(undefined)).toEqual([])
    expect(conditionProblems(null)).toEqual([])
    expect(conditionProblems({ scope: 'session', 'userInfo.userType.value': { in: [1, 2] }, all: [{ not: { x: { empty: false } } }] })).toEqual([])
    expect(evaluate(undefined, { row })).toBe(true)
    expect(evaluate(null, {})).toBe(true)
  })

  it('reuses the check of a condition object across rows', () => {
    const cond: Condition = { status: { eq: 1 } }
    expect([{ status: 1 }, { status: 0 }, { status: '1' }].map((r) => evaluate(cond, { row: r }))).toEqual([true, false, true])
  })
})
