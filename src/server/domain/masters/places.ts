// Places of a warehouse (docks, staging zones, parking bays) and location templates (saved
// range recipes for /location/addlist).
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { rangeCodes, type LocationRange } from '../basic/location.ts'
import { saveRecord } from './save.ts'
import { read, write } from '../../kernel/define.ts'

/** Code prefix per place type: SH 收货月台, FH 发货月台, SF 收发月台, ZC 暂存区, ZX 装卸区, TC 停车位. */
export const PLACE_PREFIX: Record<number, string> = { 1: 'SH', 2: 'FH', 3: 'SF', 4: 'ZC', 5: 'ZX', 6: 'TC' }

/**
 * /place/PlaceCode {storageId, placeType}: the next code of that kind in the warehouse, one
 * past the highest taken (SH01, SH02 …). A suggestion: the unique index decides on save.
 */
export const placeCode = read(async (ctx) => {
  const { storageId, placeType } = ctx.payload as { storageId: number; placeType: number }
  const storage = await ctx.tx.query(`SELECT 1 FROM storage WHERE id = $1`, [storageId])
  if (!storage.rows.length) throw new BizError('所选仓库不存在', [{ field: 'storageId', message: '所选仓库不存在' }])
  const prefix = PLACE_PREFIX[placeType]
  const r = await ctx.tx.query<{ n: number }>(
    `SELECT coalesce(max(substring(code FROM $3)::int), 0)::int8 AS n FROM place WHERE storage_id = $1 AND code ~ $2`,
    [storageId, `^${prefix}[0-9]{1,6}$`, `^${prefix}([0-9]+)$`],
  )
  return { code: prefix + String(r.rows[0].n + 1).padStart(2, '0') }
})

type Template = Partial<LocationRange> & { storageId?: number | null; areaId?: number | null }

/** The recipe must be one /location/addlist would accept: ranges in order, at most 5000 codes. */
async function checkTemplate(ctx: HandlerContext, t: Template) {
  if ((t.positionFrom == null) !== (t.positionTo == null))
    throw new BizError('起始位和结束位须同时填写或同时留空', [{ field: 'positionTo', message: '起始位和结束位须同时填写或同时留空' }])
  rangeCodes(t as LocationRange)
  if (t.areaId && !t.storageId) throw new BizError('选择库区时须同时选择仓库', [{ field: 'storageId', message: '选择库区时须同时选择仓库' }])
  if (t.areaId) {
    const area = await ctx.tx.query(`SELECT 1 FROM storage_area WHERE id = $1 AND storage_id = $2`, [t.areaId, t.storageId])
    if (!area.rows.length) throw new BizError('所选库区不存在或不属于该仓库', [{ field: 'areaId', message: '所选库区不存在或不属于该仓库' }])
  }
}

/** /v1/locationtmp/save: add (no id) or update a template once its ranges are checked. */
export const locationTemplateSave = write(async (ctx) => {
  await checkTemplate(ctx, ctx.payload)
  return saveRecord(ctx)
})
