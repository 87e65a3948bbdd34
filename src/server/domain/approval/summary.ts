// 摘要 of an approval, written once when the document is submitted: the workflow's summary
// fields joined with " · " (an amount or quantity with its field's title, a bare number says
// nothing), then the number of lines when the workflow asks (lineCount) — what an approver
// weighs before opening it (广州供应商 · 含税总额 12,345.00 · 3 行).
import type { WorkflowDef } from '../../../config/types.ts'
import type { HandlerContext } from '../../kernel/handler.ts'
import type { EntityModel } from '../../crud/entity-model.ts'
import { countLines } from '../../crud/lines.ts'
import type { Row } from '../../workflow/run-transition.ts'

const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 })

/** Numeric columns come as strings: Intl formats the decimal string exactly (no float on the way). */
const decimal = (nf: Intl.NumberFormat, v: unknown) => nf.format(String(v) as Intl.StringNumericLiteral)

function shown(model: EntityModel, name: string, v: unknown): string {
  const f = model.byName.get(name)?.field
  if (f?.['x-format'] === 'amount') return `${f.title} ${decimal(AMOUNT, v)}`
  if (f?.['x-format'] === 'quantity') return `${f.title} ${decimal(QUANTITY, v)}`
  // A code says nothing either: its label, with the field's title (检测结论 不合格).
  const i = f?.enum?.indexOf(v as never) ?? -1
  if (f && i >= 0 && f['x-enumNames']?.[i]) return `${f.title} ${f['x-enumNames'][i]}`
  return String(v)
}

export async function approvalSummary(ctx: HandlerContext, wf: WorkflowDef, model: EntityModel, row: Row): Promise<string | null> {
  const fields = wf.approval?.summary ?? (model.byName.has(model.labelField) ? model.labelField : [])
  const parts = ([] as string[])
    .concat(fields)
    .filter((f) => row[f] !== null && row[f] !== undefined && row[f] !== '')
    .map((f) => shown(model, f, row[f]))
  if (wf.approval?.lineCount && model.lines) parts.push(`${await countLines(ctx, model, row.id as number)} 行`)
  return parts.length ? parts.join(' · ').slice(0, 200) : null
}
