import { describe, expect, it } from 'vitest'
import { mergePatch } from '../../../src/config/merge.ts'
import { SourceIndex } from '../../../src/config/provenance.ts'
import { parseSource } from '../../../src/config/source.ts'

describe('mergePatch (RFC 7396)', () => {
  it('deletes a key patched with null', () => {
    expect(mergePatch({ a: 1, b: 2 }, { a: null })).toEqual({ b: 2 })
  })

  it('replaces arrays whole', () => {
    expect(mergePatch({ tags: ['a', 'b', 'c'] }, { tags: ['z'] })).toEqual({ tags: ['z'] })
  })

  it('merges nested objects recursively', () => {
    const base = { s: { kind: 'list', columns: { a: { width: 1 }, b: {} } } }
    const patch = { s: { columns: { a: { title: 'A' }, b: null, c: {} } } }
    expect(mergePatch(base, patch)).toEqual({ s: { kind: 'list', columns: { a: { width: 1, title: 'A' }, c: {} } } })
  })

  it('follows the examples of RFC 7396 appendix A', () => {
    expect(mergePatch({ a: 'b' }, { a: 'c' })).toEqual({ a: 'c' })
    expect(mergePatch({ a: 'b' }, { b: 'c' })).toEqual({ a: 'b', b: 'c' })
    expect(mergePatch({ a: ['b'] }, { a: 'c' })).toEqual({ a: 'c' })
    expect(mergePatch({ a: 'c' }, { a: ['b'] })).toEqual({ a: ['b'] })
    expect(mergePatch({ a: { b: 'c' } }, { a: { b: 'd', c: null } })).toEqual({ a: { b: 'd' } })
    expect(mergePatch({ a: [{ b: 'c' }] }, { a: [1] })).toEqual({ a: [1] })
    expect(mergePatch(['a', 'b'], ['c', 'd'])).toEqual(['c', 'd'])
    expect(mergePatch({ a: 'b' }, ['c'])).toEqual(['c'])
    expect(mergePatch({ a: 'foo' }, null)).toBeNull()
    expect(mergePatch({ e: null }, { a: 1 })).toEqual({ e: null, a: 1 })
    expect(mergePatch([1, 2], { a: 'b', c: null })).toEqual({ a: 'b' })
    expect(mergePatch({}, { a: { bb: { ccc: null } } })).toEqual({ a: { bb: {} } })
  })

  it('does not mutate its inputs', () => {
    const base = { a: { b: 1 }, list: [1] }
    const patch = { a: { c: 2 }, list: [2] }
    const out = mergePatch(base, patch) as { list: number[] }
    expect(base).toEqual({ a: { b: 1 }, list: [1] })
    out.list.push(3)
    expect(patch.list).toEqual([2])
  })

  it('keeps a "__proto__" key as data', () => {
    const patch = JSON.parse('{"__proto__": {"polluted": true}}')
    const out = mergePatch({}, patch) as Record<string, unknown>
    expect(Object.hasOwn(out, '__proto__')).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('mergePatch provenance', () => {
  const base = parseSource('screens.yaml', 's:\n  kind: list\n  columns:\n    a: { width: 1 }\n    b: {}\n  tags: [x, y]\n')
  const variant = parseSource('v.yaml', 'screens:\n  s:\n    columns:\n      a: { title: A }\n      b: null\n      c: { width: 3 }\n    tags: [z]\n')

  function merged() {
    const index = new SourceIndex()
    index.replace(['screens'], base.index)
    const patch = (variant.data as { screens: unknown }).screens
    const data = mergePatch(base.data, patch, { index, at: ['screens'], patch: variant.index.kids?.get('screens') })
    return { index, data }
  }

  it('keeps base locations where the patch only merges into an object', () => {
    const { index } = merged()
    expect(index.locate('/screens/s')).toEqual({ file: 'screens.yaml', line: 1, col: 1 })
    expect(index.locate('/screens/s/kind')).toEqual({ file: 'screens.yaml', line: 2, col: 3 })
    expect(index.locate('/screens/s/columns/a')).toEqual({ file: 'screens.yaml', line: 4, col: 5 })
    expect(index.locate('/screens/s/columns/a/width')).toEqual({ file: 'screens.yaml', line: 4, col: 10 })
  })

  it('records the patch file where the patch sets a value', () => {
    const { index } = merged()
    expect(index.locate('/screens/s/columns/a/title')).toEqual({ file: 'v.yaml', line: 4, col: 12 })
    expect(index.locate('/screens/s/columns/c')).toEqual({ file: 'v.yaml', line: 6, col: 7 })
    expect(index.locate('/screens/s/columns/c/width')).toEqual({ file: 'v.yaml', line: 6, col: 12 })
  })

  it('replaces every entry under a replaced array and drops deleted keys', () => {
    const { index } = merged()
    expect(index.locate('/screens/s/tags')).toEqual({ file: 'v.yaml', line: 7, col: 5 })
    expect(index.locate('/screens/s/tags/0')).toEqual({ file: 'v.yaml', line: 7, col: 12 })
    // The base's second item is gone: the nearest recorded ancestor answers.
    expect(index.locate('/screens/s/tags/1')).toEqual({ file: 'v.yaml', line: 7, col: 5 })
    expect(index.locate('/screens/s/columns/b')).toEqual({ file: 'screens.yaml', line: 3, col: 3 })
  })

  it('does not change the index of the parsed base file', () => {
    merged()
    const again = new SourceIndex()
    again.replace(['screens'], base.index)
    expect(again.locate('/screens/s/columns/b')).toEqual({ file: 'screens.yaml', line: 5, col: 5 })
    expect(again.locate('/screens/s/tags/1')).toEqual({ file: 'screens.yaml', line: 6, col: 13 })
  })
})
