// 干线清单: saved in the form (only while 待发运) or imported from the carrier's .xlsx through the
// generic import (preview with errors by row, then all or nothing). A committed import leaves a
// history row (trunk-list-history) that its lists point to; totals come from the lines in SQL.
import type { HandlerContext } from '../../../kernel/handler.ts'
import type { Tx } from '../../../db/types.ts'
import { BizError } from '../../../kernel/errors.ts'
import { importRowsWith } from '../../../crud/import/import-op.ts'
import { entityModel } from '../../../crud/entity-model.ts'
import { insertLines, readLines, syncLines } from '../../../crud/lines.ts'
import { isAdd, saveRecord } from '../../masters/save.ts'
import { read, write } from '../../../kernel/define.ts'

const WAITING = 0

/** Each list's piece count, weight and line count, from its lines. */
export async function refreshTrunkTotals(tx: Tx, ids: number[]): Promise<void> {
  await tx.query(
    `UPDATE trunk_list t SET total_qty = s.qty, total_weight = s.weight, line_count = s.n
       FROM (SELECT l.id, COALESCE(sum(x.qty), 0) AS qty, COALESCE(sum(x.weight), 0) AS weight, count(x.id)::int AS n
               FROM trunk_list l LEFT JOIN trunk_list_line x ON x.tenant_id = l.tenant_id AND x.trunk_list_id = l.id
              WHERE l.id = ANY($1::bigint[]) GROUP BY l.id) s
      WHERE t.id = s.id`,
    [ids],
  )
}

export const saveTrunk = write(async (ctx) => {
  const lines = (ctx.payload.lines ?? []) as Record<string, unknown>[]
  if (isAdd(ctx) && !lines.length) throw new BizError('请至少填写一行清单明细', [{ field: 'lines', message: '请至少填写一行清单明细' }])
  if (!isAdd(ctx)) {
    const cur = (await ctx.tx.query<{ status: number }>(`SELECT status FROM trunk_list WHERE id = $1`, [ctx.payload.id])).rows[0]
    if (cur && cur.status !== WAITING) throw new BizError('只有“待发运”的干线清单可以修改')
  }
  const saved = await saveRecord(ctx)
  const model = entityModel(ctx.config, 'trunkList')
  if (isAdd(ctx)) await insertLines(ctx, model, saved.id, lines)
  else if (ctx.payload.lines) await syncLines(ctx, model, saved.id, lines)
  await refreshTrunkTotals(ctx.tx, [saved.id])
  return saved
})

/** The file name of each preview, kept until its commit writes the history row. */
const fileNames = new Map<string, string>()
const MAX_REMEMBERED = 200

const importer = importRowsWith({
  async afterInsert(ctx: HandlerContext, ids: number[]) {
    const jobId = String(ctx.payload.jobId)
    const s = ctx.session!
    // A large file commits in batches of 500: the first makes the history row, the rest add to it.
    const history = (
      await ctx.tx.query<{ id: number }>(
        `INSERT INTO trunk_import (tenant_id, file_name, job_id, operator_name, created_by, updated_by) VALUES (app_tenant_id(), $1, $2, $3, $4, $4)
       ON CONFLICT (tenant_id, job_id) DO UPDATE SET updated_at = now() RETURNING id`,
        [fileNames.get(jobId) ?? '干线清单.xlsx', jobId, s.realName || s.userName, s.userId],
      )
    ).rows[0].id
    await ctx.tx.query(`UPDATE trunk_list SET import_id = $2 WHERE id = ANY($1::bigint[])`, [ids, history])
    await refreshTrunkTotals(ctx.tx, ids)
    await ctx.tx.query(
      `UPDATE trunk_import h SET trunk_count = s.n, line_count = s.lines
         FROM (SELECT count(*)::int AS n, COALESCE(sum(line_count), 0)::int AS lines FROM trunk_list WHERE import_id = $1) s WHERE h.id = $1`,
      [history],
    )
  },
})

export const importTrunks = write(async (ctx) => {
  const answer = (await importer.run(ctx)) as { jobId: string }
  if (ctx.payload.mode !== 'commit') {
    if (fileNames.size >= MAX_REMEMBERED) fileNames.delete(fileNames.keys().next().value!)
    const name = typeof ctx.payload.fileName === 'string' && ctx.payload.fileName.trim() ? ctx.payload.fileName.trim().slice(0, 200) : '干线清单.xlsx'
    fileNames.set(answer.jobId, name)
  }
  return answer
})

/** trunk-list-print: the lists of ids with their lines (with the consignee of orders the system knows), warehouse and carrier names. */
export const trunkPrintData = read(async (ctx) => {
  const ids = (ctx.payload.ids ?? []) as number[]
  if (!ids.length) throw new BizError('请选择要打印的干线清单')
  const model = entityModel(ctx.config, 'trunkList')
  const heads = (
    await ctx.tx.query(
      `SELECT t.id, t.trunk_no AS "trunkNo", t.delivery_point AS "deliveryPoint", t.plate_no AS "plateNo", t.driver_name AS "driverName", t.driver_phone AS "driverPhone",
            t.ship_date AS "shipDate", t.status, t.total_qty AS "totalQty", t.total_weight AS "totalWeight", t.line_count AS "lineCount", t.remark,
            s.name AS "storageName", c.name AS "carrierName"
       FROM trunk_list t LEFT JOIN storage s ON s.tenant_id = t.tenant_id AND s.id = t.storage_id LEFT JOIN carrier c ON c.tenant_id = t.tenant_id AND c.id = t.carrier_id
      WHERE t.id = ANY($1::bigint[]) ORDER BY t.id`,
      [ids],
    )
  ).rows as (Record<string, unknown> & { id: number })[]
  const lists = await Promise.all(heads.map(async (h) => ({ ...h, lines: (await readLines(ctx, model, h.id)) as Record<string, unknown>[] })))
  // The consignee of each line whose order the system knows (the manifest names orders by number).
  const orderNos = lists.flatMap((l) => l.lines.map((x) => x.orderNo))
  const known = new Map(
    (
      await ctx.tx.query<{ orderNo: string; receiverName: string | null; receiverAddress: string | null }>(
        `SELECT order_no AS "orderNo", receiver_name AS "receiverName", receiver_address AS "receiverAddress" FROM out_order WHERE order_no = ANY($1::text[])`,
        [orderNos],
      )
    ).rows.map((o) => [o.orderNo, o]),
  )
  return lists.map((l) => ({
    ...l,
    lines: l.lines.map((x) => ({
      ...x,
      receiverName: known.get(x.orderNo as string)?.receiverName ?? null,
      receiverAddress: known.get(x.orderNo as string)?.receiverAddress ?? null,
    })),
  }))
})
