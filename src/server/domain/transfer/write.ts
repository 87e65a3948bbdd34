// Saving a transfer: numbered on add (transferNo's declaration, by the generic create), checked
// (validate.ts); each line's SKU, location, owner, quality and lot copied from its balance row and
// the totals summed in SQL after every save. Changed or deleted only while 新建.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { create, remove, update } from '../../crud/write.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { labelOf } from '../../../config/workflow-states.ts'
import { write } from '../../kernel/define.ts'
import { checkTransfer, type TransferLineIn } from './validate.ts'
import { NEW, TRANSFER } from './states.ts'

interface Payload {
  id?: number
  storageId?: number
  toStorageId?: number
  ownerId?: number | null
  lines?: TransferLineIn[]
}

export const createTransfer = write(async (ctx) => {
  const p = ctx.payload as Payload
  await checkTransfer(ctx.tx, { storageId: p.storageId!, toStorageId: p.toStorageId!, ownerId: p.ownerId, lines: p.lines ?? [] })
  const saved = (await create.run(ctx)) as { id: number }
  await copyFromBalances(ctx, saved.id)
  return saved
})

export const updateTransfer = write(async (ctx) => {
  const p = ctx.payload as Payload & { id: number }
  const row = await lockNew(ctx, p.id)
  const lines =
    p.lines ??
    (await ctx.tx.query<TransferLineIn>(`SELECT balance_id AS "balanceId", qty::float8 AS qty FROM transfer_order_line WHERE transfer_id = $1`, [p.id])).rows
  await checkTransfer(ctx.tx, {
    storageId: p.storageId ?? Number(row.storageId),
    toStorageId: p.toStorageId ?? Number(row.toStorageId),
    ownerId: p.ownerId === undefined ? row.ownerId : p.ownerId,
    lines,
  })
  const saved = await update.run(ctx)
  await copyFromBalances(ctx, p.id)
  return saved
})

export const deleteTransfer = write(async (ctx) => {
  for (const id of (ctx.payload.ids as number[] | undefined) ?? [ctx.payload.id]) await lockNew(ctx, id as number)
  return remove.run(ctx)
})

async function lockNew(ctx: HandlerContext, id: number) {
  const row = (
    await ctx.tx.query<{ transferNo: string; status: number; storageId: number; toStorageId: number; ownerId: number | null }>(
      `SELECT transfer_no AS "transferNo", status, storage_id AS "storageId", to_storage_id AS "toStorageId", owner_id AS "ownerId"
         FROM transfer_order WHERE id = $1 FOR UPDATE`,
      [id],
    )
  ).rows[0]
  if (!row) throw new BizError(NOT_FOUND)
  if (row.status !== NEW)
    throw new BizError(
      `调拨单 ${row.transferNo} 当前状态“${labelOf(ctx.config, TRANSFER, row.status)}”，只有${labelOf(ctx.config, TRANSFER, NEW)}的调拨单可以修改或删除`,
    )
  return row
}

/** The lines show what they take: SKU, location, owner, quality and lot come from the balance row. */
async function copyFromBalances(ctx: HandlerContext, id: number): Promise<void> {
  await ctx.tx.query(
    `UPDATE transfer_order_line l SET sku_id = b.sku_id, location_id = b.location_id, owner_id = b.owner_id, stock_status = b.stock_status, batch_no = b.batch_no,
            production_date = b.production_date, expiry_date = b.expiry_date
       FROM stock_balance b WHERE b.tenant_id = l.tenant_id AND b.id = l.balance_id AND l.transfer_id = $1`,
    [id],
  )
  await refreshTotals(ctx, id)
}

/** The header's quantities, summed from its lines in SQL: total, shipped, received, lost, in transit. */
export async function refreshTotals(ctx: HandlerContext, id: number): Promise<void> {
  await ctx.tx.query(
    `UPDATE transfer_order t SET total_qty = s.total, shipped_qty = s.shipped, received_qty = s.received, lost_qty = s.lost, transit_qty = s.shipped - s.received - s.lost
       FROM (SELECT COALESCE(sum(qty), 0) AS total, COALESCE(sum(shipped_qty), 0) AS shipped, COALESCE(sum(received_qty), 0) AS received, COALESCE(sum(lost_qty), 0) AS lost
               FROM transfer_order_line WHERE transfer_id = $1) s
      WHERE t.id = $1`,
    [id],
  )
}
