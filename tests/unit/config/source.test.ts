import { describe, expect, it } from 'vitest'
import { parseSource } from '../../../src/config/source.ts'

describe('parseSource', () => {
  it('locates map members at their key and sequence items at the item', () => {
    const f = parseSource('endpoints.yaml', '# comment\n/a/b:\n  op: list\n  filters: { name: like }\n  tags:\n    - x\n    - y\n')
    expect(f.errors).toEqual([])
    expect(f.data).toEqual({ '/a/b': { op: 'list', filters: { name: 'like' }, tags: ['x', 'y'] } })
    expect(f.locate('/~1a~1b')).toEqual({ file: 'endpoints.yaml', line: 2, col: 1 })
    expect(f.locate('/~1a~1b/op')).toEqual({ file: 'endpoints.yaml', line: 3, col: 3 })
    expect(f.locate('/~1a~1b/filters/name')).toEqual({ file: 'endpoints.yaml', line: 4, col: 14 })
    expect(f.locate('/~1a~1b/tags/1')).toEqual({ file: 'endpoints.yaml', line: 7, col: 7 })
  })

  it('answers the nearest existing ancestor for a pointer to something absent', () => {
    const f = parseSource('screens.yaml', 'a:\n  columns: {}\n')
    expect(f.locate('/a/columns/missing/width')).toEqual({ file: 'screens.yaml', line: 2, col: 3 })
    expect(f.locate('/nothing')).toEqual({ file: 'screens.yaml', line: 1, col: 1 })
  })

  it('parses JSON with the same parser and positions', () => {
    const f = parseSource('schemas/entities/a.json', '{\n  "$id": "a",\n  "properties": { "name": { "type": "string" } }\n}\n')
    expect(f.errors).toEqual([])
    expect(f.data).toEqual({ $id: 'a', properties: { name: { type: 'string' } } })
    expect(f.locate('/properties/name/type')).toEqual({ file: 'schemas/entities/a.json', line: 3, col: 29 })
  })

  it('holds a .json file to JSON: what YAML would accept is one error at its place', () => {
    const error = (text: string) => parseSource('schemas/entities/a.json', text).errors.map((e) => `${e.line}:${e.col} ${e.message}`)
    expect(error('{ "a": [1, 2,] }')).toEqual(['1:13 JSON 语法错误：多余的逗号（JSON 不允许末尾逗号）'])
    expect(error('{ "a": 1,, "b": [1,,2] }')).toEqual(['1:10 JSON 语法错误：多余的逗号'])
    expect(error('[1,,2]')).toEqual(['1:4 JSON 语法错误：多余的逗号'])
    expect(error('{\n  # note\n  "a": 1 }')).toEqual(['2:3 JSON 语法错误：JSON 不允许注释'])
    expect(error('{ a: 1 }')).toEqual(['1:3 JSON 语法错误：键应为双引号字符串'])
    expect(error('{ "a": \'x\' }')).toEqual(['1:8 JSON 语法错误：字符串应使用双引号'])
    expect(error('{ "a": 1\n  "b": 2 }')).toEqual(['2:3 JSON 语法错误：缺少逗号或 }'])
    expect(error('{ "a": "x\n" }')).toEqual(['1:10 JSON 语法错误：字符串中不能有换行或控制字符'])
    expect(error('{ "a": [1, 2')).toEqual(['1:13 JSON 语法错误：JSON 不完整：缺少 ]'])
    expect(error('{ "a": 1 } x')).toEqual(['1:12 JSON 语法错误：JSON 结束后还有多余的内容'])
    expect(error('{ "a": "\\u00e9 \\n \\"", "b": [-1.5e3, true, false, null, {}] }\n')).toEqual([])
  })

  it('keeps integer map keys as strings, as workflow states need', () => {
    const f = parseSource('schemas/workflows/w.yaml', 'states:\n  0: { label: 草稿 }\n  10: { label: 待审核 }\n')
    expect(Object.keys((f.data as { states: object }).states)).toEqual(['0', '10'])
    expect(f.locate('/states/10')).toEqual({ file: 'schemas/workflows/w.yaml', line: 3, col: 3 })
  })

  it('reports a syntax error with its location and no data', () => {
    const f = parseSource('screens.yaml', 'a:\n  b: [1, 2\nc: 3\n')
    expect(f.data).toBeUndefined()
    expect(f.errors).toHaveLength(1)
    expect(f.errors[0]).toMatchObject({ file: 'screens.yaml', line: 3, col: 1 })
    expect(f.errors[0].message).toMatch(/^YAML 语法错误：/)
  })

  it('reports a duplicate key at the second occurrence, in YAML and in JSON', () => {
    const y = parseSource('endpoints.yaml', '/a: { op: list }\n/b: { op: get }\n/a: { op: get }\n')
    expect(y.errors).toEqual([{ file: 'endpoints.yaml', line: 3, col: 1, message: '重复的键 "/a"' }])
    const j = parseSource('schemas/entities/a.json', '{ "title": "A",\n  "title": "B" }\n')
    expect(j.errors).toEqual([{ file: 'schemas/entities/a.json', line: 2, col: 3, message: '重复的键 "title"' }])
  })

  it('reports an unresolved alias instead of throwing', () => {
    const f = parseSource('screens.yaml', 'a: *nowhere\n')
    expect(f.data).toBeUndefined()
    expect(f.errors.length).toBeGreaterThan(0)
    expect(f.errors[0]).toMatchObject({ file: 'screens.yaml', line: 1 })
  })
})
