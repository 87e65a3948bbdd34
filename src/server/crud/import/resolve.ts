// References in a sheet are written as people know them, by code or by name (商品分类: 粮油 or
// GRAIN); they are looked up for the whole file at once. A code unique only within another
// reference (库区 A within a warehouse) is matched within the row's value of that reference.
import type { WmsConfig } from '../../../config/types.ts'
import type { Tx } from '../../db/types.ts'
import { ident } from '../../db/schema/naming.ts'
import { entityModel, type EntityModel } from '../entity-model.ts'
import { CellError } from './convert.ts'

interface Candidate {
  id: number
  code: string | null
  label: string | null
  scope: number | null
}

export interface RefPlan {
  /** The referenced entity's field that scopes its code, and the row field holding that scope. */
  scopeRowField?: string
  find(text: string, scopeId: number | null): number
}

/** How a field referencing `target` resolves, given the other fields of the same row. */
export async function planRef(tx: Tx, config: WmsConfig, target: string, rowModel: EntityModel, texts: string[]): Promise<RefPlan> {
  const ref = entityModel(config, target)
  const code = ref.byName.get('code')
  const label = ref.byName.get(ref.labelField)
  const unique = code?.field['x-unique']
  const scopeField = Array.isArray(unique) && unique.length === 1 ? ref.byName.get(unique[0]) : undefined
  const scopeTarget = scopeField?.field['x-ref']
  const scopeRowField = scopeTarget ? rowModel.fields.find((f) => f.field['x-ref'] === scopeTarget)?.name : undefined
  const cols = [
    `id`,
    code ? `${ident(code.column)}::text AS code` : 'NULL AS code',
    label ? `${ident(label.column)}::text AS label` : 'NULL AS label',
    scopeField ? `${ident(scopeField.column)} AS scope` : 'NULL AS scope',
  ]
  const conds = [code && `${ident(code.column)}::text = ANY($1)`, label && `${ident(label.column)}::text = ANY($1)`].filter(Boolean).join(' OR ')
  const rows = conds ? (await tx.query<Candidate>(`SELECT ${cols.join(', ')} FROM ${ident(ref.table)} WHERE ${conds}`, [texts])).rows : []
  return {
    scopeRowField,
    find(text, scopeId) {
      const inScope = rows.filter((r) => !scopeRowField || r.scope === scopeId)
      const byCode = inScope.filter((r) => r.code === text)
      if (byCode.length === 1) return byCode[0].id
      const byLabel = inScope.filter((r) => r.label === text)
      if (byLabel.length === 1) return byLabel[0].id
      if (byLabel.length > 1) throw new CellError(`“${text}”对应多条${ref.entity.title}，请填写编码`)
      throw new CellError(`${ref.entity.title}“${text}”不存在${scopeRowField ? '（或不属于该行所选的上级）' : ''}`)
    },
  }
}
