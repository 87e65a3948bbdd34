// The places of a contract: each line a whole area or one location of the contract's warehouse
// (a location's area is filled in from it), and the party named by partyType. Checked on save;
// what the lines say is then trusted by the overlap check.
import type { Tx } from '../../db/types.ts'
import { fieldError } from '../../kernel/errors.ts'

export interface PlaceIn {
  areaId?: number | null
  locationId?: number | null
  size?: number
  remark?: string | null
}

/** The lines with areaId filled in from each location; refuses places outside the warehouse, repeats and empty lines. */
export async function checkPlaces(tx: Tx, storageId: number, lines: PlaceIn[]): Promise<PlaceIn[]> {
  if (!lines.length) throw fieldError('lines', '请至少添加一行租赁明细（库区或库位）')
  const out: PlaceIn[] = []
  const seen = new Set<string>()
  for (const [i, line] of lines.entries()) {
    const n = i + 1
    let areaId = line.areaId ?? null
    if (line.locationId) {
      const loc = (
        await tx.query<{ storageId: number; areaId: number | null; code: string }>(
          `SELECT storage_id AS "storageId", area_id AS "areaId", code FROM location WHERE id = $1`,
          [line.locationId],
        )
      ).rows[0]
      if (!loc) throw fieldError('lines', `第 ${n} 行的库位不存在`)
      if (Number(loc.storageId) !== storageId) throw fieldError('lines', `第 ${n} 行的库位 ${loc.code} 不属于所选租赁仓库`)
      if (areaId && loc.areaId && Number(loc.areaId) !== areaId) throw fieldError('lines', `第 ${n} 行的库位 ${loc.code} 不在所选库区内`)
      areaId = loc.areaId === null ? areaId : Number(loc.areaId)
    } else if (areaId) {
      const area = (await tx.query<{ storageId: number; name: string }>(`SELECT storage_id AS "storageId", name FROM storage_area WHERE id = $1`, [areaId]))
        .rows[0]
      if (!area) throw fieldError('lines', `第 ${n} 行的库区不存在`)
      if (Number(area.storageId) !== storageId) throw fieldError('lines', `第 ${n} 行的库区 ${area.name} 不属于所选租赁仓库`)
    } else throw fieldError('lines', `第 ${n} 行请选择库区或库位`)
    const key = line.locationId ? `l${line.locationId}` : `a${areaId}`
    if (seen.has(key)) throw fieldError('lines', `第 ${n} 行与前面的行重复`)
    seen.add(key)
    out.push({ ...line, areaId, locationId: line.locationId ?? null })
  }
  return out
}

/** The party's name as the contract records it; refuses a party that is missing or not of the chosen type. */
export async function partyName(tx: Tx, p: { partyType?: number; ownerId?: number | null; customerId?: number | null }): Promise<string> {
  const [field, table, title] = p.partyType === 2 ? ['customerId', 'customer', '客户'] : ['ownerId', 'product_owner', '货主']
  const id = p.partyType === 2 ? p.customerId : p.ownerId
  if (!id) throw fieldError(field, `承租方类型为${title}时请选择${title}`)
  const row = (await tx.query<{ name: string }>(`SELECT name FROM ${table} WHERE id = $1`, [id])).rows[0]
  if (!row) throw fieldError(field, `所选${title}不存在`)
  return row.name
}
