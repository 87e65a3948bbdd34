// Locations: batch creation of a code range and the one default location per warehouse.
import type { Tx } from '../../db/types.ts'
import { BizError } from '../../kernel/errors.ts'
import { read, write } from '../../kernel/define.ts'

export const MAX_RANGE = 5000
const pad = (n: number) => String(n).padStart(2, '0')

export interface LocationRange {
  storageId: number
  areaId: number
  prefix: string
  aisleFrom: number
  aisleTo: number
  shelfFrom: number
  shelfTo: number
  layerFrom: number
  layerTo: number
  positionFrom?: number | null
  positionTo?: number | null
  status?: number | null
}

function span(from: number, to: number, title: string): number[] {
  if (to < from) throw new BizError(`${title}的结束值不能小于起始值`)
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

/** Codes like A-01-02-03 (prefix-aisle-shelf-layer[-position]) in pick order. */
export function rangeCodes(r: LocationRange) {
  const aisles = span(r.aisleFrom, r.aisleTo, '巷道')
  const shelves = span(r.shelfFrom, r.shelfTo, '货架')
  const layers = span(r.layerFrom, r.layerTo, '层')
  const hasPos = r.positionFrom != null && r.positionTo != null
  const positions = hasPos ? span(r.positionFrom!, r.positionTo!, '位') : [null]
  const count = aisles.length * shelves.length * layers.length * positions.length
  if (count > MAX_RANGE) throw new BizError(`一次最多生成 ${MAX_RANGE} 个库位，本次为 ${count} 个`)
  const out: { code: string; aisle: string; shelf: string; layer: string; position: string | null }[] = []
  for (const a of aisles)
    for (const s of shelves)
      for (const l of layers)
        for (const p of positions)
          out.push({
            code: [r.prefix, pad(a), pad(s), pad(l), ...(p === null ? [] : [pad(p)])].join('-'),
            aisle: pad(a),
            shelf: pad(s),
            layer: pad(l),
            position: p === null ? null : pad(p),
          })
  return out
}

export async function addLocationRange(tx: Tx, userId: number | null, r: LocationRange) {
  const area = (await tx.query(`SELECT id FROM storage_area WHERE id = $1 AND storage_id = $2`, [r.areaId, r.storageId])).rows[0]
  if (!area) throw new BizError('所选库区不存在或不属于该仓库')
  const codes = rangeCodes(r)
  const clash = await tx.query<{ code: string }>(`SELECT code FROM location WHERE storage_id = $1 AND code = ANY($2) ORDER BY code LIMIT 5`, [
    r.storageId,
    codes.map((c) => c.code),
  ])
  if (clash.rows.length)
    throw new BizError(`库位编码已存在：${clash.rows.map((c) => c.code).join('、')}${clash.rows.length === 5 ? ' 等' : ''}，未创建任何库位`)
  // Pick and shelving order continue after the warehouse's last location.
  const base = (await tx.query<{ n: number }>(`SELECT coalesce(max(pick_order), 0)::int8 AS n FROM location WHERE storage_id = $1`, [r.storageId])).rows[0].n
  await tx.query(
    `INSERT INTO location (tenant_id, storage_id, area_id, code, barcode, aisle, shelf, layer, position, pick_order, shelf_order, status, created_by, updated_by)
     SELECT app_tenant_id(), $1, $2, c.code, c.code, c.aisle, c.shelf, c.layer, c.position, $3 + c.n, $3 + c.n, $4, $5, $5
       FROM unnest($6::text[], $7::text[], $8::text[], $9::text[], $10::text[]) WITH ORDINALITY AS c(code, aisle, shelf, layer, position, n)`,
    [
      r.storageId,
      r.areaId,
      base,
      r.status ?? 1,
      userId,
      codes.map((c) => c.code),
      codes.map((c) => c.aisle),
      codes.map((c) => c.shelf),
      codes.map((c) => c.layer),
      codes.map((c) => c.position),
    ],
  )
  return { created: codes.length, first: codes[0].code, last: codes[codes.length - 1].code }
}

export const addList = write((ctx) => addLocationRange(ctx.tx, ctx.session!.userId, ctx.payload))

export const getDefault = read(async (ctx) => {
  const storageId = ctx.payload.storageId ?? ctx.session!.storageId
  if (!storageId) throw new BizError('请先选择仓库')
  const r = await ctx.tx.query(
    `SELECT l.id, l.code, l.area_id AS "areaId", a.name AS "areaName", l.storage_id AS "storageId"
       FROM location l JOIN storage_area a ON a.tenant_id = l.tenant_id AND a.id = l.area_id
      WHERE l.storage_id = $1 AND l.is_default`,
    [storageId],
  )
  return r.rows[0] ?? null
})

export const setDefault = write(async (ctx) => {
  const loc = (await ctx.tx.query<{ storage_id: number; status: number }>(`SELECT storage_id, status FROM location WHERE id = $1 FOR UPDATE`, [ctx.payload.id]))
    .rows[0]
  if (!loc) throw new BizError('记录不存在或已被删除')
  if (loc.status !== 1) throw new BizError('只有正常状态的库位可以设为默认库位')
  await ctx.tx.query(`UPDATE location SET is_default = false, version = version + 1, updated_at = now() WHERE storage_id = $1 AND is_default AND id <> $2`, [
    loc.storage_id,
    ctx.payload.id,
  ])
  await ctx.tx.query(`UPDATE location SET is_default = true, version = version + 1, updated_at = now(), updated_by = $2 WHERE id = $1`, [
    ctx.payload.id,
    ctx.session!.userId,
  ])
  return { id: ctx.payload.id }
})
