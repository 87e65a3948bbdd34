// Demo 制单出库 and AB门出库 vouchers (issue 7, O4) through the real handlers and the approval
// engine: both types bound to the one-level template '一级审批' (审批员, whose approval rows open
// the voucher's detail); per type a draft, one waiting
// for 审批员, one rejected with the reason and one accepted — whose order (制单出库 / AB门出库,
// 待分配) the effect made; the waiting ones carry a 凭证 (a small PDF saved as an upload of the
// tenant). Two 备货单 (a screen of the customer variant, where one is turned into a 制单出库
// draft; the other wants more than is in stock). Quiet: seeding sends no messages.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { decideApproval } from '../domain/approval/decide.ts'
import { createVoucher } from '../domain/outbound/vouchers/write.ts'
import { createPreparation, preparationToVoucher } from '../domain/outbound/vouchers/preparation.ts'
import { AB_STOCK_OUT, STOCK_OUT, type VoucherKind } from '../domain/outbound/vouchers/kinds.ts'
import { saveUpload } from '../domain/upload/storage.ts'
import { contextOf, sessionOf } from './seed-context.ts'

type Fate = 'draft' | 'pending' | 'rejected' | 'accepted'
type Lines = [string, number, string?][]

interface Plan {
  kind: VoucherKind
  fate: Fate
  header: Record<string, unknown>
  customer?: string
  lines: Lines
  opinion?: string
}

const gate = (reason: string, bearer: string, escort: string, vehicleNo: string | null, hoursAhead: number) => ({
  gateReason: reason,
  bearerName: bearer,
  escortName: escort,
  vehicleNo,
  hoursAhead,
})

const PLANS: Plan[] = [
  {
    kind: STOCK_OUT,
    fate: 'draft',
    header: { voucherType: 1, deptName: '行政部', receiverName: '周文', receiverPhone: '13802213001', remark: '办公区月度领用' },
    lines: [
      ['P2012-01', 6],
      ['P2016-01', 4],
    ],
  },
  {
    kind: STOCK_OUT,
    fate: 'pending',
    header: { voucherType: 1, deptName: '后勤保障科', receiverName: '郑海', receiverPhone: '13802213002', remark: '食堂周备料' },
    lines: [
      ['P2010-01', 10],
      ['P2011-01', 5],
    ],
  },
  {
    kind: STOCK_OUT,
    fate: 'rejected',
    header: { voucherType: 2, deptName: '质量部', receiverName: '孙洁', remark: '临期商品报废' },
    lines: [['P2018-01', 3]],
    opinion: '请附报废审批表扫描件后重新提交',
  },
  {
    kind: STOCK_OUT,
    fate: 'accepted',
    customer: 'KH002',
    header: { voucherType: 3, receiverName: '梁经理', receiverPhone: '13802211002', remark: '外仓调拨（线下调拨单 DB-0802）' },
    lines: [
      ['P2013-01', 8],
      ['P2014-01', 5],
    ],
    opinion: '调拨单已核对，同意出库',
  },
  {
    kind: AB_STOCK_OUT,
    fate: 'draft',
    header: { voucherType: 1, deptName: '三监区', ...gate('监区劳动工具补充', '王建国', '李警官', null, 48) },
    lines: [['P2012-01', 2]],
  },
  {
    kind: AB_STOCK_OUT,
    fate: 'pending',
    header: { voucherType: 3, deptName: '外协加工厂', ...gate('送外协厂加工原料', '陈明', '赵警官', '粤A12345', 24) },
    lines: [
      ['P2010-01', 12],
      ['P2013-01', 4],
    ],
  },
  {
    kind: AB_STOCK_OUT,
    fate: 'rejected',
    header: { voucherType: 2, deptName: '后勤保障科', ...gate('报废物资外运', '刘强', '钱警官', '粤A66C88', 30) },
    lines: [['P2011-01', 3]],
    opinion: '车辆未登记备案，请更换已备案车辆',
  },
  {
    kind: AB_STOCK_OUT,
    fate: 'accepted',
    header: { voucherType: 1, deptName: '五监区', ...gate('监区生活物资配送', '黄志', '孙警官', '粤A5D678', 20) },
    lines: [['P2014-01', 6]],
    opinion: '核对无误，准予出门',
  },
]

export async function seedDemoOutVouchers(db: Db, config: WmsConfig, ids: { demo: number; demoUser: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, async (tx) => {
    await bindApprovals(tx, ids.demoUser)
    const keeperSession = await sessionOf(tx, 'keeper')
    const approver = contextOf(config, tx, await sessionOf(tx, 'approver'))
    const one = async (sql: string, params: unknown[]) => (await tx.query<{ id: number }>(sql, params)).rows[0]?.id
    const storageId = await one(`SELECT id FROM storage WHERE code = $1`, ['GZ01'])
    const ownerId = await one(`SELECT id FROM product_owner WHERE code = $1`, ['HZ001'])
    const skuId = (code: string) => one(`SELECT id FROM sku WHERE code = $1`, [code])
    for (const plan of PLANS) {
      const lines = []
      for (const [code, qty, batchNo] of plan.lines) {
        const id = await skuId(code)
        if (id) lines.push({ skuId: id, qty, batchNo: batchNo ?? null })
      }
      if (!lines.length || !storageId) continue
      const { hoursAhead, ...header } = plan.header as Record<string, unknown> & { hoursAhead?: number }
      const expectedOutAt = hoursAhead ? new Date(Date.now() + hoursAhead * 3600_000).toISOString() : undefined
      const customerId = plan.customer ? await one(`SELECT id FROM customer WHERE code = $1`, [plan.customer]) : undefined
      const payload = { ...header, storageId, ownerId, customerId, expectedOutAt, lines }
      const keeper = contextOf(config, tx, keeperSession, payload, { op: 'create', entity: plan.kind.workflow })
      const { id } = (await createVoucher.run(keeper)) as { id: number }
      if (plan.fate === 'draft') continue
      await runTransition(keeper, plan.kind.workflow, 'submit', id)
      if (plan.fate === 'pending') {
        await attachCertificate(tx, plan.kind, id, keeperSession.userId, ids.demo)
        continue
      }
      const instance = await one(`SELECT id FROM approval_instance WHERE workflow = $1 AND doc_id = $2 AND status = 0`, [plan.kind.workflow, id])
      await decideApproval(approver, instance, plan.fate === 'accepted' ? 'accept' : 'reject', { nodeIndex: 0, opinion: plan.opinion })
    }
    await seedPreparations(tx, config, keeperSession, storageId, skuId)
  })
}

/** 备货单: one turned into a 制单出库 draft, one draft wanting more than is in stock. */
async function seedPreparations(
  tx: Tx,
  config: WmsConfig,
  session: Awaited<ReturnType<typeof sessionOf>>,
  storageId: number | undefined,
  skuId: (code: string) => Promise<number | undefined>,
) {
  if (!storageId) return
  const plans: { lines: [string, number][]; remark: string; toVoucher: boolean }[] = [
    {
      lines: [
        ['P2010-01', 20],
        ['P2012-01', 10],
      ],
      remark: '国庆门店备货',
      toVoucher: true,
    },
    {
      lines: [
        ['P2011-01', 5],
        ['P2013-01', 99999],
      ],
      remark: '年货节大促备货（缺口待采购）',
      toVoucher: false,
    },
  ]
  for (const plan of plans) {
    const lines = []
    for (const [code, qty] of plan.lines) {
      const id = await skuId(code)
      if (id) lines.push({ skuId: id, qty })
    }
    if (!lines.length) continue
    const ctx = contextOf(config, tx, session, { storageId, remark: plan.remark, lines }, { op: 'create', entity: 'stockPreparation' })
    const { id } = (await createPreparation.run(ctx)) as { id: number }
    // The list turns into a voucher only where the screen exists (the customer variant).
    if (plan.toVoucher && config.screens['voucher-preparation']) await preparationToVoucher.run({ ...ctx, payload: { id } })
  }
}

/** 制单出库 and AB门出库 approved by 审批员 ('一级审批'), who opens the vouchers from the approval screens. */
async function bindApprovals(tx: Tx, userId: number): Promise<void> {
  for (const [docType, remark] of [
    [STOCK_OUT.docType, '制单出库由审批员审核，通过后生成出库订单'],
    [AB_STOCK_OUT.docType, 'AB门出库由审批员审核，通过后生成出库订单'],
  ]) {
    await tx.query(
      `INSERT INTO approval_flow (tenant_id, doc_type, template_id, enabled, remark, created_by, updated_by)
       SELECT app_tenant_id(), $2, id, true, $3, $1, $1 FROM approval_template WHERE name = '一级审批'`,
      [userId, docType, remark],
    )
  }
}

/** A one-page PDF 凭证 attached by the maker to a waiting voucher. */
async function attachCertificate(tx: Tx, kind: VoucherKind, docId: number, userId: number, tenantId: number): Promise<void> {
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
  const path = await saveUpload(tenantId, pdf, { ext: 'pdf', mime: 'application/pdf', kind: 'pdf' }, new Date())
  const instanceId =
    (await tx.query<{ id: number }>(`SELECT id FROM approval_instance WHERE workflow = $1 AND doc_id = $2 AND status = 0`, [kind.workflow, docId])).rows[0]
      ?.id ?? null
  const name = kind === AB_STOCK_OUT ? '出门证（签字）.pdf' : '物资领用单（部门负责人签字）.pdf'
  await tx.query(
    `INSERT INTO stock_out_certificate (tenant_id, doc_type, doc_id, instance_id, file_name, path, remark, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, '制单时上传', $6, $6)`,
    [kind.docType, docId, instanceId, name, path, userId],
  )
}
