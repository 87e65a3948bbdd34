// What entering counts shares: the open task (locked, 盘点中 only), one line's count written with
// its difference and value in SQL, and the header's counted-line number kept.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { labelOf } from '../../../config/workflow-states.ts'
import { COUNTING, INVENTORY } from './states.ts'
import type { TaskRow } from './start.ts'

/** The task, locked; refused unless 盘点中 (counts are entered only while counting). */
export async function countingTask(ctx: HandlerContext, id: number): Promise<TaskRow & { status: number }> {
  const t = (
    await ctx.tx.query<TaskRow & { status: number }>(
      `SELECT id, task_no AS "taskNo", task_type AS "taskType", storage_id AS "storageId", area_id AS "areaId", sku_id AS "skuId",
              owner_id AS "ownerId", blind, status
         FROM inventory_task WHERE id = $1 FOR UPDATE`,
      [id],
    )
  ).rows[0]
  if (!t) throw new BizError(NOT_FOUND)
  if (t.status !== COUNTING) throw new BizError(`盘点单 ${t.taskNo} 当前状态“${labelOf(ctx.config, INVENTORY, t.status)}”，只有盘点中的盘点单可以录入实盘数量`)
  return t
}

/** Sets (or, with add, adds to) a line's count; answers the count now. */
export async function setCount(ctx: HandlerContext, lineId: number, qty: number, add = false): Promise<number> {
  const r = await ctx.tx.query<{ countQty: number }>(
    `UPDATE inventory_task_line
        SET count_qty = CASE WHEN $3 THEN COALESCE(count_qty, 0) + $2::numeric ELSE $2::numeric END,
            diff_qty = CASE WHEN $3 THEN COALESCE(count_qty, 0) + $2::numeric ELSE $2::numeric END - book_qty,
            diff_amount = round((CASE WHEN $3 THEN COALESCE(count_qty, 0) + $2::numeric ELSE $2::numeric END - book_qty) * cost_price, 2),
            counted_at = now(), updated_at = now(), updated_by = NULLIF(current_setting('app.user_id', true), '')::bigint, version = version + 1
      WHERE id = $1 RETURNING count_qty AS "countQty"`,
    [lineId, qty, add],
  )
  return Number(r.rows[0].countQty)
}

/** The header's number of counted lines (and of lines: a scan may have added one). */
export async function refreshCounted(ctx: HandlerContext, taskId: number): Promise<{ lineCount: number; countedCount: number }> {
  const r = await ctx.tx.query<{ lineCount: number; countedCount: number }>(
    `UPDATE inventory_task t SET line_count = c.n, counted_count = c.counted, version = t.version + 1, updated_at = now()
       FROM (SELECT count(*)::int AS n, count(count_qty)::int AS counted FROM inventory_task_line WHERE task_id = $1) c
      WHERE t.id = $1 RETURNING t.line_count AS "lineCount", t.counted_count AS "countedCount"`,
    [taskId],
  )
  return r.rows[0]
}
