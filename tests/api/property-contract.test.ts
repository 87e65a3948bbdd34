// 租赁合同 (property lease contract): saving with Chinese validation, the overlap rule (on save,
// submit and approval, under concurrency), the approval through the engine (submit, accept,
// reject, resubmit, withdraw, terminate), the impending warning with its tenant threshold and one
// bell message per contract, expiry, the print, the GETs and the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepLeases } from '../../src/server/domain/property/expiry.ts'
import { businessDate } from '../../src/server/util/format.ts'
import { createUser } from '../../src/server/domain/users/create-user.ts'
import { workflowWiring } from '../../src/server/workflow-wiring.ts'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'

let api: TestApi
const token: Record<string, string> = {}
const ref: Record<string, number> = {}
const DAY = 86_400_000

beforeAll(async () => {
  api = await startApi()
  for (const a of ['demo', 'keeper', 'approver', 'demo2']) token[a] = await api.login(a)
  const one = async (sql: string, params: unknown[] = []) => Number((await api.db.query(sql, params)).rows[0].id)
  const demo = `(SELECT id FROM tenant WHERE code = 'DEMO')`
  ref.tenant = await one(`SELECT id FROM tenant WHERE code = 'DEMO'`)
  ref.storage = await one(`SELECT id FROM storage WHERE tenant_id = ${demo} AND code = 'GZ01'`)
  ref.otherStorage = await one(`SELECT id FROM storage WHERE tenant_id = ${demo} AND code = 'FS02'`)
  ref.areaA = await one(`SELECT id FROM storage_area WHERE storage_id = $1 AND code = 'A'`, [ref.storage])
  ref.areaB = await one(`SELECT id FROM storage_area WHERE storage_id = $1 AND code = 'B'`, [ref.storage])
  for (const [k, code] of [
    ['a1', 'A-01-01-01'],
    ['a2', 'A-01-01-02'],
    ['a3', 'A-01-01-03'],
    ['a4', 'A-01-01-04'],
    ['a5', 'A-01-02-01'],
    ['b1', 'B-01-01-01'],
  ])
    ref[k] = await one(`SELECT id FROM location WHERE storage_id = $1 AND code = $2`, [ref.storage, code])
  ref.foreignLocation = await one(`SELECT l.id FROM location l JOIN storage s ON s.id = l.storage_id WHERE s.code = 'FS02' ORDER BY l.id LIMIT 1`)
  ref.owner1 = await one(`SELECT id FROM product_owner WHERE tenant_id = ${demo} AND code = 'HZ001'`)
  ref.owner2 = await one(`SELECT id FROM product_owner WHERE tenant_id = ${demo} AND code = 'HZ002'`)
  ref.customer = await one(`SELECT id FROM customer WHERE tenant_id = ${demo} AND code = 'KH001'`)
})
afterAll(() => api.close())

const call = (path: string, payload: unknown, who = 'demo') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
/** A date offset from the business day (Asia/Shanghai), as the server counts days. */
const day = (offset: number) => new Date(Date.parse(businessDate(api.clock.now())) + offset * DAY).toISOString().slice(0, 10)
/** A contract of owner HZ001 on location a1 from 10 days ahead for a year. */
const contract = (over: Record<string, unknown> = {}) => ({
  partyType: 1,
  ownerId: ref.owner1,
  storageId: ref.storage,
  startDate: day(400),
  endDate: day(765),
  rentAmount: 1200.5,
  rentPeriod: 1,
  deposit: 2401,
  contactName: '张伟',
  lines: [{ locationId: ref.a1, size: 6.5 }],
  ...over,
})
const add = async (over: Record<string, unknown> = {}) => {
  const r = await call('/v1/propertyContract/add', contract(over))
  expect(r, r.message).toMatchObject({ status: 1 })
  return r.data.id as number
}
const head = async (id: number) =>
  (
    await api.db.query(
      `SELECT contract_no, status, party_name, total_area::float AS area, owner_id, customer_id, version FROM property_contract WHERE id = $1`,
      [id],
    )
  ).rows[0]
const openApproval = async (id: number) =>
  (await api.db.query(`SELECT id FROM approval_instance WHERE workflow = 'propertyContract' AND doc_id = $1 AND status = 0`, [id])).rows[0]?.id as number
const submit = (id: number, who = 'demo') => call('/v1/property/contract/approval/submit', { id }, who)
const decide = async (id: number, what: 'accept' | 'reject', opinion = '同意') =>
  call(`/v1/property/contract/approval/${what}`, { id: await openApproval(id), nodeIndex: 0, opinion }, 'approver')
/** Added, submitted and accepted by 审批员: 已生效. */
const active = async (over: Record<string, unknown> = {}) => {
  const id = await add(over)
  expect(await submit(id)).toMatchObject({ status: 1, data: { status: 10 } })
  expect(await decide(id, 'accept')).toMatchObject({ status: 1 })
  expect((await head(id)).status).toBe(20)
  return id
}

describe('saving a contract', () => {
  it('numbers it ZL+day+4, copies the party name, fills a location’s area and sums the area, as 草稿', async () => {
    const id = await add({
      lines: [
        { locationId: ref.a1, size: 6.5 },
        { areaId: ref.areaB, size: 100 },
      ],
    })
    expect(await head(id)).toMatchObject({ contract_no: expect.stringMatching(/^ZL\d{12}$/), status: 0, area: 106.5, customer_id: null })
    const got = (await call('/v1/propertyContract/get', { id })).data
    expect(got).toMatchObject({ partyName: expect.stringMatching(/\S/), storageName: '广州白云一号仓', rentAmount: expect.anything() })
    expect(got.lines.map((l: any) => [Number(l.areaId), l.locationName])).toEqual([
      [ref.areaA, 'A-01-01-01'],
      [ref.areaB, null],
    ])
  })

  it('keeps the party of the chosen type only (a customer contract drops an owner sent with it) and copies its name', async () => {
    const id = await add({
      partyType: 2,
      customerId: ref.customer,
      ownerId: ref.owner1,
      lines: [{ locationId: ref.a5, size: 3 }],
      startDate: day(2000),
      endDate: day(2100),
    })
    expect(await head(id)).toMatchObject({ owner_id: null, customer_id: ref.customer })
    // The party's name is the party's, never what the client sends (a read-only field).
    const named = await add({ partyName: '冒名承租方', lines: [{ locationId: ref.a5, size: 3 }], startDate: day(2000), endDate: day(2100) })
    const owner = (await api.db.query(`SELECT name FROM product_owner WHERE id = $1`, [ref.owner1])).rows[0].name
    expect((await head(named)).party_name).toBe(owner)
  })

  it('refuses in Chinese: no places, a place of another warehouse, a place twice, the term reversed, the party missing', async () => {
    const refused = async (over: Record<string, unknown>, text: RegExp) => {
      const r = await call('/v1/propertyContract/add', contract(over))
      expect(r.status).toBe(0)
      expect(r.message).toMatch(CHINESE)
      expect(r.message).toMatch(text)
    }
    await refused({ lines: [] }, /明细/)
    await refused({ lines: [{ locationId: ref.foreignLocation, size: 1 }] }, /不属于所选租赁仓库/)
    await refused({ lines: [{ size: 1 }] }, /第 1 行请选择库区或库位/)
    await refused(
      {
        lines: [
          { locationId: ref.a1, size: 1 },
          { locationId: ref.a1, size: 1 },
        ],
      },
      /第 2 行与前面的行重复/,
    )
    await refused({ lines: [{ locationId: ref.a1, size: 0 }] }, /面积/)
    await refused({ startDate: day(500), endDate: day(499) }, /到期日期不能早于起租日期/)
    await refused({ ownerId: null }, /承租方类型为货主时请选择货主/)
    await refused({ partyType: 2, customerId: undefined }, /请选择客户/)
  })

  it('refuses a user without the function key (审批员 may not add)', async () => {
    const r = await call('/v1/propertyContract/add', contract(), 'approver')
    expect(r.status).toBe(0)
    expect(r.message).toMatch(CHINESE)
  })

  it('GETs a fresh number and the places of a warehouse with the contracts holding them', async () => {
    const a = await api.call('/v1/propertyContract/getContractNo', {}, { token: token.demo })
    const b = await api.call('/v1/propertyContract/getContractNo', {}, { token: token.demo })
    expect(a.body.data.contractNo).toMatch(/^ZL\d{12}$/)
    expect(b.body.data.contractNo).not.toBe(a.body.data.contractNo)
    const id = await active({ lines: [{ locationId: ref.a4, size: 2 }], startDate: day(3000), endDate: day(3100) })
    const places = await api.call(
      '/v1/propertyContract/getStorageLocation',
      { storageId: ref.storage, startDate: day(3050), endDate: day(3060) },
      { token: token.demo },
    )
    expect(places.body.status).toBe(1)
    const a4 = places.body.data.find((p: any) => Number(p.locationId) === ref.a4)
    expect(a4.leases).toEqual([expect.objectContaining({ contractNo: (await head(id)).contract_no })])
    const outside = await api.call('/v1/propertyContract/getStorageLocation', { storageId: ref.storage, startDate: day(3200) }, { token: token.demo })
    expect(outside.body.data.find((p: any) => Number(p.locationId) === ref.a4).leases).toEqual([])
  })
})

describe('the overlap rule', () => {
  it('refuses another party on a held location over overlapping dates, naming the place and the contract', async () => {
    const held = await add({ lines: [{ locationId: ref.a2, size: 4 }], startDate: day(100), endDate: day(200) })
    expect(await submit(held)).toMatchObject({ status: 1 })
    const r = await call(
      '/v1/propertyContract/add',
      contract({ partyType: 2, customerId: ref.customer, lines: [{ locationId: ref.a2, size: 4 }], startDate: day(200), endDate: day(260) }),
    )
    expect(r.status).toBe(0)
    expect(r.message).toContain('库位 A-01-01-02')
    expect(r.message).toContain((await head(held)).contract_no)
    expect(r.message).toMatch(/租期重叠/)
    // The day after it ends is free; the same party may overlap itself (a renewal).
    await add({ partyType: 2, customerId: ref.customer, lines: [{ locationId: ref.a2, size: 4 }], startDate: day(201), endDate: day(260) })
    await add({ lines: [{ locationId: ref.a2, size: 4 }], startDate: day(150), endDate: day(300) })
  })

  it('treats an area and its locations as the same place, both ways', async () => {
    const whole = await add({ lines: [{ areaId: ref.areaA, size: 500 }], startDate: day(1000), endDate: day(1100) })
    expect(await submit(whole)).toMatchObject({ status: 1 })
    const onLocation = await call(
      '/v1/propertyContract/add',
      contract({ ownerId: ref.owner2, lines: [{ locationId: ref.a3, size: 4 }], startDate: day(1050), endDate: day(1060) }),
    )
    expect(onLocation.message).toMatch(/库区 存储A区 .*已租给/)
    const loc = await add({ ownerId: ref.owner2, lines: [{ locationId: ref.b1, size: 4 }], startDate: day(1200), endDate: day(1300) })
    expect(await submit(loc)).toMatchObject({ status: 1 })
    const onArea = await call('/v1/propertyContract/add', contract({ lines: [{ areaId: ref.areaB, size: 400 }], startDate: day(1250), endDate: day(1400) }))
    expect(onArea.message).toMatch(/库位 B-01-01-01 .*已租给/)
  })

  it('lets drafts overlap, then refuses the second submit; a terminated or rejected contract frees its place', async () => {
    const lines = [{ locationId: ref.a3, size: 4 }]
    const first = await add({ lines, startDate: day(1500), endDate: day(1600) })
    const second = await add({ ownerId: ref.owner2, lines, startDate: day(1550), endDate: day(1650) })
    expect(await submit(first)).toMatchObject({ status: 1 })
    const r = await submit(second)
    expect(r.status).toBe(0)
    expect(r.message).toMatch(/库位 A-01-01-03 .*租期重叠/)
    expect((await head(second)).status).toBe(0)
    expect(await decide(first, 'accept')).toMatchObject({ status: 1 })
    expect(await call('/v1/propertyContract/terminate', { id: first })).toMatchObject({ status: 1, data: { status: 40 } })
    expect(await submit(second)).toMatchObject({ status: 1, data: { status: 10 } })
    expect(await decide(second, 'reject', '面积有误')).toMatchObject({ status: 1 })
    expect((await head(second)).status).toBe(15)
    await add({ lines, startDate: day(1560), endDate: day(1570) })
  })

  it('checks again at approval: of two contracts waiting for one place, the approver is told which holds it', async () => {
    const lines = [{ locationId: ref.a5, size: 4 }]
    const first = await add({ lines, startDate: day(1800), endDate: day(1900) })
    expect(await submit(first)).toMatchObject({ status: 1 })
    // Slipped in behind the rule's back (as a contract saved before it existed would be).
    const second = await add({ ownerId: ref.owner2, lines: [{ locationId: ref.b1, size: 4 }], startDate: day(1800), endDate: day(1900) })
    expect(await submit(second)).toMatchObject({ status: 1 })
    await api.db.query(`UPDATE property_contract_line SET location_id = $1, area_id = $2 WHERE contract_id = $3`, [ref.a5, ref.areaA, second])
    const r = await decide(first, 'accept')
    expect(r.status).toBe(0)
    expect(r.message).toContain(`库位 A-01-02-01 在 ${day(1800)} 至 ${day(1900)} 已租给`)
    expect(r.message).toContain((await head(second)).contract_no)
    expect((await head(first)).status).toBe(10)
    expect(await decide(second, 'reject', '与已提交的合同冲突')).toMatchObject({ status: 1 })
    expect(await decide(first, 'accept')).toMatchObject({ status: 1 })
    expect((await head(first)).status).toBe(20)
  })

  it('of two parties submitting for one place at once, exactly one gets it', async () => {
    const lines = [{ areaId: ref.areaB, size: 10 }]
    const ids = [
      await add({ lines, startDate: day(2200), endDate: day(2300) }),
      await add({ ownerId: ref.owner2, lines, startDate: day(2250), endDate: day(2350) }),
    ]
    const answers = await Promise.all(ids.map((id) => submit(id)))
    expect(answers.map((a) => a.status).sort()).toEqual([0, 1])
    const states = await Promise.all(ids.map(async (id) => (await head(id)).status))
    expect(states.sort()).toEqual([0, 10])
  })
})

describe('the workflow', () => {
  it('submit opens an approval for 审批员, listed and shown with its flow; accept makes it 已生效', async () => {
    const id = await add({ lines: [{ locationId: ref.a4, size: 3 }], startDate: day(2500), endDate: day(2600) })
    expect(await submit(id)).toMatchObject({ status: 1, data: { status: 10 } })
    const list = await call('/v1/property/contract/approval/list', { pageIndex: 1, pageSize: 50 }, 'approver')
    const row = list.data.list.find((r: any) => Number(r.docId) === id)
    expect(row).toMatchObject({ docNo: (await head(id)).contract_no, canAct: true })
    const info = await call('/v1/property/contract/approval/info', { id: row.id }, 'approver')
    expect(info.status).toBe(1)
    expect(await decide(id, 'accept')).toMatchObject({ status: 1 })
    expect((await head(id)).status).toBe(20)
    const logs = await call('/v1/propertyContract/logs', { docId: id, pageIndex: 1, pageSize: 20 })
    expect(logs.data.list.map((l: any) => l.title)).toEqual(expect.arrayContaining(['提交审核', '审核通过']))
    const steps = await call('/v1/propertyContract/approvals', { docId: id, pageIndex: 1, pageSize: 20 })
    expect(steps.data.total).toBeGreaterThanOrEqual(2)
  })

  it('a rejected contract is edited and resubmitted; a waiting one is withdrawn to 草稿; states refuse what they do not allow', async () => {
    const id = await add({ lines: [{ locationId: ref.a4, size: 3 }], startDate: day(2700), endDate: day(2800) })
    expect(await submit(id)).toMatchObject({ status: 1 })
    const editing = await call('/v1/propertyContract/update', { id, version: (await head(id)).version, rentAmount: 1 })
    expect(editing.message).toMatch(/当前状态“待审核”，只有草稿或已驳回的合同可以修改/)
    expect(await decide(id, 'reject', '租金偏低')).toMatchObject({ status: 1 })
    expect(await call('/v1/propertyContract/update', { id, version: (await head(id)).version, rentAmount: 1500 })).toMatchObject({ status: 1 })
    expect(await submit(id)).toMatchObject({ status: 1, data: { status: 10 } })
    expect(await call('/v1/propertyContract/withdraw', { id })).toMatchObject({ status: 1, data: { status: 0 } })
    expect(await openApproval(id)).toBeUndefined()
    const terminate = await call('/v1/propertyContract/terminate', { id })
    expect(terminate).toMatchObject({ status: 0, message: '当前状态“草稿”不能执行“终止”' })
  })

  it('keeps tenants apart: another tenant’s contract reads as missing', async () => {
    const id = await add({ lines: [{ locationId: ref.a4, size: 3 }], startDate: day(2900), endDate: day(2950) })
    expect((await call('/v1/propertyContract/get', { id }, 'demo2')).status).toBe(0)
    expect((await submit(id, 'demo2')).status).toBe(0)
    expect((await head(id)).status).toBe(0)
  })
})

describe('impending warning and expiry', () => {
  const sweep = () => sweepLeases(api.db, api.config, { clock: api.clock, workflow: workflowWiring })
  const messages = async (account: string, no: string) =>
    (await api.db.query(`SELECT m.title FROM message m JOIN sys_user u ON u.id = m.user_id WHERE u.account = $1 AND m.content LIKE $2`, [account, `%${no}%`]))
      .rows

  it('lists 已生效 contracts ending within the threshold, soonest first, and sends one message per contract', async () => {
    const soon = await active({ lines: [{ locationId: ref.a1, size: 2 }], startDate: day(-300), endDate: day(5) })
    const later = await active({ lines: [{ locationId: ref.a2, size: 2 }], startDate: day(-300), endDate: day(40) })
    const page = async () => (await call('/v1/propertyContract/impending', { pageIndex: 1, pageSize: 200 })).data.list as any[]
    const mine = (rows: any[]) => rows.filter((r) => [soon, later].includes(Number(r.id)))
    expect(mine(await page()).map((r) => [Number(r.id), r.daysLeft])).toEqual([[soon, 5]])

    const no = (await head(soon)).contract_no
    await sweep()
    await sweep()
    expect(await messages('demo', no)).toEqual([{ title: `租赁合同即将到期：${no}` }])
    // The keeper does not hold the warning screen: no message.
    expect(await messages('keeper', no)).toEqual([])

    const current = (await call('/v1/property/contract/threshold/get', {})).data
    const saved = await call('/v1/property/contract/threshold/save', { warnDays: 45, ...(current ? { version: current.version } : {}) })
    expect(saved).toMatchObject({ status: 1, data: { warnDays: 45 } })
    expect(mine(await page()).map((r) => Number(r.id))).toEqual([soon, later])
    expect((await call('/v1/property/contract/threshold/save', { warnDays: 0, version: saved.data.version })).message).toMatch(/提前预警天数/)
    await call('/v1/property/contract/threshold/save', { warnDays: 30, version: saved.data.version })
  })

  it('moves an 已生效 contract past its end to 已到期, which frees its place', async () => {
    const id = await active({ lines: [{ locationId: ref.a3, size: 2 }], startDate: day(-30), endDate: day(2) })
    const threeDaysOn = { now: () => new Date(api.clock.now().getTime() + 3 * DAY) }
    const r = await sweepLeases(api.db, api.config, { clock: threeDaysOn, workflow: workflowWiring })
    expect(r.expired).toBeGreaterThanOrEqual(1)
    expect((await head(id)).status).toBe(30)
    const logs = await call('/v1/propertyContract/logs', { docId: id, pageIndex: 1, pageSize: 20 })
    expect(logs.data.list.map((l: any) => l.title)).toContain('到期')
    await add({ ownerId: ref.owner2, lines: [{ locationId: ref.a3, size: 2 }], startDate: day(-20), endDate: day(10) })
  })
})

describe('print and demo data', () => {
  it('prints the contract with its places and the tenant as lessor', async () => {
    const id = await add({
      lines: [
        { locationId: ref.a4, size: 3 },
        { areaId: ref.areaB, size: 20 },
      ],
      startDate: day(3300),
      endDate: day(3400),
    })
    const r = await call('/v1/propertyContract/print', { ids: [id] })
    expect(r.data).toEqual([
      expect.objectContaining({
        id,
        companyName: expect.stringMatching(/\S/),
        storageName: '广州白云一号仓',
        lines: [expect.objectContaining({ locationName: 'A-01-01-04' }), expect.anything()],
      }),
    ])
  })

  it('has a demo contract in every state and one waiting for 审批员', async () => {
    const states = (
      await api.db.query(
        `SELECT DISTINCT status FROM property_contract WHERE tenant_id = $1 AND contract_no LIKE 'ZL%' AND start_date < now() + interval '1 year' ORDER BY status`,
        [ref.tenant],
      )
    ).rows.map((r) => r.status)
    expect(states).toEqual(expect.arrayContaining([0, 10, 15, 20, 30, 40]))
    // In the approver's default warehouse: the approval list's default filter shows it.
    const waiting = await call('/v1/property/contract/approval/list', { pageIndex: 1, pageSize: 50, storageId: ref.storage }, 'approver')
    expect(waiting.data.total).toBeGreaterThanOrEqual(1)
  })
})

describe('permissions and data scope', () => {
  it('refuses the calls of 租赁合同 to a user without its screens; 审批员 reads a contract from the approval only', async () => {
    for (const [path, payload] of [
      ['/v1/propertyContract/list', { pageIndex: 1, pageSize: 20 }],
      ['/v1/propertyContract/get', { id: 1 }],
      ['/v1/propertyContract/print', { ids: [1] }],
      ['/v1/propertyContract/impending', { pageIndex: 1, pageSize: 20 }],
      ['/v1/property/contract/threshold/save', { warnDays: 10 }],
    ] as const) {
      const r = await call(path, payload, 'keeper')
      expect(r.status, path).toBe(0)
      expect(r.message, path).toMatch(/没有/)
    }
    const id = await add({ lines: [{ locationId: ref.a4, size: 3 }], startDate: day(3700), endDate: day(3800) })
    expect(await submit(id)).toMatchObject({ status: 1 })
    expect(await call('/v1/propertyContract/get', { id }, 'approver')).toMatchObject({ status: 1, data: { id } })
    expect((await call('/v1/propertyContract/list', { pageIndex: 1, pageSize: 20 }, 'approver')).status).toBe(0)
    expect((await call('/v1/propertyContract/withdraw', { id }, 'approver')).status).toBe(0)
    expect((await head(id)).status).toBe(10)
  })

  it('keeps a user kept to one owner to its contracts, and refuses a place held out of sight without naming who holds it', async () => {
    await api.db.transaction(async (tx) => {
      const admin = (await tx.query<{ id: number }>(`SELECT id FROM sys_role WHERE tenant_id = $1 AND is_admin`, [ref.tenant])).rows[0].id
      await createUser(
        tx,
        {
          tenantId: ref.tenant,
          account: 'lease-kept',
          password: 'Lease2026x',
          userName: '租赁专员',
          realName: '租赁专员',
          userType: 3,
          roleIds: [admin],
          ownerIds: [ref.owner2],
        },
        false,
      )
    })
    token.kept = await api.login('lease-kept', 'Lease2026x')
    const hidden = await active({ lines: [{ locationId: ref.a1, size: 2 }], startDate: day(3500), endDate: day(3600) })
    const hiddenNo = (await head(hidden)).contract_no
    const mine = await call(
      '/v1/propertyContract/add',
      contract({ ownerId: ref.owner2, lines: [{ locationId: ref.a2, size: 2 }], startDate: day(3500), endDate: day(3600) }),
      'kept',
    )
    expect(mine, mine.message).toMatchObject({ status: 1 })

    const listed = (await call('/v1/propertyContract/list', { pageIndex: 1, pageSize: 200 }, 'kept')).data.list.map((r: any) => Number(r.id))
    expect(listed).toContain(mine.data.id)
    expect(listed).not.toContain(hidden)
    expect((await call('/v1/propertyContract/get', { id: hidden }, 'kept')).status).toBe(0)
    expect((await call('/v1/propertyContract/print', { ids: [hidden] }, 'kept')).data ?? []).toEqual([])

    const r = await call('/v1/propertyContract/add', contract({ ownerId: ref.owner2, startDate: day(3550), endDate: day(3650) }), 'kept')
    expect(r.status).toBe(0)
    expect(r.message).toMatch(/库位 A-01-01-01 .*已租给其他承租方/)
    expect(r.message).not.toContain(hiddenNo)
    expect(r.message).not.toContain((await head(hidden)).party_name)
    const foreign = await call('/v1/propertyContract/add', contract({ startDate: day(3700), endDate: day(3800) }), 'kept')
    expect(foreign.status).toBe(0)
    expect(foreign.message).toMatch(CHINESE)
  })
})
