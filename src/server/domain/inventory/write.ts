// Saving a stocktake: numbered on add (taskNo's declaration, by the generic create), checked
// (validate.ts); changed only while 新建 (its lines are made when the count starts).
import { BizError } from '../../kernel/errors.ts'
import { create, update } from '../../crud/write.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { write } from '../../kernel/define.ts'
import { labelOf } from '../../../config/workflow-states.ts'
import { checkTask, type TaskIn } from './validate.ts'
import { INVENTORY, NEW } from './states.ts'

export const createTask = write(async (ctx) => {
  const p = ctx.payload as TaskIn
  const scope = await checkTask(ctx.tx, p)
  return create.run({ ...ctx, payload: { ...ctx.payload, ...scope } })
})

export const updateTask = write(async (ctx) => {
  const p = ctx.payload as Partial<TaskIn> & { id: number }
  const row = (
    await ctx.tx.query<TaskIn & { taskNo: string; status: number }>(
      `SELECT task_no AS "taskNo", status, task_type AS "taskType", storage_id AS "storageId", area_id AS "areaId", sku_id AS "skuId", owner_id AS "ownerId"
         FROM inventory_task WHERE id = $1 FOR UPDATE`,
      [p.id],
    )
  ).rows[0]
  if (!row) throw new BizError(NOT_FOUND)
  if (row.status !== NEW) throw new BizError(`盘点单 ${row.taskNo} 当前状态“${labelOf(ctx.config, INVENTORY, row.status)}”，只有新建的盘点单可以修改`)
  const merged: TaskIn = {
    taskType: p.taskType ?? row.taskType,
    storageId: p.storageId ?? Number(row.storageId),
    areaId: 'areaId' in p ? p.areaId : row.areaId,
    skuId: 'skuId' in p ? p.skuId : row.skuId,
    ownerId: 'ownerId' in p ? p.ownerId : row.ownerId,
  }
  const scope = await checkTask(ctx.tx, merged)
  return update.run({ ...ctx, payload: { ...ctx.payload, ...scope } })
})
