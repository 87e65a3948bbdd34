// Unit conversions of a SKU (the catalogue's "meter endpoints"): packaging units, each
// holding `ratio` base units of the SKU's product (1 箱 = 24 瓶). The base unit is implied
// with ratio 1, so it is never a packaging unit of its own SKU.
import type { HandlerContext } from '../../kernel/handler.ts'
import { fieldError } from '../../kernel/errors.ts'
import { create, update } from '../../crud/write.ts'
import { list } from '../../crud/list.ts'
import { skuInfo } from './sku-info.ts'
import { read, write } from '../../kernel/define.ts'

type Row = Record<string, unknown>
/** A ratio in a label: up to 4 decimals, no trailing zeros (24, 0.5). */
const formatQuantity = (n: number) => String(Number(Number(n).toFixed(4)))

async function checkMeter(ctx: HandlerContext, id: number | null) {
  const sent = ctx.payload as { skuId?: number; unitId?: number }
  let { skuId, unitId } = sent
  if (id !== null) {
    const stored = (await ctx.tx.query<{ skuId: number; unitId: number }>(`SELECT sku_id AS "skuId", unit_id AS "unitId" FROM sku_meter WHERE id = $1`, [id]))
      .rows[0]
    if (!stored) return // not found: the update says so
    skuId ??= stored.skuId
    unitId ??= stored.unitId
  }
  const sku = (await skuInfo(ctx, [skuId])).get(skuId as number)
  if (!sku) return // the foreign key refuses a SKU that does not exist
  if (unitId === sku.unitId) throw fieldError('unitId', `“${sku.unitName}”是该商品的基本单位，无需换算`)
  const dup = await ctx.tx.query(`SELECT 1 FROM sku_meter WHERE sku_id = $1 AND unit_id = $2 AND id IS DISTINCT FROM $3`, [skuId, unitId, id])
  if (dup.rows.length) throw fieldError('unitId', '该规格已设置过这个包装单位')
}

export const createMeter = write(async (ctx) => {
  await checkMeter(ctx, null)
  return create.run(ctx)
})

export const updateMeter = write(async (ctx) => {
  await checkMeter(ctx, ctx.payload.id)
  return update.run(ctx)
})

export const listMeters = read(async (ctx) => {
  const page = (await list.run(ctx)) as { list: Row[] }
  const info = await skuInfo(
    ctx,
    page.list.map((r) => r.skuId),
  )
  for (const r of page.list) {
    const s = info.get(r.skuId as number)
    r.skuCode = s?.code ?? null
    r.baseUnitName = s?.unitName ?? null
  }
  return page
})

/** /v1/meter/units {skuId}: [{value: unitId, label, ratio, isBase}], the base unit first (ratio 1). */
export const skuUnits = read(async (ctx) => {
  const skuId = ctx.payload.skuId as number
  const sku = (await skuInfo(ctx, [skuId])).get(skuId)
  if (!sku) throw fieldError('skuId', '商品规格不存在')
  const r = await ctx.tx.query<{ unitId: number; unitName: string; ratio: number; barcode: string | null }>(
    `SELECT m.unit_id AS "unitId", u.name AS "unitName", m.ratio, m.barcode FROM sku_meter m JOIN unit u ON u.id = m.unit_id
      WHERE m.sku_id = $1 AND m.status = 1 ORDER BY m.ratio`,
    [skuId],
  )
  return [
    { value: sku.unitId, label: sku.unitName ?? '', ratio: 1, isBase: true, barcode: null },
    ...r.rows.map((m) => ({
      value: m.unitId,
      label: `${m.unitName}（${formatQuantity(m.ratio)}${sku.unitName ?? ''}）`,
      ratio: m.ratio,
      isBase: false,
      barcode: m.barcode,
    })),
  ]
})
