// A report is a parameterised read-only query (a SqlPageSpec built from the filters) over the
// caller's tenant and data scope (row-level security), answered like a list plus a 合计 row of
// its summed columns; its export carries every selected row and the same 合计 row, with the
// titles of the report's row entity.
import type { Handler, HandlerContext } from '../../kernel/handler.ts'
import { read } from '../../kernel/define.ts'
import { xlsxExport } from '../../crud/export.ts'
import { Params } from '../../crud/select.ts'
import { sqlPage, sqlTotals, type SqlPageSpec } from '../../crud/sql-page.ts'

export interface ReportQuery {
  spec: SqlPageSpec
  /** Columns summed into the 合计 row. */
  totals: string[]
}

export interface ReportDef {
  /** Entity of the report's rows (titles and formats of its columns and export). */
  entity: string
  build: (ctx: HandlerContext, p: Params) => Promise<ReportQuery> | ReportQuery
}

export function reportView(def: ReportDef): { list: Handler; export: Handler } {
  const run = async (ctx: HandlerContext, all: boolean) => {
    const p = new Params()
    const q = await def.build(ctx, p)
    const page = await sqlPage(ctx.tx, q.spec, p, ctx.payload, { all })
    return { ...page, totals: q.totals.length ? await sqlTotals(ctx.tx, q.spec, p, q.totals) : null }
  }
  return {
    list: read((ctx) => run(ctx, false)),
    export: read(async (ctx) => {
      const { list, totals } = await run(ctx, true)
      const entity = ctx.config.entities[def.entity]
      const fields = entity.properties
      const wanted: string[] = ctx.payload.columns?.length ? ctx.payload.columns : Object.keys(fields).filter((k) => k in (list[0] ?? {}))
      const columns = wanted.filter((k) => fields[k]).map((key) => ({ key, title: fields[key].title, field: fields[key] }))
      const rows: Record<string, unknown>[] = [...list]
      if (totals && columns.length) rows.push({ ...totals, [columns[0].key]: '合计' })
      return xlsxExport(entity.title, columns, rows)
    }),
  }
}
