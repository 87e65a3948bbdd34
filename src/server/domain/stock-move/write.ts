// Saving a move: numbered on add (moveNo's declaration, by the generic create), checked
// (validate.ts); each line's SKU, location, owner, quality and lot copied from its balance row and
// the total summed in SQL after every save. Changed or deleted only while 新建.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { create, remove, update } from '../../crud/write.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { labelOf } from '../../../config/workflow-states.ts'
import { write } from '../../kernel/define.ts'
import { checkMove, type MoveLineIn } from './validate.ts'
import { MOVE, NEW } from './states.ts'

interface Payload {
  id?: number
  storageId?: number
  ownerId?: number | null
  lines?: MoveLineIn[]
}

export const createMove = write(async (ctx) => {
  const p = ctx.payload as Payload
  await checkMove(ctx.tx, { storageId: p.storageId!, ownerId: p.ownerId, lines: p.lines ?? [] })
  const saved = (await create.run(ctx)) as { id: number }
  await copyFromBalances(ctx, saved.id)
  return saved
})

export const updateMove = write(async (ctx) => {
  const p = ctx.payload as Payload & { id: number }
  const row = await lockNew(ctx, p.id)
  const lines =
    p.lines ??
    (
      await ctx.tx.query<MoveLineIn>(
        `SELECT balance_id AS "balanceId", to_location_id AS "toLocationId", qty::float8 AS qty FROM stock_move_line WHERE move_id = $1`,
        [p.id],
      )
    ).rows
  await checkMove(ctx.tx, { storageId: p.storageId ?? Number(row.storageId), ownerId: p.ownerId === undefined ? row.ownerId : p.ownerId, lines })
  const saved = await update.run(ctx)
  await copyFromBalances(ctx, p.id)
  return saved
})

export const deleteMove = write(async (ctx) => {
  for (const id of (ctx.payload.ids as number[] | undefined) ?? [ctx.payload.id]) await lockNew(ctx, id as number)
  return remove.run(ctx)
})

async function lockNew(ctx: HandlerContext, id: number) {
  const row = (
    await ctx.tx.query<{ moveNo: string; status: number; storageId: number; ownerId: number | null }>(
      `SELECT move_no AS "moveNo", status, storage_id AS "storageId", owner_id AS "ownerId" FROM stock_move WHERE id = $1 FOR UPDATE`,
      [id],
    )
  ).rows[0]
  if (!row) throw new BizError(NOT_FOUND)
  if (row.status !== NEW)
    throw new BizError(`移库单 ${row.moveNo} 当前状态“${labelOf(ctx.config, MOVE, row.status)}”，只有${labelOf(ctx.config, MOVE, NEW)}的移库单可以修改或删除`)
  return row
}

/** The lines show what they move: SKU, location, owner, quality and lot come from the balance row. */
async function copyFromBalances(ctx: HandlerContext, id: number): Promise<void> {
  await ctx.tx.query(
    `UPDATE stock_move_line l SET sku_id = b.sku_id, location_id = b.location_id, owner_id = b.owner_id, stock_status = b.stock_status, batch_no = b.batch_no,
            production_date = b.production_date, expiry_date = b.expiry_date
       FROM stock_balance b WHERE b.tenant_id = l.tenant_id AND b.id = l.balance_id AND l.move_id = $1`,
    [id],
  )
  await ctx.tx.query(`UPDATE stock_move SET total_qty = (SELECT COALESCE(sum(qty), 0) FROM stock_move_line WHERE move_id = $1) WHERE id = $1`, [id])
}
