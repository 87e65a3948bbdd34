// Saving a detection order: numbered on add (detectionNo's declaration, by the generic create),
// checked, its results made the scheme's projects (results.ts), the inspected row's SKU,
// location, owner, lot and quality copied onto it, the sample quantity defaulted from the
// scheme's sampling and the conclusion kept, all after every save. Changed only while 新建 or 已驳回.
import type { Tx } from '../../db/types.ts'
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { create, update } from '../../crud/write.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { write } from '../../kernel/define.ts'
import { labelOf, labelsOf } from '../../../config/workflow-states.ts'
import { namedStatus, refuse } from '../document-checks.ts'
import { lineRows } from '../balance-lines.ts'
import { covers } from '../stock/qty.ts'
import { conclusion, resultRows, schemeItems, type ResultIn } from './results.ts'
import { DETECTION, EDITABLE, INSPECTABLE } from './states.ts'

interface OrderIn {
  id?: number
  storageId?: number
  schemeId?: number
  balanceId?: number
  qty?: number
  sampleQty?: number | null
  lines?: ResultIn[]
}

interface Scheme {
  name: string
  status: number
  samplingMethod: number
  sampleRate: number | null
  sampleQty: number | null
}

async function checkOrder(tx: Tx, o: Required<Pick<OrderIn, 'storageId' | 'schemeId' | 'balanceId' | 'qty'>> & OrderIn): Promise<Scheme> {
  const storage = await namedStatus(tx, 'storage', o.storageId)
  if (storage?.status !== 1) refuse('storageId', '所选仓库已停用或不存在')
  const scheme = (
    await tx.query<Scheme>(
      `SELECT name, status, sampling_method AS "samplingMethod", sample_rate::float8 AS "sampleRate", sample_qty::float8 AS "sampleQty" FROM detection_scheme WHERE id = $1`,
      [o.schemeId],
    )
  ).rows[0]
  if (!scheme) refuse('schemeId', '检测方案不存在')
  if (scheme.status !== 1) refuse('schemeId', '检测方案已停用', `检测方案「${scheme.name}」已停用`)
  const b = (await lineRows(tx, [o.balanceId])).get(Number(o.balanceId))
  if (!b) refuse('balanceId', '受检库存不存在')
  if (Number(b.storageId) !== Number(o.storageId)) refuse('balanceId', '受检库存不属于所选仓库', `库位 ${b.locationCode} 的 ${b.skuCode} 不属于所选仓库`)
  if (!INSPECTABLE.includes(b.stockStatus as never))
    refuse('balanceId', '只能检测合格或不合格库存', `库位 ${b.locationCode} 的 ${b.skuCode} 不是合格或不合格库存（冻结或待检），不能检测`)
  if (!covers(b.available, o.qty))
    refuse('qty', `检测数量超过可用数量 ${b.available}`, `库位 ${b.locationCode} 的 ${b.skuCode} 可用 ${b.available}，检测数量 ${o.qty}`)
  if (o.sampleQty && !covers(o.qty, o.sampleQty)) refuse('sampleQty', '抽样数量不能超过检测数量')
  return scheme
}

/** 全检: all; 按比例: rate × qty rounded up (at least 1, at most qty); 按数量: its quantity, at most qty. */
function defaultSample(s: Scheme, qty: number): number {
  if (s.samplingMethod === 2 && s.sampleRate) return Math.min(qty, Math.max(1, Math.ceil((qty * s.sampleRate) / 100)))
  if (s.samplingMethod === 3 && s.sampleQty) return Math.min(qty, s.sampleQty)
  return qty
}

export const createOrder = write(async (ctx) => {
  const p = ctx.payload as OrderIn
  const scheme = await checkOrder(ctx.tx, p as never)
  const lines = resultRows(await schemeItems(ctx.tx, p.schemeId!), p.lines ?? [], false)
  const sampleQty = p.sampleQty ?? defaultSample(scheme, Number(p.qty))
  const saved = (await create.run({ ...ctx, payload: { ...p, sampleQty, lines } })) as { id: number }
  await afterSave(ctx, saved.id, conclusion(lines))
  return saved
})

export const updateOrder = write(async (ctx) => {
  const p = ctx.payload as OrderIn & { id: number }
  const row = (
    await ctx.tx.query<{ detectionNo: string; status: number; storageId: number; schemeId: number; balanceId: number; qty: number; sampleQty: number | null }>(
      `SELECT detection_no AS "detectionNo", status, storage_id AS "storageId", scheme_id AS "schemeId", balance_id AS "balanceId", qty::float8 AS qty,
              sample_qty::float8 AS "sampleQty"
         FROM detection_order WHERE id = $1 FOR UPDATE`,
      [p.id],
    )
  ).rows[0]
  if (!row) throw new BizError(NOT_FOUND)
  if (!EDITABLE.includes(row.status))
    throw new BizError(
      `检测单 ${row.detectionNo} 当前状态“${labelOf(ctx.config, DETECTION, row.status)}”，只有${labelsOf(ctx.config, DETECTION, EDITABLE)}的检测单可以修改`,
    )
  const o = { ...row, ...Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) } as typeof row & OrderIn
  await checkOrder(ctx.tx, o)
  const schemeChanged = Number(o.schemeId) !== Number(row.schemeId)
  const given =
    p.lines ??
    (
      await ctx.tx.query<ResultIn>(
        `SELECT id, project_id AS "projectId", value::float8 AS value, passed, remark FROM detection_order_result WHERE order_id = $1`,
        [p.id],
      )
    ).rows
  const lines = resultRows(await schemeItems(ctx.tx, o.schemeId), given, schemeChanged)
  const saved = await update.run({ ...ctx, payload: { ...p, lines } })
  await afterSave(ctx, p.id, conclusion(lines))
  return saved
})

/** What the order shows of the row it inspects, and its conclusion. */
async function afterSave(ctx: HandlerContext, id: number, result: number | null): Promise<void> {
  await ctx.tx.query(
    `UPDATE detection_order o SET sku_id = b.sku_id, location_id = b.location_id, owner_id = b.owner_id, batch_no = b.batch_no,
            stock_status = b.stock_status, result = $2
       FROM stock_balance b WHERE b.tenant_id = o.tenant_id AND b.id = o.balance_id AND o.id = $1`,
    [id, result],
  )
}
