// "Add or update" calls of the catalogue (/v1/ProductMaster/addEdit, /DeliveryMan/AddOrUpdate,
// …createoredit): one payload, no id → a new row, id and version → an update of that row with
// optimistic locking. Declared as `op: update` with `payload: <entity>` (the entity carries
// virtual id and version), so the walkers treat them as the updates they mostly are.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { insertRow, updateRow } from '../../crud/rows.ts'
import { write } from '../../kernel/define.ts'

export const MISSING_VERSION = '缺少版本号，请刷新后重试'

/** Saves `values` (the payload, possibly adjusted) into the endpoint's entity: {id} on add, {id, version} on update. */
export async function saveRecord(ctx: HandlerContext, values: Record<string, unknown> = ctx.payload): Promise<{ id: number; version?: number }> {
  const model = entityModel(ctx.config, ctx.endpoint.entity!)
  const { id, version, ...rest } = values as { id?: number | null; version?: number | null }
  if (id) {
    if (!version) throw new BizError(MISSING_VERSION, [{ field: 'version', message: MISSING_VERSION }])
    return updateRow(ctx, model, id, version, rest)
  }
  return { id: await insertRow(ctx, model, rest) }
}

/** Whether a call adds (no id) rather than updates. */
export const isAdd = (ctx: HandlerContext) => !ctx.payload.id

export const save = write((ctx) => saveRecord(ctx))
