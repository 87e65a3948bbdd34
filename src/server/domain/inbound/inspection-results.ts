// The 检测项目 of an inspection: per project a measured value and/or a verdict. A value is
// judged against the project's limits when it has them (the inspector cannot call an
// out-of-limit value 合格); without limits or a value the inspector's verdict is needed.
import type { Tx } from '../../db/types.ts'
import { BizError } from '../../kernel/errors.ts'

export interface ResultInput {
  projectId: number
  value?: number
  passed?: boolean
  remark?: string
}

interface Project {
  id: number
  name: string
  status: number
  unit: string | null
  lowerLimit: number | null
  upperLimit: number | null
}

const within = (p: Project, v: number) => (p.lowerLimit === null || v >= p.lowerLimit) && (p.upperLimit === null || v <= p.upperLimit)
const limits = (p: Project) => `${p.lowerLimit ?? '—'} ~ ${p.upperLimit ?? '—'}${p.unit ?? ''}`

/** Judges and records the results; answers the project ids the inspection covered. */
export async function saveInspectionResults(tx: Tx, inspectionId: number, results: ResultInput[], userId: number): Promise<number[]> {
  if (!results.length) return []
  const ids = results.map((r) => r.projectId)
  if (new Set(ids).size !== ids.length) throw new BizError('检测项目不能重复')
  const rows = await tx.query<Project>(
    `SELECT id, name, status, unit, lower_limit AS "lowerLimit", upper_limit AS "upperLimit" FROM inspect_project WHERE id = ANY($1::bigint[])`,
    [ids],
  )
  const byId = new Map(rows.rows.map((p) => [p.id, p]))
  for (const r of results) {
    const p = byId.get(r.projectId)
    if (!p) throw new BizError(`检测项目 ${r.projectId} 不存在`)
    if (p.status !== 1) throw new BizError(`检测项目「${p.name}」已禁用`)
    const hasLimits = p.lowerLimit !== null || p.upperLimit !== null
    let passed = r.passed
    if (r.value !== undefined && hasLimits) {
      const ok = within(p, r.value)
      if (passed === true && !ok) throw new BizError(`「${p.name}」检测值 ${r.value} 超出限值 ${limits(p)}，不能判定为合格`)
      passed = passed ?? ok
    }
    if (passed === undefined) throw new BizError(`请填写「${p.name}」的检测值或判定结果`)
    await tx.query(
      `INSERT INTO inspection_result (tenant_id, inspection_id, project_id, value, passed, remark, created_by, updated_by)
       VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $6)`,
      [inspectionId, r.projectId, r.value ?? null, passed, r.remark ?? null, userId],
    )
  }
  return ids
}

/** The results of an inspection with their projects, in the projects' order. */
export async function inspectionResults(tx: Tx, inspectionId: number) {
  const r = await tx.query(
    `SELECT r.id, r.project_id AS "projectId", p.code AS "projectCode", p.name AS "projectName", p.category, p.method, p.standard, p.unit,
            p.lower_limit AS "lowerLimit", p.upper_limit AS "upperLimit", r.value, r.passed, r.remark
       FROM inspection_result r JOIN inspect_project p ON p.tenant_id = r.tenant_id AND p.id = r.project_id
      WHERE r.inspection_id = $1 ORDER BY p.sort_no, p.code`,
    [inspectionId],
  )
  return r.rows
}
