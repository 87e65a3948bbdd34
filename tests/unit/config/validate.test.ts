// Meta-schema errors, through loadConfig: exact file, line, column and one error per mistake.

import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/config/load.ts'
import { validateShape } from '../../../src/config/validate.ts'
import { parseSource } from '../../../src/config/source.ts'
import { withBroken } from './helpers.ts'

function errorsOf(path: string, broken: string, variant = 'prison') {
  const result = loadConfig(withBroken(path, broken), { variant })
  expect(result.config).toBeNull()
  return result.errors
}

describe('meta-schema validation', () => {
  it('reports an unknown key at the key, with a suggestion', () => {
    expect(errorsOf('screens.yaml', 'screens-colums.yaml')).toEqual([
      {
        file: 'screens.yaml',
        line: 8,
        col: 3,
        message: '未知的键 "colums"（是否想写 "columns"？）',
        pointer: '/screens/storage-mag/colums',
      },
    ])
  })

  it('reports a wrong type naming the key', () => {
    expect(errorsOf('screens.yaml', 'screens-width.yaml')).toEqual([
      {
        file: 'screens.yaml',
        line: 9,
        col: 13,
        message: '"width" 应为 integer',
        pointer: '/screens/storage-mag/columns/name/width',
      },
    ])
  })

  it('reports a missing required key at the object that lacks it', () => {
    expect(errorsOf('screens.yaml', 'screens-no-title.yaml')).toEqual([
      { file: 'screens.yaml', line: 3, col: 1, message: '缺少必填项 "title"', pointer: '/screens/storage-mag' },
    ])
  })

  it('reports bad YAML syntax with its location', () => {
    const errors = errorsOf('screens.yaml', 'screens-syntax.yaml')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: 'screens.yaml', line: 6, col: 3 })
    expect(errors[0].message).toMatch(/^YAML 语法错误：/)
  })

  it('reports bad JSON syntax in an entity file', () => {
    const errors = errorsOf('schemas/entities/storage.json', 'storage-bad-json.json')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: 'schemas/entities/storage.json', line: 5, col: 3 })
    expect(errors[0].message).toMatch(/^JSON 语法错误：/)
  })

  it('parses an entity file as JSON: a trailing comma is an error at the comma', () => {
    expect(errorsOf('schemas/entities/storage.json', 'storage-trailing-comma.json')).toEqual([
      { file: 'schemas/entities/storage.json', line: 19, col: 68, message: 'JSON 语法错误：多余的逗号（JSON 不允许末尾逗号）' },
    ])
  })

  it('parses an entity file as JSON: a comment is an error where it starts', () => {
    expect(errorsOf('schemas/entities/storage.json', 'storage-comment.json')).toEqual([
      { file: 'schemas/entities/storage.json', line: 5, col: 3, message: 'JSON 语法错误：JSON 不允许注释' },
    ])
  })

  it('reports one YAML syntax error once, not the parser errors that follow from it', () => {
    const errors = errorsOf('schemas/variants/prison.yaml', 'prison-syntax.yaml')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: 'schemas/variants/prison.yaml', line: 5, col: 3 })
    expect(errors[0].message).toMatch(/^YAML 语法错误：/)
  })

  it('reports a duplicate key', () => {
    expect(errorsOf('endpoints.yaml', 'endpoints-duplicate.yaml')).toEqual([{ file: 'endpoints.yaml', line: 3, col: 1, message: '重复的键 "/storage/list"' }])
  })

  it('reports an unknown x- key in an entity JSON', () => {
    expect(errorsOf('schemas/entities/storage.json', 'storage-x-key.json')).toEqual([
      {
        file: 'schemas/entities/storage.json',
        line: 8,
        col: 50,
        message: '未知的键 "x-uniqe"（是否想写 "x-unique"？）',
        pointer: '/entities/storage/properties/code/x-uniqe',
      },
    ])
  })
})

describe('validateShape messages', () => {
  const check = (meta: 'screens' | 'endpoints' | 'workflow' | 'entity', path: string, text: string) => {
    const f = parseSource(path, text)
    return validateShape(meta, f.data, { locate: f.locate }).map((e) => `${e.line}:${e.col} ${e.message}`)
  }

  it('lists enum values', () => {
    expect(check('screens', 'screens.yaml', 'a: { kind: lsit, title: A }\n')).toEqual([
      '1:6 "kind" 取值应为 list、form、detail、approval、report、custom、print',
    ])
  })

  it('gives one error for a misspelt required key, not a second "missing" one', () => {
    expect(check('screens', 'screens.yaml', 'a:\n  kind: list\n  titel: A\n')).toEqual(['3:3 未知的键 "titel"（是否想写 "title"？）'])
  })

  it('decides group or screen by the key, so a screen typo is not also a group error', () => {
    expect(check('screens', 'screens.yaml', '/grp: { kind: group, title: G, icn: x }\nBad: { kind: list, title: B }\n')).toEqual([
      '1:32 未知的键 "icn"（是否想写 "icon"？）',
      '2:1 键 "Bad" 不合规（路由名：小写字母、数字和 -；菜单组以 / 开头）',
    ])
  })

  it('checks endpoint keys, entity property names and workflow state keys', () => {
    expect(check('endpoints', 'endpoints.yaml', 'storage/list: { op: list }\n')).toEqual(['1:1 键 "storage/list" 不合规（接口路径：以 / 开头，不含空白）'])
    expect(check('entity', 'e.json', '{"$id": "e", "title": "E", "type": "object", "properties": {"Name": {"type": "string", "title": "N"}}}')).toEqual([
      '1:61 键 "Name" 不合规（字段名：小写字母开头，只含字母和数字）',
    ])
    expect(check('workflow', 'w.yaml', 'entity: e\nstates: { draft: { label: 草稿 } }\ntransitions: {}\n')).toEqual(['2:11 键 "draft" 不合规（状态值：整数）'])
  })

  it('lists several missing keys of one object in one error', () => {
    expect(check('workflow', 'w.yaml', 'field: status\n')).toEqual(['1:1 缺少必填项 "entity"、"states"、"transitions"'])
  })
})
