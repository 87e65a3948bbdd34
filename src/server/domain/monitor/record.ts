// Writes one alarm in the current tenant, its warehouse and area named by code (what a camera
// system is configured with). Used by the intake call and the demo seed.
import type { Tx } from '../../db/types.ts'
import { BizError } from '../../kernel/errors.ts'

export interface AlarmInput {
  alertType: number
  storageCode: string
  areaCode?: string
  placeText?: string
  deviceName?: string
  alertTime?: string | Date
  picture?: string
  content?: string
}

export async function recordAlarm(tx: Tx, a: AlarmInput, now: Date): Promise<{ id: number; storageId: number }> {
  const storage = await tx.query<{ id: number }>(`SELECT id FROM storage WHERE code = $1`, [a.storageCode])
  if (!storage.rows[0]) throw new BizError(`仓库编码“${a.storageCode}”不存在`, [{ field: 'storageCode', message: '仓库编码不存在' }])
  const storageId = Number(storage.rows[0].id)
  let areaId: number | null = null
  if (a.areaCode) {
    const area = await tx.query<{ id: number }>(`SELECT id FROM storage_area WHERE storage_id = $1 AND code = $2`, [storageId, a.areaCode])
    if (!area.rows[0]) throw new BizError(`库区编码“${a.areaCode}”不在该仓库中`, [{ field: 'areaCode', message: '库区编码不在该仓库中' }])
    areaId = Number(area.rows[0].id)
  }
  const r = await tx.query<{ id: number }>(
    `INSERT INTO camera_alert (tenant_id, alert_type, storage_id, area_id, place_text, device_name, alert_time, picture, content)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      a.alertType,
      storageId,
      areaId,
      a.placeText ?? null,
      a.deviceName ?? null,
      a.alertTime ? new Date(a.alertTime) : now,
      a.picture ?? null,
      a.content ?? null,
    ],
  )
  return { id: Number(r.rows[0].id), storageId }
}
