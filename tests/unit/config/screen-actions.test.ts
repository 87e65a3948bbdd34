// The row actions of the project's screens, as a user sees them (in order, with what each does,
// who may, when, and what it asks). Screens that name their workflow get these from it
// (src/config/workflow-actions.ts): a change to a workflow or an override that moves, renames or
// drops a button of these screens must be deliberate, here.

import { describe, expect, it } from 'vitest'
import { loadProjectConfig } from '../../../src/server/config/project-config.ts'
import type { ScreenAction, ScreenDef, WmsConfig } from '../../../src/config/types.ts'

const VARIANTS = ['prison', 'prison-md5', 'customer']
const configs = new Map<string, WmsConfig>(VARIANTS.map((variant) => [variant, loadProjectConfig({ variant })]))

/** "key title(! when danger) target permission condition confirm", in the order shown. */
function shown(screen: ScreenDef): string[] {
  return Object.entries(screen.rowActions ?? {})
    .sort((a, b) => (a[1].order ?? 99) - (b[1].order ?? 99))
    .map(([key, a]) => {
      const target = a.form ?? a.route ?? a.endpoint ?? a.kind
      const when = a.visibleWhen ? JSON.stringify(a.visibleWhen) : '-'
      return `${key} ${a.title}${a.danger ? '!' : ''} ${target} ${a.permission ?? '-'} ${when}${a.confirm ? ' ' + a.confirm : ''}`
    })
}

const EXPECTED: Record<string, string[]> = {
  'purchase-order-mag': [
    'view 查看 purchase-detail - -',
    'edit 编辑 purchase-edit 采购单编辑 {"status":{"in":[0,15]}}',
    'copy 复制 purchase-edit 采购单新增 -',
    'submitreview 提交审核 /v1/purchase/submitreview 采购单提交 {"status":{"in":[0,15]}} 提交后进入审批，审批期间不能修改。确认提交审核？',
    'withdraw 撤回 /v1/purchase/withdraw 采购单提交 {"status":{"eq":10}} 撤回后审批流程作废，单据回到草稿。确认撤回？',
    'close 关闭! /v1/purchase/close 采购单关闭 {"status":{"in":[20,30]}} 关闭后该采购单不能再入库。确认关闭？',
    'settle 结算 purchase-settle 采购单结算 {"all":[{"status":{"in":[20,30,40,80]}},{"settleStatus":{"ne":2}}]}',
    'print 打印 print-purchase - -',
    'delete 删除! /v1/purchase/delete 采购单删除 {"status":{"in":[0,15]}} 删除后不可恢复，确认删除该采购单？',
  ],
  'purchase-detail': [
    'submitreview 提交审核 /v1/purchase/submitreview 采购单提交 {"status":{"in":[0,15]}} 提交后进入审批，审批期间不能修改。确认提交审核？',
    'withdraw 撤回 /v1/purchase/withdraw 采购单提交 {"status":{"eq":10}} 撤回后审批流程作废，单据回到草稿。确认撤回？',
    'end 终止入库! /v1/purchase/end 采购单关闭 {"status":{"eq":30}} 终止后未到货的数量不再入库，已入库部分照常结算。确认终止？',
    'close 关闭! /v1/purchase/close 采购单关闭 {"status":{"in":[20,30]}} 关闭后该采购单不能再入库。确认关闭？',
    'urge 催结算 /v1/purchase/urgesettlement 采购单催结算 {"all":[{"status":{"in":[20,30,40,80]}},{"settleStatus":{"ne":2}}]} 将给财务人员发送催结算消息，确认？',
  ],
  'order-query': [
    'view 查看 order-detail - -',
    'edit 编辑 order-edit 订单编辑 {"status":{"in":[0,5]}}',
    'accept 审核 /v1/order/accept 订单审核 {"status":{"eq":0}} 审核通过后订单进入待分配，确认审核？',
    'reject 驳回! order-reject 订单审核 {"status":{"eq":0}}',
    'allot 分配 /v1/out/allot 订单分配 {"status":{"in":[10,15]}} 按先到期先出、先入先出分配库存；任一明细库存不足则整单不分配。确认分配？',
    'cancel 取消订单! order-cancel 订单取消 {"status":{"in":[0,5,10,15,20]}}',
    'cancelRequest 申请取消! order-cancel-request 订单取消 {"all":[{"status":{"in":[30,40,50,60]}},{"cancelStatus":{"in":[0,15]}}]}',
  ],
  invoice: [
    'print 打印发货单 print-deliveryorder - -',
    'sign 签收 /v1/order/sign 订单签收 {"status":{"eq":70}} 确认客户已签收该订单？',
    'view 查看 out-stock-order-detail - -',
    'receipt 回单 print-stockout-receipt - -',
  ],
  'vehicle-detail': [
    'arrive 到达登记 /v1/VehicleReservation/arrive 车辆到达登记 {"status":{"eq":0}} 确认车辆已到达仓库？',
    'depart 发车 /v1/VehicleReservation/depart 车辆发车 {"status":{"eq":20}} 发车后车上包裹视为已发出，不能再卸车。确认发车？',
    'cancel 取消! /v1/VehicleReservation/cancel 车辆预约取消 {"status":{"in":[0,10,20]}} 取消后该预约不能再装车，确认取消？',
  ],
}

describe.each(VARIANTS)('row actions of representative screens (%s)', (variant) => {
  it.each(Object.keys(EXPECTED))('%s', (key) => {
    expect(shown(configs.get(variant)!.screens[key] as ScreenDef)).toEqual(EXPECTED[key])
  })
})

describe.each(VARIANTS)('every action that fires a transition (%s)', (variant) => {
  it('carries the permission the server checks and shows only in the states it leaves', () => {
    const c = configs.get(variant)!
    const wrong: string[] = []
    for (const [key, screen] of Object.entries(c.screens)) {
      if (screen.kind === 'group') continue
      for (const [name, a] of Object.entries<ScreenAction>(screen.rowActions ?? {})) {
        const ep = a.endpoint !== undefined && !a.form ? c.endpoints[a.endpoint] : undefined
        if (ep?.op !== 'transition') continue
        const wf = c.workflows[ep.workflow!]
        const t = wf.transitions[ep.transition!]
        const field = wf.field ?? 'status'
        const when = JSON.stringify(a.visibleWhen)
        const states = t.from.length === 1 ? JSON.stringify({ [field]: { eq: t.from[0] } }) : JSON.stringify({ [field]: { in: t.from } })
        if (a.permission !== t.permission || when !== states) wrong.push(`${key}.${name}: ${a.permission} ${when}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
