// Reading detection orders: one order's results as a page (detail tab) and the stock rows an order
// may inspect, as options.
import { Params } from '../../crud/select.ts'
import { sqlPage } from '../../crud/sql-page.ts'
import { read } from '../../kernel/define.ts'
import { balanceRowOptions } from '../stock/index.ts'
import { INSPECTABLE } from './states.ts'

/** /inspect/order/results {orderId}: the results with their project's code, name, method and unit. */
export const resultPage = read(async (ctx) => {
  const p = new Params()
  const where = [`r.order_id = ${p.add(typeof ctx.payload.orderId === 'number' ? ctx.payload.orderId : 0)}`]
  const select = `r.id, r.order_id AS "orderId", r.project_id AS "projectId", r.standard, r.lower_limit AS "lowerLimit", r.upper_limit AS "upperLimit",
    r.value, r.passed, r.remark, j.code AS "projectCode", j.name AS "projectName", j.method, j.unit`
  // Through the header, so a user kept to other warehouses (its data scope) reads no result of it.
  const from = `detection_order_result r
    JOIN detection_order o ON o.tenant_id = r.tenant_id AND o.id = r.order_id
    JOIN inspect_project j ON j.tenant_id = r.tenant_id AND j.id = r.project_id`
  return sqlPage(ctx.tx, { select, from, where, sortable: {}, order: 'r.id' }, p, ctx.payload)
})

/** /inspect/order/balances {storageId, ownerId?, keyword?}: [{value, label}] of 合格 and 不合格 rows with stock available. */
export const balanceOptions = read((ctx) => balanceRowOptions(ctx.tx, ctx.payload, INSPECTABLE as never))
