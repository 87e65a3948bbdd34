// x-enumOf: the approval document types are declared once (approvalFlow.docType) and every
// approval query takes them from there, after the variant's overlays; a bad target is located.
import { describe, expect, it } from 'vitest'
import { formatError, loadConfig } from '../../../src/config/load.ts'
import type { ConfigSource } from '../../../src/config/load.ts'
import { cleanSources } from './helpers.ts'

const entity = (id: string, docType: object) =>
  JSON.stringify({ $id: id, title: id, type: 'object', properties: { docType: { type: 'string', title: '单据类型', maxLength: 32, ...docType } } }, null, 2)
const FLOW = entity('approvalFlow', { enum: ['goods', 'purchase'], 'x-enumNames': ['商品', '采购单'] })

function sources(query: object, overlay = ''): ConfigSource[] {
  return [
    ...cleanSources().map((s) => (s.path === 'schemas/variants/prison.yaml' ? { ...s, text: s.text + overlay } : s)),
    { path: 'schemas/entities/approvalFlow.json', text: FLOW },
    { path: 'schemas/entities/approvalPageQuery.json', text: entity('approvalPageQuery', query) },
  ]
}

describe('x-enumOf', () => {
  it('gives a field the values and names of the field it names', () => {
    const { config, errors } = loadConfig(sources({ 'x-enumOf': 'approvalFlow.docType' }), { variant: 'prison' })
    expect(errors.map(formatError)).toEqual([])
    expect(config!.entities.approvalPageQuery.properties.docType).toMatchObject({ enum: ['goods', 'purchase'], 'x-enumNames': ['商品', '采购单'] })
  })

  it('follows an overlay of the source: a type a variant adds is valid everywhere', () => {
    const overlay =
      'entities:\n  approvalFlow:\n    properties:\n      docType: { enum: [goods, purchase, repairOrder], x-enumNames: [商品, 采购单, 设备维修单] }\n'
    const { config } = loadConfig(sources({ 'x-enumOf': 'approvalFlow.docType' }, overlay), { variant: 'prison' })
    expect(config!.entities.approvalPageQuery.properties.docType['x-enumNames']).toEqual(['商品', '采购单', '设备维修单'])
  })

  it('names a target that is not a field with an enum of its own, at its line', () => {
    for (const ref of ['approvalFlow.doctype', 'approvalFlow', 'approvalPageQuery.docType']) {
      const errors = loadConfig(sources({ 'x-enumOf': ref }), { variant: 'prison' }).errors.map(formatError)
      expect(errors).toEqual([`schemas/entities/approvalPageQuery.json:10:7 "x-enumOf" 应写作 实体.字段，所指字段要有自己的 enum："${ref}" 不是这样的字段`])
    }
  })
})
