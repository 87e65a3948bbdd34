// op: import. {mode: 'preview', file} reads and checks the sheet as a job and keeps the checked
// documents; {mode: 'commit', jobId} writes a clean preview's documents in one transaction:
// every row or none. /v1/import/status {jobId} answers the job's progress and result.
import type { Handler, HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { inTenant } from '../../db/tenant-tx.ts'
import { writeOperationLog } from '../../audit/operation-log.ts'
import { entityModel } from '../entity-model.ts'
import { insertRows } from '../rows.ts'
import { importColumns } from './columns.ts'
import { assertXlsx, parseSheet } from './parse.ts'
import { checkDocuments, MAX_REPORTED_ERRORS, type ImportDocument, type RowError } from './documents.ts'
import { jobOf, jobView, startJob, type ImportJob } from './jobs.ts'
import { read, write } from '../../kernel/define.ts'

export const MAX_IMPORT_ROWS = 20_000
export const MAX_IMPORT_BYTES = 30 * 1024 * 1024

interface Checked {
  docs: ImportDocument[]
}

/** What an entity's domain adds to a commit, inside its transaction (e.g. goods approval). */
export interface ImportHooks {
  afterInsert?: (ctx: HandlerContext, ids: number[]) => Promise<void>
}

function preview(ctx: HandlerContext, job: ImportJob, bytes: Buffer) {
  const { tenantId, userId } = ctx.session!
  return async () => {
    const model = entityModel(ctx.config, ctx.endpoint.entity!)
    const cols = importColumns(ctx.config, model)
    const sheet = await parseSheet(bytes, MAX_IMPORT_ROWS)
    Object.assign(job, { phase: '校验数据', total: sheet.rows.length })
    const { docs, errors } = await inTenant(ctx.deps.db, { tenantId, userId }, (tx) =>
      checkDocuments(tx, ctx.config, ctx.endpoint, cols, sheet, (n) => (job.done = Math.min(sheet.rows.length, n))),
    )
    job.done = sheet.rows.length
    if (!errors.length) job.documents = { docs } satisfies Checked
    return {
      rows: sheet.rows.length,
      documents: docs.length,
      lines: model.lines ? docs.reduce((n, d) => n + d.lines.length, 0) : 0,
      errorCount: errors.length,
      errors: errors.slice(0, MAX_REPORTED_ERRORS) as RowError[],
      headers: cols.filter((c) => sheet.headers.includes(c.header)).map((c) => c.header),
      sample: sheet.rows.slice(0, 20).map((r) => ({ row: r.row, ...r.cells })),
    }
  }
}

function commit(ctx: HandlerContext, job: ImportJob, checked: Checked, hooks: ImportHooks) {
  const { tenantId, userId } = ctx.session!
  return async () => {
    const model = entityModel(ctx.config, ctx.endpoint.entity!)
    Object.assign(job, { phase: '写入数据', total: checked.docs.length, done: 0 })
    const started = performance.now()
    // One transaction: a row refused by the database (a code taken since the preview) undoes all.
    await inTenant(ctx.deps.db, { tenantId, userId }, async (tx) => {
      const c = { ...ctx, tx }
      const step = 500
      for (let i = 0; i < checked.docs.length; i += step) {
        const docs = checked.docs.slice(i, i + step)
        const ids = await insertRows(
          c,
          model,
          docs.map((d) => d.header),
        )
        if (model.lines) {
          const parent = model.lines.parentField
          const lines = docs.flatMap((d, k) => d.lines.map((l) => ({ ...l, [parent]: ids[k] })))
          await insertRows(c, entityModel(ctx.config, model.lines.entity), lines)
        }
        await hooks.afterInsert?.(c, ids)
        job.done += docs.length
      }
    })
    const lines = checked.docs.reduce((n, d) => n + d.lines.length, 0)
    const message = `导入${model.entity.title} ${checked.docs.length} 条${model.lines ? `（明细 ${lines} 行）` : ''}`
    await writeOperationLog(ctx.deps.db, {
      path: ctx.path,
      endpoint: ctx.endpoint,
      session: ctx.session!,
      payload: { mode: 'commit', jobId: job.id },
      result: null,
      ok: true,
      message,
      request: ctx.request,
      durationMs: performance.now() - started,
    })
    return { imported: checked.docs.length, lines }
  }
}

export const importRows: Handler = importRowsWith({})

export function importRowsWith(hooks: ImportHooks): Handler {
  return write(async (ctx) => {
    const owner = { tenantId: ctx.session!.tenantId, userId: ctx.session!.userId, endpoint: ctx.path }
    if (ctx.payload.mode === 'commit') {
      if (!ctx.payload.jobId) throw new BizError('请先上传文件并通过校验')
      const previewed = jobOf(ctx.payload.jobId, owner)
      if (previewed.endpoint !== ctx.path || previewed.state !== 'done' || !previewed.documents) throw new BizError('该文件尚未通过校验，不能导入')
      const checked = previewed.documents as Checked
      previewed.documents = undefined // a preview is committed once
      const job = startJob(owner, (j) => commit(ctx, j, checked, hooks)())
      return jobView(job)
    }
    if (!ctx.payload.file) throw new BizError('请选择要导入的文件', [{ field: 'file', message: '请选择要导入的文件' }])
    const bytes = Buffer.from(ctx.payload.file, 'base64')
    if (bytes.length > MAX_IMPORT_BYTES) throw new BizError('文件过大，请拆分后再导入')
    assertXlsx(bytes) // now, rather than in a job the user must poll
    const job = startJob(owner, (j) => preview(ctx, j, bytes)())
    return jobView(job)
  })
}

export const importStatus = read(async (ctx) => jobView(jobOf(ctx.payload.jobId, { tenantId: ctx.session!.tenantId, userId: ctx.session!.userId })))
