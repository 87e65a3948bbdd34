// The app centre: the platform's listed applications, each with whether the caller's tenant
// has opened it. Opening and closing is allowed only where the deployment variant grants the
// app-centre licence (hasAppCenterAuth).
import { Reply, type HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { likePattern, Params } from '../../crud/select.ts'
import { DEFAULT_PAGE_SIZE } from '../../crud/payload-schemas.ts'
import { read, write } from '../../kernel/define.ts'

const SORTS: Record<string, string> = { id: 'a.id', code: 'a.code', name: 'a.name', category: 'a.category', opened: 'opened' }

/** /application/list: listed applications (status 上架) with `opened` for the caller's tenant. */
export const applicationList = read(async (ctx) => {
  const q = ctx.payload as {
    pageIndex?: number
    pageSize?: number
    sort?: { field?: string; order?: string }
    category?: number
    name?: string
    opened?: boolean
  }
  const p = new Params()
  const where = ['a.status = 1']
  if (q.category != null) where.push(`a.category = ${p.add(q.category)}`)
  if (q.name) where.push(`a.name ILIKE ${p.add(likePattern(q.name))}`)
  if (q.opened != null) where.push(`coalesce(ta.enabled, false) = ${p.add(q.opened)}`)
  // tenant_application has row-level security: the join sees the caller's tenant only.
  const from = `FROM application a LEFT JOIN tenant_application ta ON ta.application_id = a.id WHERE ${where.join(' AND ')}`
  const total = (await ctx.tx.query<{ n: number }>(`SELECT count(*)::int8 AS n ${from}`, p.values)).rows[0].n
  const sort = SORTS[q.sort?.field ?? ''] ?? 'a.category'
  const dir = q.sort?.order === 'desc' ? 'DESC' : 'ASC'
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE
  const offset = ((q.pageIndex ?? 1) - 1) * pageSize
  const rows = await ctx.tx.query(
    `SELECT a.id, a.code, a.name, a.category, a.description, a.url, coalesce(ta.enabled, false) AS opened,
            CASE WHEN ta.enabled THEN ta.updated_at END AS "openedAt"
     ${from} ORDER BY ${sort} ${dir}, a.id LIMIT ${pageSize} OFFSET ${offset}`,
    p.values,
  )
  return { list: rows.rows, total, pageIndex: q.pageIndex ?? 1, pageSize }
})

async function application(ctx: HandlerContext) {
  if (!ctx.config.settings.hasAppCenterAuth) throw new BizError('当前部署未开通应用中心授权，不能开通或关闭应用')
  const id: number | undefined = ctx.payload.applicationId ?? ctx.payload.id
  if (!id) throw new BizError('请选择应用')
  const app = (await ctx.tx.query<{ id: number; name: string; status: number }>(`SELECT id, name, status FROM application WHERE id = $1`, [id])).rows[0]
  if (!app) throw new BizError('应用不存在')
  return app
}

/** /application/open {applicationId}: opens a listed application for the tenant. */
export const applicationOpen = write(async (ctx) => {
  const app = await application(ctx)
  if (app.status !== 1) throw new BizError(`应用“${app.name}”已下架，不能开通`)
  await ctx.tx.query(
    `INSERT INTO tenant_application (tenant_id, application_id, enabled, created_by, updated_by) VALUES (app_tenant_id(), $1, true, $2, $2)
     ON CONFLICT (tenant_id, application_id) DO UPDATE SET enabled = true, version = tenant_application.version + 1, updated_at = now(), updated_by = $2
     WHERE NOT tenant_application.enabled`,
    [app.id, ctx.session!.userId],
  )
  return new Reply({ applicationId: app.id, opened: true }, `已开通“${app.name}”`)
})

/** /application/close {applicationId}: closes it again (the row and its settings stay). */
export const applicationClose = write(async (ctx) => {
  const app = await application(ctx)
  const r = await ctx.tx.query(
    `UPDATE tenant_application SET enabled = false, version = version + 1, updated_at = now(), updated_by = $2 WHERE application_id = $1 AND enabled`,
    [app.id, ctx.session!.userId],
  )
  if (!r.rowCount) throw new BizError(`应用“${app.name}”尚未开通`)
  return new Reply({ applicationId: app.id, opened: false }, `已关闭“${app.name}”`)
})
