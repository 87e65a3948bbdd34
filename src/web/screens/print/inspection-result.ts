/** A 检测项目 result of an inspection as /v1/inspection/get answers it (`results`). */
export interface InspectionResult {
  projectId: number
  projectName: string
  category: number | null
  method: string | null
  standard: string | null
  unit: string | null
  lowerLimit: number | null
  upperLimit: number | null
  value: number | null
  passed: boolean
  remark: string | null
}

/** An inspection as /v1/inspection/get answers it: the report page and the print read the same. */
export interface InspectionDoc<Line> {
  id: number
  inspectionNo: string
  stockInName: string | null
  storageName: string | null
  status: number
  qualifiedQty: number
  unqualifiedQty: number
  rejectedQty: number
  report: string | null
  remark: string | null
  createdAt: string
  createdByName: string | null
  lines: Line[]
  results?: InspectionResult[]
}

/** A project's limits as text: 0 ~ 0.05 mg/kg, ≥ 10 %, ≤ 5; '' without limits. */
export function limitsText(r: Pick<InspectionResult, 'lowerLimit' | 'upperLimit' | 'unit'>): string {
  const unit = r.unit ? ` ${r.unit}` : ''
  if (r.lowerLimit !== null && r.upperLimit !== null) return `${r.lowerLimit} ~ ${r.upperLimit}${unit}`
  if (r.lowerLimit !== null) return `≥ ${r.lowerLimit}${unit}`
  if (r.upperLimit !== null) return `≤ ${r.upperLimit}${unit}`
  return ''
}
