// Every workflow with approval, walked as 审批员 (issue 20, items 2 and 3): the demo data hold a
// document of each type waiting for the approver; the approver finds it on an approval screen of
// their menu (the screen's own list call, 待我审批) and opens its document through the screen's
// row action, read only, without holding the document's module. The 摘要 says what is weighed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import type { ScreenDef } from '../../src/config/types.ts'

let api: TestApi
const token: Record<string, string> = {}
let menu: string[]
beforeAll(async () => {
  api = await startApi()
  for (const a of ['approver', 'keeper']) token[a] = await api.login(a)
  menu = (await call('/module/usermenu', {}, 'approver')).data.map((m: any) => m.routerName)
})
afterAll(() => api.close())

const call = (path: string, payload: unknown, who = 'approver') => api.call(path, payload, { token: token[who] }).then((r) => r.body)

/** The demo tenant's open approvals of a document type. */
async function waiting(docType: string) {
  return (
    await api.db.query<{ id: number; doc_id: number; workflow: string; summary: string }>(
      `SELECT i.id, i.doc_id, i.workflow, i.summary FROM approval_instance i JOIN tenant t ON t.id = i.tenant_id
        WHERE t.code = 'DEMO' AND i.doc_type = $1 AND i.status = 0 ORDER BY i.id`,
      [docType],
    )
  ).rows
}

describe('every document type that waits for approval', () => {
  it('is found by its approver on an approval screen of their menu, whose row action opens the document', async () => {
    const config = api.config
    const docTypes = [...new Set(Object.values(config.workflows).flatMap((wf) => (wf.approval ? [wf.approval.docType] : [])))].sort()
    for (const docType of docTypes) {
      const open = await waiting(docType)
      expect(open.length, `演示数据中没有等待审批的 ${docType}`).toBeGreaterThan(0)
      const screens = Object.entries(config.screens).filter(([k, s]) => s.kind === 'approval' && (s as ScreenDef).docType === docType && menu.includes(k))
      expect(screens.length, `审批员的菜单中没有列出 ${docType} 的审批页`).toBeGreaterThan(0)
      const [key, screen] = screens[0] as [string, ScreenDef]
      // As the approval screen asks (src/web/engine/approval): its list call, docType and scope.
      const page = await call(screen.endpoints!.list, { docType, scope: 'todo', pageIndex: 1, pageSize: 200 })
      expect(page.status, `${key}: ${page.message}`).toBe(1)
      const listed = new Set(page.data.list.map((r: any) => r.id))
      for (const i of open) expect(listed.has(i.id), `${key} 未列出审批 ${i.id}`).toBe(true)
      // The document opens from the row (an action kept to one workflow, on a row of it), as its detail screen reads it.
      let opened = 0
      for (const [name, a] of Object.entries(screen.rowActions ?? {})) {
        if (!a.route) continue
        const only = (a.visibleWhen as { workflow?: { eq?: string } } | undefined)?.workflow?.eq
        const row = open.find((i) => !only || i.workflow === only)
        if (!row) continue
        const detail = config.screens[a.route] as ScreenDef
        const got = await call(detail.endpoints!.get, { id: row.doc_id })
        expect(got.status, `${key} › ${name}: ${got.message}`).toBe(1)
        expect(got.data.id).toBe(row.doc_id)
        opened++
      }
      expect(opened, `${key} 没有打开单据的操作`).toBeGreaterThan(0)
    }
    expect(docTypes).toEqual([
      'abStockOut',
      'contract',
      'detection',
      'goods',
      'inventory',
      'loss',
      'move',
      'orderCancel',
      'process',
      'purchase',
      'purchaseReturn',
      'stockInVoucher',
      'stockOut',
      'transfer',
    ])
  })

  it('lets the approver read documents without their modules: the lists and edits of the document screens stay refused', async () => {
    expect(menu).not.toContain('purchase-order-mag')
    expect(menu).not.toContain('voucher-in-stock')
    expect(menu).not.toContain('voucher-out-stock')
    expect(await call('/v1/purchase/list', { pageIndex: 1, pageSize: 10 })).toMatchObject({ status: 0, message: '没有访问“采购订单”的权限' })
    expect(await call('/v1/stockIn/voucher/list', { pageIndex: 1, pageSize: 10 })).toMatchObject({ status: 0 })
    const [purchase] = await waiting('purchase')
    const withdraw = await call('/v1/purchase/withdraw', { id: purchase.doc_id })
    expect(withdraw.status).toBe(0)
  })

  it('shows the amount (or the quantity) and the number of lines in 摘要', async () => {
    const [purchase] = await waiting('purchase')
    const lines = (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM purchase_line WHERE purchase_id = $1`, [purchase.doc_id])).rows[0].n
    const head = (await api.db.query<{ total_amount: string }>(`SELECT total_amount FROM purchase WHERE id = $1`, [purchase.doc_id])).rows[0]
    const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(head.total_amount))
    expect(purchase.summary).toMatch(new RegExp(` · 含税总额 ${amount.replace(/\./g, '\\.')} · ${lines} 行$`))
    expect(lines).toBeGreaterThan(0)
    // 制单入库 has no amount: its quantity is what is weighed.
    const [voucher] = await waiting('stockInVoucher')
    const qty = (await api.db.query<{ total_qty: string }>(`SELECT total_qty FROM stock_in_voucher WHERE id = $1`, [voucher.doc_id])).rows[0].total_qty
    expect(voucher.summary).toMatch(new RegExp(` · 入库数量 ${Number(qty).toLocaleString('en-US')} · \\d+ 行$`))
    expect(Number(qty)).toBeGreaterThan(0)
    // Documents with amounts or quantities say what is written off, moved, made, returned or let, and over how many lines.
    for (const [docType, title] of [
      ['loss', '报损金额'],
      ['move', '移库数量'],
      ['process', '加工套数'],
      ['purchaseReturn', '退货金额'],
      ['transfer', '调拨数量'],
      ['contract', '租金'],
    ]) {
      const [item] = await waiting(docType)
      expect(item?.summary, docType).toMatch(new RegExp(` · ${title} [\\d,.]+( · [^·]+)* · \\d+ 行$`))
    }
  })
})
