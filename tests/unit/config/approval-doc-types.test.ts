// Approval document types in the project's config, every variant: a type a workflow submits has
// a menu screen under 审批中心 that lists it, and what belongs to a type no workflow submits yet
// (its approval screen, its 业务配置 switch) is left out of the loaded config.

import { describe, expect, it } from 'vitest'
import { loadProjectConfig } from '../../../src/server/config/project-config.ts'
import { accessModel, callsOf } from '../../../src/config/access.ts'
import { moduleScreens } from '../../../src/config/menu.ts'
import { submittedDocTypes } from '../../../src/config/doc-types.ts'
import type { ScreenDef, WmsConfig } from '../../../src/config/types.ts'

const VARIANTS = ['prison', 'prison-md5', 'customer']

const approvalScreens = (config: WmsConfig) => moduleScreens(config.screens).filter(([, s]) => s.kind === 'approval')

describe.each(VARIANTS)('approval document types (%s)', (variant) => {
  const config = loadProjectConfig({ variant })

  it('gives every workflow with approval a menu screen under 审批中心 that lists its document type, and reaches its document from it', () => {
    const missing: string[] = []
    for (const [id, wf] of Object.entries(config.workflows)) {
      if (!wf.approval) continue
      const screens = approvalScreens(config).filter(([, s]) => s.docType === wf.approval!.docType)
      if (!screens.length) missing.push(`${id} (${wf.approval.docType})`)
      for (const [key, s] of screens) expect(s.group, key).toBe('/to-examine')
    }
    expect(missing).toEqual([])
    // 制单入库 waits for 审批员 like the others (issue 20, item 3).
    expect(approvalScreens(config).map(([, s]) => s.docType)).toContain('stockInVoucher')
  })

  it('lets the holder of an approval screen read the document it opens (every call of the routed screen), not its whole module', () => {
    const access = accessModel(config)
    const refused: string[] = []
    for (const [key, s] of approvalScreens(config))
      for (const a of Object.values(s.rowActions ?? {})) {
        if (!a.route) continue
        for (const path of callsOf(config.screens[a.route] as ScreenDef)) {
          const of = access.of(path)
          if (of.kind === 'modules' && !of.modules.includes(key)) refused.push(`${key} → ${a.route}: ${path}`)
        }
      }
    expect(refused).toEqual([])
    expect(approvalScreens(config).filter(([, s]) => Object.values(s.rowActions ?? {}).some((a) => a.route)).length).toBeGreaterThanOrEqual(5)
  })

  it('lists only document types that exist: no approval screen or 业务配置 switch for a type no workflow submits', () => {
    const exists = submittedDocTypes(config)
    for (const [key, s] of approvalScreens(config)) expect(exists.has(s.docType!), key).toBe(true)
    expect(config.screens['purchase-replace-to-examine']).toBeUndefined()
    // 报损, 加工单 and 盘点 exist (loss-report-mag, product-process and inventory-task submit them): their approval screens and switches are there.
    expect(config.screens['inventory-to-examine']).toBeDefined()
    expect(config.screens['loss-report-to-examine']).toBeDefined()
    expect(config.screens['product-process-examine']).toBeDefined()
    const fields = Object.keys((config.screens['business-config'] as ScreenDef).fields ?? {})
    const props = config.entities.tenantStrategy.properties
    const switches = fields.filter((f) => props[f]?.['x-approvalDocType'])
    for (const f of switches) expect(exists.has(props[f]['x-approvalDocType']!), f).toBe(true)
    expect(switches).toEqual(
      expect.arrayContaining([
        'approvalGoods',
        'approvalPurchase',
        'approvalStockOut',
        'approvalOrderCancel',
        'approvalLoss',
        'approvalMove',
        'approvalProcess',
        'approvalInventory',
      ]),
    )
    expect(fields).not.toContain('approvalPurchaseExchange')
    // The other settings of the form stay.
    expect(fields).toEqual(expect.arrayContaining(['negativeStock', 'overReceiptPercent', 'companyName']))
  })
})
