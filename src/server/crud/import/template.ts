// op: importTemplate. The .xlsx a user fills in: the headers (required ones marked *), drop-down
// lists for enums and yes/no, one example row from real records, and a sheet of rules.
import ExcelJS from 'exceljs'
import type { EntityField } from '../../../config/types.ts'
import { ident } from '../../db/schema/naming.ts'
import { entityModel } from '../entity-model.ts'
import { xlsxResponse } from '../export.ts'
import { importColumns, type ImportColumn } from './columns.ts'
import { MAX_IMPORT_ROWS } from './import-op.ts'
import { read } from '../../kernel/define.ts'

function rule(f: EntityField): string {
  if (f.enum) return `可选：${(f['x-enumNames'] ?? f.enum.map(String)).join('、')}`
  if (f.type === 'boolean') return '填“是”或“否”'
  if (f['x-ref']) return '填编码或名称'
  if (f['x-format'] === 'skuAttrs') return '名称:值;名称:值，如 颜色:红;尺码:L'
  if (f.format === 'date') return '日期，如 2026-11-22'
  if (f.type === 'integer') return `整数${f.minimum !== undefined ? `，不小于 ${f.minimum}` : ''}`
  if (f.type === 'number') return `数字${f.multipleOf ? `，最多 ${String(f.multipleOf).split('.')[1]?.length ?? 0} 位小数` : ''}`
  return f.maxLength ? `最多 ${f.maxLength} 个字符` : '文本'
}

function example(c: ImportColumn, refLabel?: string): unknown {
  const f = c.field
  if (f.default !== undefined && f.enum) return f['x-enumNames']?.[f.enum.indexOf(f.default as never)] ?? ''
  if (f.enum) return f['x-enumNames']?.[0] ?? f.enum[0]
  if (f.type === 'boolean') return '否'
  if (f['x-ref']) return refLabel ?? ''
  if (f['x-format'] === 'skuAttrs') return '颜色:红;尺码:L'
  if (f.format === 'date') return '2026-11-22'
  if (f.type === 'integer' || f.type === 'number') return c.required ? 1 : ''
  return c.required ? `示例${c.header}` : ''
}

export const importTemplate = read(async (ctx) => {
  const model = entityModel(ctx.config, ctx.endpoint.entity!)
  const cols = importColumns(ctx.config, model)
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('导入数据')
  ws.columns = cols.map((c) => ({ header: c.required ? `*${c.header}` : c.header, key: c.header, width: Math.max(12, c.header.length * 2 + 6) }))
  ws.getRow(1).font = { bold: true }
  const sample: Record<string, unknown> = {}
  for (const c of cols) {
    let refLabel: string | undefined
    if (c.field['x-ref']) {
      const ref = entityModel(ctx.config, c.field['x-ref'])
      const label = ref.byName.get('code') ?? ref.byName.get(ref.labelField)
      if (label)
        refLabel = (await ctx.tx.query<{ v: string }>(`SELECT ${ident(label.column)}::text AS v FROM ${ident(ref.table)} ORDER BY id LIMIT 1`)).rows[0]?.v
    }
    sample[c.header] = example(c, refLabel)
  }
  ws.addRow(sample)
  cols.forEach((c, i) => {
    const list = c.field.enum ? (c.field['x-enumNames'] ?? c.field.enum.map(String)) : c.field.type === 'boolean' ? ['是', '否'] : null
    if (!list) return
    const letter = ws.getColumn(i + 1).letter
    // Excel's drop-down: a list typed in the cells of the column below the header.
    ;(ws as unknown as { dataValidations: { add(r: string, v: object): void } }).dataValidations.add(`${letter}2:${letter}${MAX_IMPORT_ROWS + 1}`, {
      type: 'list',
      allowBlank: !c.required,
      formulae: [`"${list.join(',')}"`],
      showErrorMessage: true,
      errorTitle: c.header,
      error: `请从下拉列表中选择${c.header}`,
    })
  })
  const help = wb.addWorksheet('填写说明')
  help.columns = [
    { header: '列名', key: 'h', width: 18 },
    { header: '必填', key: 'r', width: 8 },
    { header: '填写规则', key: 'x', width: 50 },
  ]
  help.getRow(1).font = { bold: true }
  for (const c of cols) help.addRow({ h: c.header, r: c.required ? '是' : '', x: rule(c.field) })
  help.addRow({})
  help.addRow({ h: '说明', x: `第一行为表头，请勿修改；示例行请删除或改为实际数据。一次最多 ${MAX_IMPORT_ROWS} 行。` })
  if (model.lines)
    help.addRow({
      x: `同一${model.entity.title}有多个${entityModel(ctx.config, model.lines.entity).entity.title}时，每行填一个${entityModel(ctx.config, model.lines.entity).entity.title}，${model.entity.title}信息在各行重复填写（以第一行为准）。`,
    })
  help.addRow({ x: '导入前会先校验全部数据；只要有一行有误，就不会导入任何数据。' })
  return xlsxResponse(await wb.xlsx.writeBuffer(), `${model.entity.title}导入模板.xlsx`)
})
