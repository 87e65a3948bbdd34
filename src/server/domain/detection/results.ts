// A detection order's results: exactly the projects of its scheme, each with the standard and
// limits the scheme applies (its own, else the project's), copied on every save, and judged: a
// value is held against the limits when there are any (合格 outside them is refused; no verdict
// takes the limits' word); without limits or a value the verdict stays open until the inspector
// gives it. The conclusion is 合格 when every project passed, 不合格 when one failed.
import type { Tx } from '../../db/types.ts'
import { refuse } from '../document-checks.ts'
import { FAILED, PASSED } from './states.ts'

export interface ResultIn {
  id?: number
  projectId: number
  value?: number | null
  passed?: number | null
  remark?: string | null
}

export interface SchemeItem {
  projectId: number
  name: string
  unit: string | null
  standard: string | null
  lowerLimit: number | null
  upperLimit: number | null
}

export async function schemeItems(tx: Tx, schemeId: number): Promise<SchemeItem[]> {
  return (
    await tx.query<SchemeItem>(
      `SELECT i.project_id AS "projectId", j.name, j.unit, COALESCE(i.standard, j.standard) AS standard,
              COALESCE(i.lower_limit, j.lower_limit)::float8 AS "lowerLimit", COALESCE(i.upper_limit, j.upper_limit)::float8 AS "upperLimit"
         FROM detection_scheme_item i JOIN inspect_project j ON j.tenant_id = i.tenant_id AND j.id = i.project_id
        WHERE i.scheme_id = $1 ORDER BY j.sort_no, j.code`,
      [schemeId],
    )
  ).rows
}

const within = (s: SchemeItem, v: number) => (s.lowerLimit === null || v >= s.lowerLimit) && (s.upperLimit === null || v <= s.upperLimit)
const limits = (s: SchemeItem) => `${s.lowerLimit ?? '—'} ~ ${s.upperLimit ?? '—'}${s.unit ?? ''}`

/**
 * The result rows to save: one per scheme project, in the scheme's order, the given ones kept (with
 * their ids) and judged. A given project outside the scheme is refused, unless the scheme was just
 * changed (then the old scheme's rows are dropped and the new one's start empty).
 */
export function resultRows(items: SchemeItem[], given: ResultIn[], schemeChanged: boolean): (ResultIn & Omit<SchemeItem, 'name' | 'unit'>)[] {
  const byProject = new Map<number, ResultIn>()
  given.forEach((r, i) => {
    const item = items.find((s) => s.projectId === Number(r.projectId))
    if (!item) {
      if (schemeChanged) return
      refuse(`lines.${i}.projectId`, '该检测项目不在所选检测方案中', `第 ${i + 1} 行的检测项目不在所选检测方案中`)
    }
    if (byProject.has(item.projectId)) refuse(`lines.${i}.projectId`, '检测项目重复', `检测项目「${item.name}」重复`)
    byProject.set(item.projectId, r)
  })
  return items.map((s) => {
    const r = byProject.get(s.projectId)
    const i = r ? given.indexOf(r) : -1
    const value = r?.value ?? null
    let passed = r?.passed ?? null
    if (value !== null && (s.lowerLimit !== null || s.upperLimit !== null)) {
      const ok = within(s, value)
      if (passed === 1 && !ok)
        refuse(`lines.${i}.passed`, '检测值超出限值，不能判定为合格', `「${s.name}」检测值 ${value} 超出限值 ${limits(s)}，不能判定为合格`)
      passed = passed ?? (ok ? 1 : 0)
    }
    const kept = schemeChanged ? {} : { id: r?.id }
    return {
      ...kept,
      projectId: s.projectId,
      standard: s.standard,
      lowerLimit: s.lowerLimit,
      upperLimit: s.upperLimit,
      value,
      passed,
      remark: r?.remark ?? null,
    }
  })
}

/** 合格 when every project passed, 不合格 when one failed, null while one is open. */
export function conclusion(rows: { passed?: number | null }[]): number | null {
  if (rows.some((r) => r.passed === 0)) return FAILED
  return rows.length && rows.every((r) => r.passed === 1) ? PASSED : null
}
