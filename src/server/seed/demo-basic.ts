// Areas and locations of the demo warehouses (the warehouses themselves are demo rows in
// schemas/demo/storage.yaml), written inside the tenant (RLS on) through the same
// location-range code the API uses.
import type { Db } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { addLocationRange } from '../domain/basic/location.ts'

interface AreaPlan {
  code: string
  name: string
  areaType: number
  /** [aisles, shelves, layers]; absent: one location <code>-01-01-01. */
  grid?: [number, number, number]
}

/** The areas and locations of a warehouse declared in schemas/demo/storage.yaml (by its code). */
export interface WarehousePlan {
  code: string
  /** The tenant's default warehouse (set by 设为默认, not on create). */
  isDefault?: boolean
  areas: AreaPlan[]
}

export const STANDARD_AREAS = (grid: { A: [number, number, number]; B?: [number, number, number]; PK: [number, number, number] }): AreaPlan[] => [
  { code: 'RCV', name: '收货区', areaType: 1 },
  { code: 'A', name: '存储A区', areaType: 2, grid: grid.A },
  ...(grid.B ? [{ code: 'B', name: '存储B区', areaType: 2, grid: grid.B }] : []),
  { code: 'PK', name: '拣货区', areaType: 3, grid: grid.PK },
  { code: 'QC', name: '复核区', areaType: 4 },
  { code: 'SHP', name: '发货区', areaType: 5 },
  { code: 'RTN', name: '退货区', areaType: 6 },
  { code: 'BAD', name: '次品区', areaType: 7 },
]

export async function seedWarehouses(db: Db, tenantId: number, userId: number, plans: WarehousePlan[]): Promise<number[]> {
  return inTenant(db, { tenantId, userId }, async (tx) => {
    const ids: number[] = []
    for (const w of plans) {
      const storageId = (await tx.query<{ id: number }>(`SELECT id FROM storage WHERE code = $1`, [w.code])).rows[0].id
      if (w.isDefault) await tx.query(`UPDATE storage SET is_default = true WHERE id = $1`, [storageId])
      ids.push(storageId)
      for (const a of w.areas) {
        const areaId = (
          await tx.query<{ id: number }>(
            `INSERT INTO storage_area (tenant_id, storage_id, code, name, area_type, created_by, updated_by) VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $5) RETURNING id`,
            [storageId, a.code, a.name, a.areaType, userId],
          )
        ).rows[0].id
        const [aisles, shelves, layers] = a.grid ?? [1, 1, 1]
        await addLocationRange(tx, userId, {
          storageId,
          areaId,
          prefix: a.code,
          aisleFrom: 1,
          aisleTo: aisles,
          shelfFrom: 1,
          shelfTo: shelves,
          layerFrom: 1,
          layerTo: layers,
        })
      }
      // Goods arrive at the receiving location unless a document says otherwise.
      await tx.query(`UPDATE location SET is_default = true WHERE storage_id = $1 AND code = 'RCV-01-01-01'`, [storageId])
    }
    return ids
  })
}
