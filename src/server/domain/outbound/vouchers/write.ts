// Saving a voucher: numbered on add (its entity's voucherNo declaration: ZC/AB + day + 4), checked (validate.ts), its
// total and approval summary written in SQL after every save; changed only while 草稿 or 已驳回.
import type { HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { ident } from '../../../db/schema/naming.ts'
import { create, update } from '../../../crud/write.ts'
import { NOT_FOUND } from '../../../crud/rows.ts'
import { checkVoucher, type VoucherIn, type VoucherLineIn } from './validate.ts'
import { EDITABLE, kindOf, TYPE_LABELS, type VoucherKind } from './kinds.ts'
import { labelOf, labelsOf } from '../../../../config/workflow-states.ts'
import { write } from '../../../kernel/define.ts'

type Payload = Partial<Omit<VoucherIn, 'lines'>> & { id?: number; voucherType?: number; lines?: VoucherLineIn[] }

export const createVoucher = write(async (ctx) => {
  const kind = kindOf(ctx)
  const p = ctx.payload as Payload
  await checkVoucher(ctx, kind, { ...p, storageId: p.storageId!, lines: p.lines ?? [] })
  const saved = (await create.run(ctx)) as { id: number }
  const voucherNo = (await ctx.tx.query<{ no: string }>(`SELECT voucher_no AS no FROM ${ident(kind.table)} WHERE id = $1`, [saved.id])).rows[0].no
  await refresh(ctx, kind, saved.id)
  return { id: saved.id, voucherNo }
})

interface Stored {
  voucherNo: string
  status: number
  storageId: number
  ownerId: number | null
  customerId: number | null
  deptName: string | null
}

export const updateVoucher = write(async (ctx) => {
  const kind = kindOf(ctx)
  const p = ctx.payload as Payload & { id: number }
  const row = (
    await ctx.tx.query<Stored>(
      `SELECT voucher_no AS "voucherNo", status, storage_id AS "storageId", owner_id AS "ownerId", customer_id AS "customerId", dept_name AS "deptName"
       FROM ${ident(kind.table)} WHERE id = $1 FOR UPDATE`,
      [p.id],
    )
  ).rows[0]
  if (!row) throw new BizError(NOT_FOUND)
  if (!EDITABLE.includes(row.status))
    throw new BizError(
      `${kind.title} ${row.voucherNo} 当前状态“${labelOf(ctx.config, kind.workflow, row.status)}”，只有${labelsOf(ctx.config, kind.workflow, EDITABLE)}的单据可以修改`,
    )
  const lines =
    p.lines ??
    (await ctx.tx.query<VoucherLineIn>(`SELECT sku_id AS "skuId", batch_no AS "batchNo" FROM ${ident(kind.lineTable)} WHERE voucher_id = $1`, [p.id])).rows
  // A field left out of the payload keeps its stored value; one sent as null clears it.
  const keep = <K extends keyof Stored>(k: K) => (Object.hasOwn(p, k) ? (p as unknown as Stored)[k] : row[k])
  await checkVoucher(ctx, kind, {
    storageId: Number(keep('storageId')),
    ownerId: keep('ownerId'),
    customerId: keep('customerId'),
    deptName: keep('deptName'),
    expectedOutAt: (p as { expectedOutAt?: string | null }).expectedOutAt,
    lines: lines.map((l) => ({ ...l, skuId: Number(l.skuId) })),
  })
  const saved = await update.run(ctx)
  await refresh(ctx, kind, p.id)
  return saved
})

/** total = the sum of the lines; summary = 类型 · 仓库 · 客户或领用部门 · 共 N (what the approval lists show). */
export async function refresh(ctx: HandlerContext, kind: VoucherKind, id: number): Promise<void> {
  const t = ident(kind.table)
  await ctx.tx.query(
    `UPDATE ${t} v SET total_qty = q.total,
            summary = left(concat_ws(' · ', $2::jsonb ->> v.voucher_type::text,
              (SELECT s.name FROM storage s WHERE s.id = v.storage_id),
              coalesce((SELECT c.name FROM customer c WHERE c.id = v.customer_id), nullif(v.dept_name, '')),
              '共 ' || trim_scale(q.total)), 200)
       FROM (SELECT COALESCE(sum(qty), 0) AS total FROM ${ident(kind.lineTable)} WHERE voucher_id = $1) q
      WHERE v.id = $1`,
    [id, JSON.stringify(TYPE_LABELS)],
  )
}
