// Demo 制单入库 (manual stock-in vouchers) through the real handlers and the approval engine, so
// vouchers, approvals, stock and ledger agree: the type bound to the one-level template
// '一级审批' (审批员, who decides under 审批中心 › 制单入库审批), and four vouchers made by the keeper —
// a draft, one waiting for 审批员, one approved and received into stock, one rejected with the
// reason. Quiet: seeding sends no messages.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { decideApproval } from '../domain/approval/decide.ts'
import { createVoucher } from '../domain/stock-in-voucher/write.ts'
import { VOUCHER } from '../domain/stock-in-voucher/states.ts'
import { contextOf, sessionOf } from './seed-context.ts'

type Fate = 'draft' | 'pending' | 'received' | 'rejected'

const PLANS: { fate: Fate; voucherType: number; location: string; owner: string; lines: [string, number, string?][]; remark: string; opinion?: string }[] = [
  {
    fate: 'draft',
    voucherType: 2,
    location: 'B-01-01-01',
    owner: 'HZ002',
    lines: [
      ['P2012-01', 24],
      ['P2016-01', 12],
    ],
    remark: '供应商随货赠品',
  },
  {
    fate: 'pending',
    voucherType: 1,
    location: 'B-01-02-01',
    owner: 'HZ001',
    lines: [
      ['P2010-01', 40, 'LB20260701'],
      ['P2011-01', 18],
    ],
    remark: '客户寄存货物补录',
  },
  {
    fate: 'received',
    voucherType: 3,
    location: 'B-01-03-01',
    owner: 'HZ001',
    lines: [
      ['P2013-01', 36],
      ['P2014-01', 20, 'DB2026-07'],
    ],
    remark: '外仓调入（线下调拨单 DB-0715）',
    opinion: '核对调拨单无误，同意入库',
  },
  {
    fate: 'rejected',
    voucherType: 4,
    location: 'RTN-01-01-01',
    owner: 'HZ003',
    lines: [['P2018-01', 6]],
    remark: '门店退回',
    opinion: '缺少退货签收单，请补充后重新提交',
  },
]

export async function seedDemoVouchers(db: Db, config: WmsConfig, ids: { demo: number; demoUser: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, async (tx) => {
    await bindApproval(tx, ids.demoUser)
    const keeper = contextOf(config, tx, await sessionOf(tx, 'keeper'), {}, { op: 'create', entity: VOUCHER })
    const approver = contextOf(config, tx, await sessionOf(tx, 'approver'))
    const one = async (sql: string, params: unknown[]) => (await tx.query<{ id: number }>(sql, params)).rows[0]?.id
    const storageId = await one(`SELECT id FROM storage WHERE code = $1`, ['GZ01'])
    for (const plan of PLANS) {
      const lines = []
      for (const [code, qty, batchNo] of plan.lines) {
        const skuId = await one(`SELECT id FROM sku WHERE code = $1`, [code])
        if (skuId) lines.push({ skuId, qty, batchNo: batchNo ?? null })
      }
      const locationId = await one(`SELECT id FROM location WHERE storage_id = $1 AND code = $2`, [storageId, plan.location])
      if (!lines.length || !locationId) continue
      const payload = {
        voucherType: plan.voucherType,
        storageId,
        locationId,
        ownerId: await one(`SELECT id FROM product_owner WHERE code = $1`, [plan.owner]),
        remark: plan.remark,
        lines,
      }
      const { id } = (await createVoucher.run({ ...keeper, payload })) as { id: number }
      if (plan.fate === 'draft') continue
      await runTransition(keeper, VOUCHER, 'submit', id)
      if (plan.fate === 'pending') continue
      const instance = await one(`SELECT id FROM approval_instance WHERE workflow = $1 AND doc_id = $2 AND status = 0`, [VOUCHER, id])
      await decideApproval(approver, instance, plan.fate === 'received' ? 'accept' : 'reject', { nodeIndex: 0, opinion: plan.opinion })
    }
  })
}

/** 制单入库 approved by 审批员 ('一级审批'). */
async function bindApproval(tx: Tx, userId: number): Promise<void> {
  await tx.query(
    `INSERT INTO approval_flow (tenant_id, doc_type, template_id, enabled, remark, created_by, updated_by)
     SELECT app_tenant_id(), $2, id, true, '制单入库由审批员审核，通过后直接入库', $1, $1 FROM approval_template WHERE name = '一级审批'`,
    [userId, VOUCHER],
  )
}
