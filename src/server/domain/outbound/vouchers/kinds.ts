// The two kinds of stock-out voucher (制单出库 and AB门出库): one shape, one code path, told apart
// by this descriptor — found from the endpoint's entity or its options.docType.
import type { HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'

export interface VoucherKind {
  /** The workflow id and the entity ($id). */
  workflow: 'stockOutVoucher' | 'abStockOut'
  /** The approval document type (approvalFlow.docType) and stockOutCertificate.docType. */
  docType: 'stockOut' | 'abStockOut'
  table: string
  lineTable: string
  title: string
  /** out_order.order_type of the order an accepted voucher makes. */
  orderType: number
}

export const STOCK_OUT: VoucherKind = {
  workflow: 'stockOutVoucher',
  docType: 'stockOut',
  table: 'stock_out_voucher',
  lineTable: 'stock_out_voucher_line',
  title: '制单出库单',
  orderType: 2,
}
export const AB_STOCK_OUT: VoucherKind = {
  workflow: 'abStockOut',
  docType: 'abStockOut',
  table: 'ab_stock_out',
  lineTable: 'ab_stock_out_line',
  title: 'AB门出库单',
  orderType: 3,
}
const KINDS = [STOCK_OUT, AB_STOCK_OUT]

export const DRAFT = 0
export const PENDING = 10
export const REJECTED = 15
export const ACCEPTED = 20
export const VOIDED = 90
export const EDITABLE = [DRAFT, REJECTED]
export const TYPE_LABELS: Record<number, string> = { 1: '领用出库', 2: '报废出库', 3: '调拨出库', 9: '其他出库' }

export function kindOfWorkflow(workflow: string): VoucherKind {
  const k = KINDS.find((x) => x.workflow === workflow)
  if (!k) throw new BizError('接口未指定出库单类型')
  return k
}

/** The kind an endpoint serves: its entity (a voucher or its line) or options.docType. */
export function kindOf(ctx: HandlerContext): VoucherKind {
  const docType = ctx.endpoint.options?.docType
  const byType = KINDS.find((x) => x.docType === docType)
  if (byType) return byType
  const entity = ctx.endpoint.entity ?? ''
  return kindOfWorkflow(entity.endsWith('Line') ? entity.slice(0, -4) : entity)
}
