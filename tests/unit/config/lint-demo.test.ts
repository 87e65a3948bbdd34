// Demo rows (schemas/demo/<entity>.yaml): merged with the variant's overlay, and checked against
// their entity with errors at file:line:col.

import { describe, expect, it } from 'vitest'
import { formatError, loadConfig } from '../../../src/config/load.ts'
import type { ConfigSource } from '../../../src/config/load.ts'
import { cleanSources } from './helpers.ts'

// A place refers to a storage; the fixture's storage is keyed by its unique name.
const PLACE = JSON.stringify({
  $id: 'place',
  title: '场地',
  type: 'object',
  'x-table': 'place',
  required: ['code', 'storageId'],
  properties: {
    code: { type: 'string', title: '场地编码', 'x-unique': true },
    storageId: { type: 'integer', title: '仓库', 'x-ref': 'storage' },
    capacity: { type: 'integer', title: '容量', minimum: 0 },
  },
})

const STORAGE_ROWS = `# yaml-language-server: $schema=../meta/demo.schema.json
DEMO:
  GZ:
    name: 广州仓
    code: GZ01
  SZ:
    name: 深圳仓
    code: SZ01
`

function load(demo: Record<string, string>, variantTail = ''): ReturnType<typeof loadConfig> {
  const sources: ConfigSource[] = cleanSources().map((s) => (s.path === 'schemas/variants/prison.yaml' ? { ...s, text: s.text + variantTail } : s))
  sources.push({ path: 'schemas/entities/place.json', text: PLACE })
  for (const [entity, text] of Object.entries(demo)) sources.push({ path: `schemas/demo/${entity}.yaml`, text })
  return loadConfig(sources, { variant: 'prison' })
}
const messages = (demo: Record<string, string>, variantTail = '') => load(demo, variantTail).errors.map(formatError)

describe('demo rows', () => {
  it('load per entity, tenant and row name, references by the referenced key field', () => {
    const { config, errors } = load({ storage: STORAGE_ROWS, place: 'DEMO:\n  P1:\n    code: P1\n    storageId: 广州仓\n    capacity: 2\n' })
    expect(errors).toEqual([])
    expect(config!.demo.storage.DEMO.SZ).toEqual({ name: '深圳仓', code: 'SZ01' })
    expect(config!.demo.place.DEMO.P1.storageId).toBe('广州仓')
  })

  it('a variant adds a row and deletes another through the merge', () => {
    const { config, errors } = load({ storage: STORAGE_ROWS }, '\ndemo:\n  storage:\n    DEMO:\n      SZ: null\n      FS: { name: 佛山仓, code: FS01 }\n')
    expect(errors).toEqual([])
    expect(Object.keys(config!.demo.storage.DEMO)).toEqual(['GZ', 'FS'])
  })

  it('an unknown field, with the field it was probably meant to be', () => {
    expect(messages({ storage: 'DEMO:\n  GZ:\n    nmae: 广州仓\n    code: GZ01\n' })).toEqual([
      'schemas/demo/storage.yaml:2:3 缺少必填字段 "name"（仓库名称）',
      'schemas/demo/storage.yaml:3:5 字段 "nmae" 不在实体 "storage" 中（是否想写 "name"？）',
    ])
  })

  it('a value the entity schema refuses, in the words the API would use', () => {
    expect(messages({ storage: 'DEMO:\n  GZ:\n    name: 广州仓\n    code: gz-1\n    status: 7\n' })).toEqual([
      'schemas/demo/storage.yaml:4:5 只能是大写字母和数字',
      'schemas/demo/storage.yaml:5:5 状态取值不正确',
    ])
  })

  it('a reference to a row no demo file declares for that tenant', () => {
    const place = 'DEMO:\n  P1:\n    code: P1\n    storageId: 广州藏\nHDWL:\n  P2:\n    code: P2\n    storageId: 广州仓\n'
    expect(messages({ storage: STORAGE_ROWS, place })).toEqual([
      'schemas/demo/place.yaml:4:5 "storageId" 引用的 storage "广州藏"（按 name）在 DEMO 的演示数据中没有声明（是否想写 "广州仓"？）',
      'schemas/demo/place.yaml:8:5 "storageId" 引用的 storage "广州仓"（按 name）在 HDWL 的演示数据中没有声明',
    ])
  })

  it('a repeated unique key, an entity without one, and a file naming no entity', () => {
    expect(messages({ storage: 'DEMO:\n  A:\n    name: 仓\n    code: A1\n  B:\n    name: 仓\n    code: B1\n' })).toEqual([
      'schemas/demo/storage.yaml:6:5 "name" 的值 "仓" 与行 "A" 重复',
    ])
    expect(messages({ provider: 'DEMO:\n  P:\n    name: 供应商\n' })).toEqual([
      'schemas/demo/provider.yaml:1:1 实体 "provider" 没有唯一字段（x-unique），无法判断演示数据是否已写入',
    ])
    expect(messages({ storag: 'DEMO: {}\n' })).toEqual(['schemas/demo/storag.yaml:1:1 实体 "storag" 不存在（是否想写 "storage"？）'])
  })

  it('the shape: tenant codes in capitals, row names not starting with a digit', () => {
    const found = messages({ storage: 'demo:\n  1st:\n    name: 仓\n' })
    expect(found.some((m) => m.startsWith('schemas/demo/storage.yaml:1:1') && m.includes('租户编码'))).toBe(true)
  })
})

describe('demo rows next to a broken demo file', () => {
  it('a reference into a file with errors of its own is not reported again', () => {
    const place = 'DEMO:\n  P1:\n    code: P1\n    storageId: 广州仓\n'
    expect(messages({ storage: 'DEMO:\n  GZ: [1]\n', place })).toEqual(['schemas/demo/storage.yaml:2:3 "GZ" 应为 object'])
  })
})
