import { describe, expect, it } from 'vitest'
import { editDistance, suggest } from '../../../src/config/suggest.ts'

describe('did-you-mean', () => {
  it('counts a transposition as one edit', () => {
    expect(editDistance('titel', 'title')).toBe(1)
    expect(editDistance('colums', 'columns')).toBe(1)
  })

  it('suggests the closest key within two edits, ignoring case first', () => {
    const keys = ['x-enumName', 'x-enumNames', 'x-enumColors']
    expect(suggest('x-enumname', keys)).toBe('x-enumName')
    expect(suggest('colums', ['columns', 'filters'])).toBe('columns')
    expect(suggest('widht', ['width', 'hidden'])).toBe('width')
  })

  it('suggests nothing for unrelated or very short names', () => {
    expect(suggest('permission', ['columns', 'filters'])).toBeUndefined()
    expect(suggest('to', ['op', 'in'])).toBeUndefined()
  })
})
