// What an order must satisfy before it is stored: an enabled warehouse, references that exist
// and are enabled (customer, shop of that customer, owner, carrier), at least one line, enabled
// SKUs, and a SKU with the same lot only once. Quantities > 0 and prices ≥ 0 are the payload
// schema's (outOrderLine.json).
import type { HandlerContext } from '../../../kernel/handler.ts'
import { namedStatus, refuse, skuStatuses } from '../../document-checks.ts'

export interface OrderDraft {
  storageId: number
  customerId?: number | null
  shopId?: number | null
  ownerId?: number | null
  carrierId?: number | null
  lines: { skuId: number; batchNo?: string | null }[]
}

export async function checkOrder(ctx: HandlerContext, d: OrderDraft): Promise<void> {
  const storage = await namedStatus(ctx.tx, 'storage', d.storageId)
  if (!storage) refuse('storageId', '仓库不存在或已被删除')
  if (storage.status !== 1) refuse('storageId', `仓库“${storage.name}”已停用，不能下出库订单`)
  if (d.customerId) {
    const c = await namedStatus(ctx.tx, 'customer', d.customerId)
    if (!c) refuse('customerId', '客户不存在或已被删除')
    if (c.status !== 1) refuse('customerId', `客户“${c.name}”已停用`)
  }
  if (d.shopId) {
    const s = (await ctx.tx.query<{ name: string; customerId: number | null }>(`SELECT name, customer_id AS "customerId" FROM shop WHERE id = $1`, [d.shopId]))
      .rows[0]
    if (!s) refuse('shopId', '门店不存在或已被删除')
    if (d.customerId && s.customerId && s.customerId !== d.customerId) refuse('shopId', `门店“${s.name}”不属于所选客户`)
  }
  if (d.ownerId) {
    const o = await namedStatus(ctx.tx, 'product_owner', d.ownerId)
    if (!o) refuse('ownerId', '货主不存在或已被删除')
    if (o.status !== 1) refuse('ownerId', `货主“${o.name}”已停用`)
  }
  if (d.carrierId && !(await namedStatus(ctx.tx, 'carrier', d.carrierId))) refuse('carrierId', '承运商不存在或已被删除')
  if (!d.lines.length) refuse('lines', '请至少添加一行订单明细')
  const seen = new Set<string>()
  d.lines.forEach((l, i) => {
    const key = `${l.skuId}|${l.batchNo?.trim() || ''}`
    if (seen.has(key)) refuse(`lines.${i}.skuId`, `第 ${i + 1} 行：同一商品规格（同一批次）只能出现一次`)
    seen.add(key)
  })
  const byId = await skuStatuses(
    ctx.tx,
    d.lines.map((l) => l.skuId),
  )
  d.lines.forEach((l, i) => {
    const s = byId.get(l.skuId)
    if (!s) refuse(`lines.${i}.skuId`, `第 ${i + 1} 行：商品规格不存在或已被删除`)
    if (s.status !== 1) refuse(`lines.${i}.skuId`, `第 ${i + 1} 行：商品规格 ${s.code} 已停用`)
  })
}
