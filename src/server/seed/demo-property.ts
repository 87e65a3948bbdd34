// Demo lease contracts (租赁合同) through the real handlers and the approval engine, so contracts,
// approvals and logs agree. They are here and not in schemas/demo because their places are areas
// and locations, whose codes are unique per warehouse only (a demo file cannot name them). The
// type is bound to the one-level template '一级审批' (审批员). One waiting for 审批员 in 广州白云一号仓
// (GZ01, the approval lists' default warehouse filter, so 审批员 sees it on opening the screen);
// in 佛山二号仓 (FS02): a draft, one rejected with its reason, two running (one ending within the
// default 30-day threshold, so the warning list and, at the first sweep, the bell show it), one
// expired and one terminated; 华东物流 has a running one in SH01. Dates are relative to the day of
// seeding. Quiet: seeding sends no messages.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { decideApproval } from '../domain/approval/decide.ts'
import { createContract } from '../domain/property/write.ts'
import { CONTRACT } from '../domain/property/states.ts'
import { businessDate } from '../util/format.ts'
import { contextOf, sessionOf } from './seed-context.ts'

type Fate = 'draft' | 'pending' | 'rejected' | 'active' | 'expired' | 'terminated'

interface Plan {
  fate: Fate
  party: ['owner' | 'customer', string]
  storage: string
  /** Whole areas by code, or locations by code (area-aisle-shelf-layer). */
  places: { area?: string; location?: string; size: number }[]
  /** Days from today. */
  start: number
  end: number
  rent: number
  period: number
  deposit: number
  contact: [string, string]
  remark: string
  opinion?: string
}

const DEMO_PLANS: Plan[] = [
  {
    fate: 'draft',
    party: ['owner', 'HZ003'],
    storage: 'FS02',
    places: [{ area: 'RTN', size: 120 }],
    start: 20,
    end: 385,
    rent: 9600,
    period: 1,
    deposit: 19200,
    contact: ['陈志强', '13800138003'],
    remark: '退货暂存，待对方确认面积',
  },
  {
    fate: 'pending',
    party: ['customer', 'KH001'],
    storage: 'GZ01',
    places: [
      { location: 'B-02-01-01', size: 6 },
      { location: 'B-02-01-02', size: 6 },
      { location: 'B-02-02-01', size: 6 },
    ],
    start: 7,
    end: 372,
    rent: 5400,
    period: 2,
    deposit: 3600,
    contact: ['林晓燕', '13800138101'],
    remark: '客户旺季备货，按季付租',
  },
  {
    fate: 'rejected',
    party: ['customer', 'KH002'],
    storage: 'FS02',
    places: [{ location: 'A-01-05-01', size: 6 }],
    start: 3,
    end: 93,
    rent: 800,
    period: 1,
    deposit: 0,
    contact: ['何俊', '13800138102'],
    remark: '短租三个月',
    opinion: '短租须收取押金，请补充押金条款后重新提交',
  },
  {
    fate: 'active',
    party: ['owner', 'HZ002'],
    storage: 'FS02',
    places: [{ area: 'QC', size: 80 }],
    start: -353,
    end: 12,
    rent: 6400,
    period: 1,
    deposit: 12800,
    contact: ['周海', '13800138002'],
    remark: '到期后对方有意续租',
    opinion: '同意',
  },
  {
    fate: 'active',
    party: ['owner', 'HZ001'],
    storage: 'FS02',
    places: [{ area: 'PK', size: 300 }],
    start: -30,
    end: 700,
    rent: 288000,
    period: 4,
    deposit: 48000,
    contact: ['张伟', '13800138001'],
    remark: '拣货区整租两年，年付',
    opinion: '价格已经总经理确认，同意',
  },
  {
    fate: 'expired',
    party: ['owner', 'HZ001'],
    storage: 'FS02',
    places: [{ area: 'SHP', size: 60 }],
    start: -400,
    end: -36,
    rent: 4500,
    period: 1,
    deposit: 9000,
    contact: ['张伟', '13800138001'],
    remark: '发货区临时租用',
    opinion: '同意',
  },
  {
    fate: 'terminated',
    party: ['customer', 'KH003'],
    storage: 'FS02',
    places: [{ area: 'BAD', size: 40 }],
    start: -120,
    end: 245,
    rent: 2000,
    period: 1,
    deposit: 4000,
    contact: ['黄丽', '13800138103'],
    remark: '客户业务调整，提前退租',
    opinion: '同意',
  },
]

const SECOND_PLANS: Plan[] = [
  {
    fate: 'active',
    party: ['owner', 'SH001'],
    storage: 'SH01',
    places: [{ area: 'A', size: 200 }],
    start: -60,
    end: 305,
    rent: 30000,
    period: 1,
    deposit: 60000,
    contact: ['王磊', '13900139001'],
    remark: '存储A区整租',
  },
]

const day = (offset: number) => new Date(Date.parse(businessDate(new Date())) + offset * 86_400_000).toISOString().slice(0, 10)

export async function seedDemoProperty(db: Db, config: WmsConfig, ids: { demo: number; second: number; demoUser: number; demo2User: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, async (tx) => {
    await tx.query(
      `INSERT INTO approval_flow (tenant_id, doc_type, template_id, enabled, remark, created_by, updated_by)
       SELECT app_tenant_id(), 'contract', id, true, '租赁合同由审批员审核', $1, $1 FROM approval_template WHERE name = '一级审批'`,
      [ids.demoUser],
    )
    await seedPlans(tx, config, 'demo', 'approver', DEMO_PLANS)
  })
  await inTenant(db, { tenantId: ids.second, userId: ids.demo2User }, (tx) => seedPlans(tx, config, 'demo2', 'demo2', SECOND_PLANS))
}

async function seedPlans(tx: Tx, config: WmsConfig, maker: string, decider: string, plans: Plan[]): Promise<void> {
  const one = async (sql: string, params: unknown[]) => (await tx.query<{ id: number }>(sql, params)).rows[0]?.id
  const writer = contextOf(config, tx, await sessionOf(tx, maker), {}, { op: 'create', entity: CONTRACT })
  const approver = contextOf(config, tx, await sessionOf(tx, decider))
  for (const plan of plans) {
    const storageId = await one(`SELECT id FROM storage WHERE code = $1`, [plan.storage])
    const [kind, code] = plan.party
    const partyId = await one(`SELECT id FROM ${kind === 'owner' ? 'product_owner' : 'customer'} WHERE code = $1`, [code])
    if (!storageId || !partyId) continue
    const lines = []
    for (const p of plan.places) {
      const areaId = p.area ? await one(`SELECT id FROM storage_area WHERE storage_id = $1 AND code = $2`, [storageId, p.area]) : null
      const locationId = p.location ? await one(`SELECT id FROM location WHERE storage_id = $1 AND code = $2`, [storageId, p.location]) : null
      if (areaId || locationId) lines.push({ areaId, locationId, size: p.size })
    }
    if (!lines.length) continue
    const payload = {
      partyType: kind === 'owner' ? 1 : 2,
      ...(kind === 'owner' ? { ownerId: partyId } : { customerId: partyId }),
      storageId,
      signDate: day(Math.min(plan.start, 0) - 5),
      startDate: day(plan.start),
      endDate: day(plan.end),
      rentAmount: plan.rent,
      rentPeriod: plan.period,
      deposit: plan.deposit,
      contactName: plan.contact[0],
      contactPhone: plan.contact[1],
      remark: plan.remark,
      lines,
    }
    const { id } = (await createContract.run({ ...writer, payload })) as { id: number }
    if (plan.fate === 'draft') continue
    await runTransition(writer, CONTRACT, 'submit', id)
    if (plan.fate === 'pending') continue
    const instance = await one(`SELECT id FROM approval_instance WHERE workflow = $1 AND doc_id = $2 AND status = 0`, [CONTRACT, id])
    // No flow (the second tenant): the engine accepted at submit.
    if (instance) await decideApproval(approver, instance, plan.fate === 'rejected' ? 'reject' : 'accept', { nodeIndex: 0, opinion: plan.opinion })
    if (plan.fate === 'expired') await runTransition(writer, CONTRACT, 'expire', id, { remark: '租期已满，系统自动置为已到期' })
    if (plan.fate === 'terminated') await runTransition(writer, CONTRACT, 'terminate', id, { remark: '客户业务调整，双方协商提前终止' })
  }
}
