// What a stock-out voucher must satisfy to be saved: an enabled warehouse, an enabled owner and
// customer when given, a receiver (a customer or a receiving department), at least one line of
// enabled SKUs with each SKU and lot once (the order it becomes allocates per line), and for an
// AB-gate voucher an expected exit time that is not in the past.
import type { HandlerContext } from '../../../kernel/handler.ts'
import { namedStatus, refuse, skuStatuses } from '../../document-checks.ts'
import type { VoucherKind } from './kinds.ts'

export interface VoucherLineIn {
  skuId: number
  batchNo?: string | null
}

export interface VoucherIn {
  storageId: number
  ownerId?: number | null
  customerId?: number | null
  deptName?: string | null
  expectedOutAt?: string | null
  lines: VoucherLineIn[]
}

export async function checkVoucher(ctx: HandlerContext, kind: VoucherKind, v: VoucherIn): Promise<void> {
  const storage = await namedStatus(ctx.tx, 'storage', v.storageId)
  if (!storage) refuse('storageId', '出库仓库不存在或已被删除')
  if (storage.status !== 1) refuse('storageId', `仓库“${storage.name}”已停用，不能出库`)
  if (v.ownerId) {
    const o = await namedStatus(ctx.tx, 'product_owner', v.ownerId)
    if (!o) refuse('ownerId', '货主不存在或已被删除')
    if (o.status !== 1) refuse('ownerId', `货主“${o.name}”已停用`)
  }
  if (v.customerId) {
    const c = await namedStatus(ctx.tx, 'customer', v.customerId)
    if (!c) refuse('customerId', '客户不存在或已被删除')
    if (c.status !== 1) refuse('customerId', `客户“${c.name}”已停用`)
  }
  if (kind.docType === 'stockOut' && !v.customerId && !v.deptName?.trim()) refuse('deptName', '请选择客户或填写领用部门')
  if (v.expectedOutAt && new Date(v.expectedOutAt).getTime() < ctx.deps.clock.now().getTime() - 60_000) refuse('expectedOutAt', '预计出门时间不能早于现在')
  if (!v.lines.length) refuse('lines', '请至少添加一行出库明细')
  const seen = new Set<string>()
  v.lines.forEach((l, i) => {
    const key = `${l.skuId}|${l.batchNo?.trim() ?? ''}`
    if (seen.has(key)) refuse(`lines.${i}.skuId`, '商品重复', `第 ${i + 1} 行的商品${l.batchNo ? '和批次' : ''}与前面的行重复，请合并数量`)
    seen.add(key)
  })
  const skus = await skuStatuses(
    ctx.tx,
    v.lines.map((l) => l.skuId),
  )
  v.lines.forEach((l, i) => {
    const s = skus.get(l.skuId)?.status
    if (s === undefined) refuse(`lines.${i}.skuId`, '商品不存在', `第 ${i + 1} 行的商品不存在`)
    if (s !== 1) refuse(`lines.${i}.skuId`, '商品已停用', `第 ${i + 1} 行的商品已停用，不能出库`)
  })
}
