// Saving a detection scheme: at least one enabled 检测项目, each once, and the rate or quantity
// its sampling needs. A scheme an order names is never
// deleted (the order keeps its copy of the projects, but its scheme must still say what it was).
import type { Tx } from '../../db/types.ts'
import { BizError } from '../../kernel/errors.ts'
import { create, remove, update } from '../../crud/write.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { read, write } from '../../kernel/define.ts'
import { Params } from '../../crud/select.ts'
import { sqlPage } from '../../crud/sql-page.ts'
import { refuse } from '../document-checks.ts'

interface ItemIn {
  projectId: number
}

interface SchemeIn {
  samplingMethod?: number
  sampleRate?: number | null
  sampleQty?: number | null
  lines?: ItemIn[]
}

/** 按比例抽样 needs a rate, 按数量抽样 a quantity. */
export const BY_RATE = 2
export const BY_QTY = 3

/** `kept`: projects the scheme already has — one disabled since stays, only a new one must be enabled. */
async function checkScheme(tx: Tx, s: SchemeIn, lines: ItemIn[], kept = new Set<number>()): Promise<void> {
  if (s.samplingMethod === BY_RATE && !s.sampleRate) refuse('sampleRate', '请填写抽样比例', '按比例抽样需要填写抽样比例')
  if (s.samplingMethod === BY_QTY && !s.sampleQty) refuse('sampleQty', '请填写抽样数量', '按数量抽样需要填写抽样数量')
  if (!lines.length) refuse('lines', '请至少添加一个检测项目')
  const projects = new Map(
    (
      await tx.query<{ id: number; name: string; status: number }>(`SELECT id, name, status FROM inspect_project WHERE id = ANY($1::bigint[])`, [
        lines.map((l) => l.projectId),
      ])
    ).rows.map((p) => [Number(p.id), p]),
  )
  const seen = new Set<number>()
  lines.forEach((l, i) => {
    const p = projects.get(Number(l.projectId))
    if (!p) refuse(`lines.${i}.projectId`, '检测项目不存在', `第 ${i + 1} 行的检测项目不存在`)
    if (p.status !== 1 && !kept.has(Number(p.id))) refuse(`lines.${i}.projectId`, '检测项目已禁用', `第 ${i + 1} 行的检测项目「${p.name}」已禁用`)
    if (seen.has(p.id)) refuse(`lines.${i}.projectId`, '检测项目重复', `检测项目「${p.name}」重复`)
    seen.add(p.id)
  })
}

export const createScheme = write(async (ctx) => {
  const p = ctx.payload as SchemeIn
  await checkScheme(ctx.tx, p, p.lines ?? [])
  return create.run(ctx)
})

export const updateScheme = write(async (ctx) => {
  const p = ctx.payload as SchemeIn & { id: number }
  const row = (
    await ctx.tx.query<Required<Omit<SchemeIn, 'lines'>>>(
      `SELECT sampling_method AS "samplingMethod", sample_rate AS "sampleRate", sample_qty AS "sampleQty" FROM detection_scheme WHERE id = $1 FOR UPDATE`,
      [p.id],
    )
  ).rows[0]
  if (!row) throw new BizError(NOT_FOUND)
  const had = (await ctx.tx.query<ItemIn>(`SELECT project_id AS "projectId" FROM detection_scheme_item WHERE scheme_id = $1`, [p.id])).rows
  await checkScheme(ctx.tx, { ...row, ...p }, p.lines ?? had, new Set(had.map((l) => Number(l.projectId))))
  return update.run(ctx)
})

export const deleteScheme = write(async (ctx) => {
  const ids = (ctx.payload.ids as number[] | undefined) ?? [ctx.payload.id as number]
  const used = (
    await ctx.tx.query<{ detectionNo: string; name: string }>(
      `SELECT o.detection_no AS "detectionNo", s.name FROM detection_order o JOIN detection_scheme s ON s.tenant_id = o.tenant_id AND s.id = o.scheme_id
        WHERE o.scheme_id = ANY($1::bigint[]) ORDER BY o.id LIMIT 1`,
      [ids],
    )
  ).rows[0]
  if (used) throw new BizError(`检测方案「${used.name}」已被检测单 ${used.detectionNo} 使用，不能删除，可以停用`)
  return remove.run(ctx)
})

/** /InspectScheme/items {schemeId}: the scheme's projects with their code, name, category, method and unit. */
export const itemPage = read(async (ctx) => {
  const p = new Params()
  const where = [`i.scheme_id = ${p.add(typeof ctx.payload.schemeId === 'number' ? ctx.payload.schemeId : 0)}`]
  const select = `i.id, i.scheme_id AS "schemeId", i.project_id AS "projectId", COALESCE(i.standard, j.standard) AS standard,
    COALESCE(i.lower_limit, j.lower_limit) AS "lowerLimit", COALESCE(i.upper_limit, j.upper_limit) AS "upperLimit", i.remark,
    j.code AS "projectCode", j.name AS "projectName", j.category, j.method, j.unit`
  const from = `detection_scheme_item i JOIN inspect_project j ON j.tenant_id = i.tenant_id AND j.id = i.project_id`
  return sqlPage(ctx.tx, { select, from, where, sortable: {}, order: 'j.sort_no, j.code' }, p, ctx.payload)
})
