// Saving an order: numbered on add (processNo's declaration, by the generic create), checked
// (validate.ts), and its lines derived again from the composite after every save — the bill of
// materials per kit copied and multiplied by the kits in SQL: for 组合 the components are consumed
// (消耗) and the kit produced (产出), for 拆分 the other way round. Changed or deleted only while
// 新建 or 已驳回 (never started).
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { create, remove, update } from '../../crud/write.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { labelOf } from '../../../config/workflow-states.ts'
import { write } from '../../kernel/define.ts'
import { checkProcess, type ProcessIn } from './validate.ts'
import { COMBINE, EDITABLE, PROCESS, SOURCE, TARGET } from './states.ts'

type Payload = Partial<ProcessIn> & { id?: number; lines?: unknown }

export const createProcess = write(async (ctx) => {
  const p = ctx.payload as Payload
  await checkProcess(ctx.tx, p as ProcessIn)
  delete p.lines
  const saved = (await create.run(ctx)) as { id: number }
  await deriveLines(ctx, saved.id)
  return saved
})

export const updateProcess = write(async (ctx) => {
  const p = ctx.payload as Payload & { id: number }
  const row = await lockEditable(ctx, p.id)
  await checkProcess(ctx.tx, { ...row, ...Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) } as ProcessIn)
  delete p.lines
  const saved = await update.run(ctx)
  await deriveLines(ctx, p.id)
  return saved
})

export const deleteProcess = write(async (ctx) => {
  for (const id of (ctx.payload.ids as number[] | undefined) ?? [ctx.payload.id]) await lockEditable(ctx, id as number)
  return remove.run(ctx)
})

async function lockEditable(ctx: HandlerContext, id: number) {
  const row = (
    await ctx.tx.query<ProcessIn & { processNo: string; status: number }>(
      `SELECT process_no AS "processNo", status, process_type AS "processType", storage_id AS "storageId", owner_id AS "ownerId",
              composite_id AS "compositeId", qty::float8 AS qty, location_id AS "locationId"
         FROM product_process WHERE id = $1 FOR UPDATE`,
      [id],
    )
  ).rows[0]
  if (!row) throw new BizError(NOT_FOUND)
  if (!EDITABLE.includes(row.status)) {
    const may = EDITABLE.map((s) => labelOf(ctx.config, PROCESS, s)).join('或')
    throw new BizError(`加工单 ${row.processNo} 当前状态“${labelOf(ctx.config, PROCESS, row.status)}”，只有${may}的加工单可以修改或删除`)
  }
  return row
}

/** The order's lines from its composite as it is now: the kit (1 per kit) and each component (its quantity per kit). */
async function deriveLines(ctx: HandlerContext, id: number): Promise<void> {
  await ctx.tx.query(`DELETE FROM product_process_line WHERE process_id = $1`, [id])
  await ctx.tx.query(
    `INSERT INTO product_process_line (tenant_id, process_id, role, sku_id, unit_qty, qty, created_by, updated_by)
     SELECT p.tenant_id, p.id, CASE WHEN p.process_type = ${COMBINE} THEN ${TARGET} ELSE ${SOURCE} END, c.sku_id, 1, p.qty, $2::bigint, $2::bigint
       FROM product_process p JOIN composite_product c ON c.tenant_id = p.tenant_id AND c.id = p.composite_id WHERE p.id = $1
     UNION ALL
     SELECT p.tenant_id, p.id, CASE WHEN p.process_type = ${COMBINE} THEN ${SOURCE} ELSE ${TARGET} END, k.sku_id, k.qty, k.qty * p.qty, $2::bigint, $2::bigint
       FROM product_process p JOIN composite_component k ON k.tenant_id = p.tenant_id AND k.composite_id = p.composite_id WHERE p.id = $1`,
    [id, ctx.session?.userId ?? null],
  )
}
