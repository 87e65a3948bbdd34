// Meta-schema of schemas/demo/<entity>.yaml: demo rows of one entity, per tenant, each row
// named. Only the shape is checked here; fields, references and values are checked against the
// entity schema by lint/demo.ts.
import { DEMO_LINES } from '../demo-keys.ts'
import { mapOf, type Schema } from './helpers.ts'

const row: Schema = {
  type: 'object',
  description:
    '一行演示数据：键为实体的接口字段名（不是列名）；引用字段（x-ref）写被引用实体的唯一字段（第一个 x-unique: true 的字段，通常是 code）的值，如 storageId: GZ01；单据的明细写在 lines 下（数组）',
  properties: {
    [DEMO_LINES]: { type: 'array', items: { type: 'object' }, description: '单据（x-lines 实体）的明细行：每行按明细实体的接口字段名写，不写所属单据字段' },
  },
}

const rows = mapOf(row, '^[^0-9]', '行名：同一租户内唯一，不以数字开头（变体按行名覆盖或用 null 删除）')

export const demoMeta: Schema = {
  ...mapOf(rows, '^[A-Z][A-Z0-9_]*$', '租户编码（如 DEMO、HDWL；平台表用 PLATFORM）：大写字母、数字和 _'),
  description: '演示数据：租户编码 → 行名 → 一行。只在首次启动且 WMS_DEMO 不为 0 时写入，按实体的唯一字段跳过已有的行',
}
