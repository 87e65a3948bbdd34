// Sheet rows → the documents the create operation would take (a header with its lines), each
// checked exactly as a create call would be (the same payload schema and Chinese messages),
// plus duplicates within the file and against the database. Every problem names its row.
import type { EndpointDef, WmsConfig } from '../../../config/types.ts'
import type { Tx } from '../../db/types.ts'
import { ident } from '../../db/schema/naming.ts'
import { BizError } from '../../kernel/errors.ts'
import { validatePayload } from '../../kernel/validate-payload.ts'
import { entityModel, type EntityModel } from '../entity-model.ts'
import { payloadSchema } from '../payload-schemas.ts'
import { groupKey, type ImportColumn } from './columns.ts'
import { CellError, convertCell } from './convert.ts'
import type { SheetRow } from './read-sheet.ts'
import { planRef, type RefPlan } from './resolve.ts'

export interface RowError {
  row: number
  column: string
  message: string
}

export interface ImportDocument {
  rows: number[]
  header: Record<string, unknown>
  lines: Record<string, unknown>[]
  lineRows: number[]
}

export const MAX_REPORTED_ERRORS = 500

type Values = Record<string, unknown>

async function refPlans(tx: Tx, config: WmsConfig, cols: ImportColumn[], rows: SheetRow[], model: EntityModel, lineModel?: EntityModel) {
  const plans = new Map<string, RefPlan>()
  for (const c of cols) {
    const target = c.field['x-ref']
    if (!target) continue
    const texts = [
      ...new Set(
        rows
          .map((r) => r.cells[c.header])
          .filter((v) => v !== null && v !== undefined && String(v).trim() !== '')
          .map((v) => String(v).trim()),
      ),
    ]
    plans.set(c.header, await planRef(tx, config, target, c.line ? lineModel! : model, texts))
  }
  return plans
}

/** One row's values for header or line fields; references after the fields they are scoped by. */
function rowValues(cols: ImportColumn[], plans: Map<string, RefPlan>, row: SheetRow, line: boolean, errors: RowError[]): Values {
  const out: Values = {}
  const mine = cols.filter((c) => c.line === line)
  const fail = (c: ImportColumn, e: unknown) =>
    errors.push({ row: row.row, column: c.header, message: `${c.header}：${e instanceof CellError ? e.message : '内容无法识别'}` })
  for (const c of mine.filter((x) => !x.field['x-ref'])) {
    try {
      const v = convertCell(c.field, row.cells[c.header])
      if (v !== null) out[c.name] = v
    } catch (e) {
      fail(c, e)
    }
  }
  const refs = mine.filter((x) => x.field['x-ref']).sort((a, b) => Number(!!plans.get(a.header)?.scopeRowField) - Number(!!plans.get(b.header)?.scopeRowField))
  for (const c of refs) {
    const raw = row.cells[c.header]
    if (raw === null || raw === undefined || String(raw).trim() === '') continue
    try {
      const plan = plans.get(c.header)!
      out[c.name] = plan.find(String(raw).trim(), plan.scopeRowField ? ((out[plan.scopeRowField] as number) ?? null) : null)
    } catch (e) {
      fail(c, e)
    }
  }
  return out
}

function group(model: EntityModel, cols: ImportColumn[], rows: SheetRow[], plans: Map<string, RefPlan>, errors: RowError[]): ImportDocument[] {
  if (!model.lines) return rows.map((r) => ({ rows: [r.row], header: rowValues(cols, plans, r, false, errors), lines: [], lineRows: [] }))
  const key = groupKey(model)
  const keyHeader = cols.find((c) => c.name === key)?.header
  const docs = new Map<string, ImportDocument>()
  for (const r of rows) {
    const k = keyHeader ? String(r.cells[keyHeader] ?? '').trim() : ''
    // Rows with the same code are the lines of one document; the first row's header fields count.
    const id = k || `row:${r.row}`
    let doc = docs.get(id)
    if (!doc) docs.set(id, (doc = { rows: [], header: rowValues(cols, plans, r, false, errors), lines: [], lineRows: [] }))
    doc.rows.push(r.row)
    doc.lines.push(rowValues(cols, plans, r, true, errors))
    doc.lineRows.push(r.row)
  }
  return [...docs.values()]
}

/** A validation field path (lines.2.code) → the sheet row and header it came from. */
function whereOf(doc: ImportDocument, cols: ImportColumn[], field: string) {
  const [first, index, name] = field.split('.')
  if (first === 'lines' && index !== undefined) {
    const col = cols.find((c) => c.line && c.name === name)
    return { row: doc.lineRows[Number(index)] ?? doc.rows[0], column: col?.header ?? '' }
  }
  return { row: doc.rows[0], column: cols.find((c) => !c.line && c.name === first)?.header ?? '' }
}

function duplicatesInFile(docs: ImportDocument[], model: EntityModel, cols: ImportColumn[], lineModel: EntityModel | undefined, errors: RowError[]) {
  const check = (m: EntityModel, line: boolean) => {
    for (const f of m.fields.filter((x) => x.field['x-unique'] === true)) {
      const col = cols.find((c) => c.line === line && c.name === f.name)
      if (!col) continue
      const seen = new Map<string, number>()
      for (const d of docs) {
        const values = line ? d.lines.map((l, i) => [l[f.name], d.lineRows[i]] as const) : [[d.header[f.name], d.rows[0]] as const]
        for (const [v, row] of values) {
          if (v === undefined || v === null) continue
          const first = seen.get(String(v))
          if (first !== undefined) errors.push({ row, column: col.header, message: `${col.header}“${v}”与第 ${first} 行重复` })
          else seen.set(String(v), row)
        }
      }
    }
  }
  check(model, false)
  if (lineModel) check(lineModel, true)
}

async function duplicatesInDb(
  tx: Tx,
  docs: ImportDocument[],
  model: EntityModel,
  cols: ImportColumn[],
  lineModel: EntityModel | undefined,
  errors: RowError[],
) {
  const check = async (m: EntityModel, line: boolean) => {
    for (const f of m.fields.filter((x) => x.field['x-unique'] === true)) {
      const col = cols.find((c) => c.line === line && c.name === f.name)
      if (!col) continue
      const where = new Map<string, number>()
      for (const d of docs)
        (line ? d.lines.map((l, i) => [l[f.name], d.lineRows[i]] as const) : [[d.header[f.name], d.rows[0]] as const]).forEach(
          ([v, row]) => v != null && where.set(String(v), row),
        )
      if (!where.size) continue
      const taken = await tx.query<{ v: string }>(`SELECT ${ident(f.column)}::text AS v FROM ${ident(m.table)} WHERE ${ident(f.column)}::text = ANY($1)`, [
        [...where.keys()],
      ])
      for (const { v } of taken.rows) errors.push({ row: where.get(v)!, column: col.header, message: `${col.header}“${v}”已存在` })
    }
  }
  await check(model, false)
  if (lineModel) await check(lineModel, true)
}

export async function checkDocuments(
  tx: Tx,
  config: WmsConfig,
  endpoint: EndpointDef,
  cols: ImportColumn[],
  sheet: { headers: string[]; rows: SheetRow[] },
  progress: (done: number) => void,
): Promise<{ docs: ImportDocument[]; errors: RowError[] }> {
  const model = entityModel(config, endpoint.entity!)
  const lineModel = model.lines ? entityModel(config, model.lines.entity) : undefined
  const missing = cols.filter((c) => c.required && !sheet.headers.includes(c.header)).map((c) => c.header)
  if (missing.length) throw new BizError(`文件缺少必填列：${missing.join('、')}，请使用下载的导入模板`)
  if (!sheet.rows.length) throw new BizError('文件中没有数据行')
  const errors: RowError[] = []
  const plans = await refPlans(tx, config, cols, sheet.rows, model, lineModel)
  const docs = group(model, cols, sheet.rows, plans, errors)
  // The same payload schema and messages as a create call; the values are validated on copies.
  const schema = payloadSchema(config, { ...endpoint, op: 'create' })
  docs.forEach((d, i) => {
    const payload: Values = { ...d.header, ...(model.lines ? { lines: d.lines.map((l) => ({ ...l })) } : {}) }
    try {
      validatePayload(payload, schema)
    } catch (e) {
      for (const fe of (e as BizError).errors ?? []) {
        const at = whereOf(d, cols, fe.field)
        // A cell that already failed (an unknown reference) is not also reported as empty.
        if (!errors.some((x) => x.row === at.row && x.column === at.column)) errors.push({ ...at, message: fe.message })
      }
    }
    if (i % 200 === 0) progress(i)
  })
  duplicatesInFile(docs, model, cols, lineModel, errors)
  await duplicatesInDb(tx, docs, model, cols, lineModel, errors)
  // As the user reads the sheet: by row, then left to right.
  const order = new Map(cols.map((c, i) => [c.header, i]))
  errors.sort((a, b) => a.row - b.row || (order.get(a.column) ?? 0) - (order.get(b.column) ?? 0))
  return { docs, errors }
}
