// 录入实盘数量 (grid): a quantity per line of a 盘点中 task; the last count of a line wins.
import { write } from '../../kernel/define.ts'
import { refuse } from '../document-checks.ts'
import { countingTask, refreshCounted, setCount } from './counting.ts'

interface CountIn {
  id: number
  lines: { lineId: number; countQty: number }[]
}

/** /v1/warehouse/inventory/count {id, lines: [{lineId, countQty}]} → {lineCount, countedCount}. */
export const countLines = write(async (ctx) => {
  const p = ctx.payload as CountIn
  const t = await countingTask(ctx, p.id)
  const own = await ctx.tx.query<{ id: number }>(`SELECT id FROM inventory_task_line WHERE task_id = $1 AND id = ANY($2::bigint[])`, [
    t.id,
    p.lines.map((l) => l.lineId),
  ])
  const ids = new Set(own.rows.map((r) => Number(r.id)))
  p.lines.forEach((l, i) => {
    if (!ids.has(l.lineId)) refuse(`lines.${i}.lineId`, '不是本盘点单的明细', `第 ${i + 1} 行不是盘点单 ${t.taskNo} 的明细`)
  })
  for (const l of p.lines) await setCount(ctx, l.lineId, l.countQty)
  return refreshCounted(ctx, t.id)
})
