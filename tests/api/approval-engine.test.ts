// The generic approval engine on goods approval (the document type that exists now): a
// two-node flow (仓管员 role, then the user 王财务), decisions node by node, rejects that need
// an opinion, withdrawal by a new save or by switching approval off, no flow = no approval,
// one decision per node, the lists and tiles of each user, and the tenant boundary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
const token: Record<string, string> = {}
let ref: Record<string, number>
beforeAll(async () => {
  api = await startApi()
  for (const a of ['demo', 'keeper', 'finance', 'approver', 'demo2']) token[a] = await api.login(a)
  const q = async (sql: string, params: unknown[]) => (await api.db.query(sql, params)).rows[0].id as number
  const demoTenant = `(SELECT id FROM tenant WHERE code = 'DEMO')`
  ref = {
    category: await q(`SELECT id FROM category WHERE tenant_id = ${demoTenant} AND code = $1`, ['WEAR']),
    unit: await q(`SELECT id FROM unit WHERE tenant_id = ${demoTenant} AND code = $1`, ['PCS']),
    keeperRole: await q(`SELECT id FROM sys_role WHERE tenant_id = ${demoTenant} AND name = $1`, ['仓管员']),
    finance: await q(`SELECT id FROM sys_user WHERE account = $1`, ['finance']),
    keeper: await q(`SELECT id FROM sys_user WHERE account = $1`, ['keeper']),
  }
  // Goods approval on, bound to a two-node template.
  const s = (await call('/strategy/getTenantStrategy', {})).data
  expect((await call('/strategy/save', { approvalGoods: true, version: s.version })).status).toBe(1)
  const t = await call('/v1/approving/template/add', {
    name: '商品两级审批',
    nodes: [
      { name: '仓库主管审核', roleIds: [ref.keeperRole] },
      { name: '财务复核', userIds: [ref.finance] },
    ],
  })
  expect(t.status).toBe(1)
  expect((await call('/v1/approving/flowconfig/save', { docType: 'goods', templateId: t.data.id })).status).toBe(1)
})
afterAll(() => api.close())

const call = (path: string, payload: unknown, who = 'demo') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
let seq = 0
const addProduct = async () => {
  const code = `AP${++seq}`
  const r = await call('/v1/product/add', {
    code,
    name: `审批引擎测试${seq}`,
    categoryId: ref.category,
    unitId: ref.unit,
    saleType: 1,
    lines: [{ code: `${code}-1` }],
  })
  expect(r.status).toBe(1)
  return r.data.id as number
}
const productStatus = async (id: number) => (await api.db.query(`SELECT approval_status FROM product WHERE id = $1`, [id])).rows[0].approval_status
const instancesOf = async (id: number) =>
  (await api.db.query(`SELECT id, status, current_node FROM approval_instance WHERE workflow = 'goods' AND doc_id = $1 ORDER BY id`, [id])).rows
const openOf = async (id: number) => (await instancesOf(id)).find((i) => i.status === 0)
const stepsOf = async (instanceId: number) =>
  (await api.db.query(`SELECT node_index, action, opinion, user_name FROM approval_log WHERE instance_id = $1 ORDER BY id`, [instanceId])).rows
const docLog = async (id: number) =>
  (
    await api.db.query(`SELECT action, from_state, to_state, operator_name, remark FROM document_log WHERE doc_type = 'goods' AND doc_id = $1 ORDER BY id`, [
      id,
    ])
  ).rows

describe('a two-node approval', () => {
  let product: number
  let inst: number

  it('opens at the first node when a product is saved, and tells its approvers', async () => {
    product = await addProduct()
    expect(await productStatus(product)).toBe(10)
    const [i] = await instancesOf(product)
    expect(i).toMatchObject({ status: 0, current_node: 0 })
    inst = i.id
    expect(await stepsOf(inst)).toEqual([{ node_index: null, action: 0, opinion: '新增', user_name: '陈经理' }])
    const todo = (await call('/v1/approving/page', { docType: 'goods', scope: 'todo' }, 'keeper')).data
    expect(todo.list.find((r: any) => r.id === inst)).toMatchObject({
      docNo: 'AP1',
      summary: '审批引擎测试1',
      submitterName: '陈经理',
      currentNodeName: '仓库主管审核',
      status: 0,
      canAct: true,
      workflow: 'goods',
      docId: product,
    })
    const bell = (await call('/v1/message/NewMessage', { messageTypes: [2] }, 'keeper')).data
    expect(bell.list[0]).toMatchObject({ title: '待审批：商品 AP1', routeName: 'goods-to-examine' })
  })

  it('refuses someone who is not an approver of the current node', async () => {
    for (const who of ['approver', 'finance', 'demo'])
      expect(await call('/v1/approving/accept', { id: inst, nodeIndex: 0 }, who)).toEqual({ status: 0, message: '您不是当前节点的审批人' })
    expect((await call('/v1/approving/page', { docType: 'goods' }, 'finance')).data.list.map((r: any) => r.id)).not.toContain(inst)
    expect(await instancesOf(product)).toEqual([{ id: inst, status: 0, current_node: 0 }])
  })

  it('moves to the next node on accept; the same node decided twice counts once', async () => {
    expect(await call('/v1/approving/accept', { id: inst, nodeIndex: 0, opinion: '同意' }, 'keeper')).toMatchObject({
      status: 1,
      data: { status: 0, currentNode: 1, currentNodeName: '财务复核' },
    })
    expect(await call('/v1/approving/accept', { id: inst, nodeIndex: 0 }, 'keeper')).toEqual({ status: 0, message: '该审批节点已处理，请刷新后查看' })
    expect(await productStatus(product)).toBe(10)
    expect((await call('/v1/approving/page', { docType: 'goods', scope: 'done' }, 'keeper')).data.list.map((r: any) => r.id)).toContain(inst)
    expect((await call('/v1/approving/page', { docType: 'goods', scope: 'todo' }, 'finance')).data.list.map((r: any) => r.id)).toContain(inst)
  })

  it('fires the accept transition at the last node, once even when two decisions race', async () => {
    const answers = await Promise.all([1, 2].map(() => call('/v1/approving/accept', { id: inst, nodeIndex: 1, opinion: '复核无误' }, 'finance')))
    expect(answers.filter((a) => a.status === 1)).toHaveLength(1)
    expect(answers.find((a) => a.status === 0)?.message).toMatch(/该审批已通过，不能再审批|该审批节点已处理/)
    expect(await productStatus(product)).toBe(20)
    expect(await instancesOf(product)).toEqual([{ id: inst, status: 10, current_node: 1 }])
    expect((await stepsOf(inst)).map((s) => [s.node_index, s.action, s.user_name])).toEqual([
      [null, 0, '陈经理'],
      [0, 10, '张仓管'],
      [1, 10, '王财务'],
    ])
    expect(await docLog(product)).toEqual([
      { action: 'submit', from_state: 0, to_state: 10, operator_name: '陈经理', remark: '新增' },
      { action: 'accept', from_state: 10, to_state: 20, operator_name: '王财务', remark: '复核无误' },
    ])
    const submitter = (await call('/v1/message/NewMessage', { messageTypes: [2] })).data.list
    expect(submitter[0]).toMatchObject({ title: '商品 AP1已审批通过' })
  })

  it('shows the flow node by node with who acted', async () => {
    const d = (await call('/v1/approving/flow/detail', { id: inst }, 'approver')).data
    expect(d.instance).toMatchObject({ id: inst, status: 10, templateName: '商品两级审批', canAct: false })
    expect(d.nodes).toEqual([
      expect.objectContaining({ index: 0, nodeName: '仓库主管审核', approvers: '仓管员', status: 'done', operator: '张仓管', opinion: '同意' }),
      expect.objectContaining({ index: 1, nodeName: '财务复核', approvers: '王财务', status: 'done', operator: '王财务', opinion: '复核无误' }),
    ])
    expect(d.logs.map((l: any) => l.action)).toEqual(['提交', '通过', '通过'])
    expect((await call('/v1/approving/logs', { workflow: 'goods', docId: product })).data).toHaveLength(3)
    expect(await call('/v1/approving/accept', { id: inst }, 'finance')).toEqual({ status: 0, message: '该审批已通过，不能再审批' })
  })
})

describe('reject, withdraw and no approval', () => {
  it('needs an opinion to reject, then fires the reject transition', async () => {
    const product = await addProduct()
    const inst = (await openOf(product))!.id
    expect(await call('/v1/approving/reject', { id: inst, nodeIndex: 0 }, 'keeper')).toMatchObject({ status: 0, message: '驳回时请填写审批意见' })
    expect(await call('/v1/approving/reject', { id: inst, nodeIndex: 0, opinion: '   ' }, 'keeper')).toMatchObject({
      status: 0,
      message: '驳回时请填写审批意见',
    })
    expect(await productStatus(product)).toBe(10)
    expect(await call('/v1/approving/reject', { id: inst, nodeIndex: 0, opinion: '名称不规范' }, 'keeper')).toMatchObject({ status: 1, data: { status: 20 } })
    expect(await productStatus(product)).toBe(30)
    expect((await docLog(product)).at(-1)).toMatchObject({ action: 'reject', from_state: 10, to_state: 30, operator_name: '张仓管', remark: '名称不规范' })
    const d = (await call('/v1/approving/flow/detail', { id: inst })).data
    expect(d.nodes.map((n: any) => n.status)).toEqual(['rejected', 'waiting'])
  })

  it('withdraws the waiting approval when the product is saved again, and opens a new one', async () => {
    const product = await addProduct()
    const first = (await openOf(product))!.id
    const got = (await call('/v1/product/get', { id: product })).data
    const saved = await call('/v1/product/update', { ...got, remark: '补充说明' })
    expect(saved).toMatchObject({ status: 1, data: { id: product } })
    expect((await call('/v1/product/get', { id: product })).data.version).toBe(saved.data.version)
    const all = await instancesOf(product)
    expect(all.map((i) => i.status)).toEqual([90, 0])
    expect((await stepsOf(first)).at(-1)).toMatchObject({ action: 90, opinion: '重新提交', user_name: '陈经理' })
    expect(await call('/v1/approving/accept', { id: first, nodeIndex: 0 }, 'keeper')).toEqual({ status: 0, message: '该审批已撤回，不能再审批' })
  })

  it('withdraws it when a save needs no approval any more (the clear transition)', async () => {
    const product = await addProduct()
    const inst = (await openOf(product))!.id
    await setApprovalGoods(false)
    const got = (await call('/v1/product/get', { id: product })).data
    expect((await call('/v1/product/update', { ...got, remark: '关闭审批后修改' })).status).toBe(1)
    expect(await productStatus(product)).toBe(0)
    expect(await instancesOf(product)).toEqual([{ id: inst, status: 90, current_node: 0 }])
    expect((await docLog(product)).at(-1)).toMatchObject({ action: 'clear', from_state: 10, to_state: 0 })
    await setApprovalGoods(true)
  })

  it('withdraws it when the product is deleted', async () => {
    const product = await addProduct()
    const inst = (await openOf(product))!.id
    expect((await call('/v1/product/delete', { id: product })).status).toBe(1)
    expect((await api.db.query(`SELECT status FROM approval_instance WHERE id = $1`, [inst])).rows[0].status).toBe(90)
  })

  it('closes a composite’s approval whose composite was deleted meanwhile, when an approver opens it', async () => {
    const sku = async (code: string) =>
      (await api.db.query(`SELECT s.id FROM sku s JOIN tenant t ON t.id = s.tenant_id WHERE t.code = 'DEMO' AND s.code = $1`, [code])).rows[0].id
    const made = await call('/v1/compositeProduct/add', {
      skuId: await sku('P1016-01'),
      name: '审批中删除的组合',
      lines: [{ skuId: await sku('P1015-01'), qty: 2 }],
    })
    expect(made.status).toBe(1)
    const inst = (await api.db.query(`SELECT id FROM approval_instance WHERE workflow = 'goodsComposite' AND doc_id = $1 AND status = 0`, [made.data.id]))
      .rows[0].id
    expect((await call('/v1/product/approval/combination/detail', { id: inst })).data).toMatchObject({ id: made.data.id, kind: 'composite', componentCount: 1 })
    expect((await call('/v1/compositeProduct/delete', { id: made.data.id })).status).toBe(1)
    expect(await call('/v1/approving/accept', { id: inst, nodeIndex: 0 }, 'keeper')).toEqual({ status: 0, message: '组合商品已被删除，审批已自动撤销' })
    expect((await api.db.query(`SELECT status FROM approval_instance WHERE id = $1`, [inst])).rows[0].status).toBe(90)
    expect((await stepsOf(inst)).at(-1)).toMatchObject({ action: 90, opinion: '单据已删除', user_name: '张仓管' })
  })

  it('accepts at once when no approval flow is enabled for the type', async () => {
    const flow = (await call('/v1/approving/flowconfig/get', { docType: 'goods' })).data
    expect((await call('/v1/approving/flowconfig/save', { docType: 'goods', templateId: flow.templateId, enabled: false })).status).toBe(1)
    const product = await addProduct()
    expect(await productStatus(product)).toBe(20)
    expect(await instancesOf(product)).toEqual([])
    expect((await docLog(product)).map((l) => [l.action, l.remark])).toEqual([
      ['submit', '新增'],
      ['accept', '未配置审批流程，自动通过'],
    ])
    expect((await call('/v1/approving/flowconfig/save', { docType: 'goods', templateId: flow.templateId, enabled: true })).status).toBe(1)
  })
})

describe('lists, tiles and tenants', () => {
  it('counts what waits for each user, in the lists and on home tile 4', async () => {
    const product = await addProduct()
    const waiting = (await call('/v1/approving/page', { docType: 'goods', scope: 'todo', pageSize: 200 }, 'keeper')).data.total
    expect(waiting).toBeGreaterThan(0)
    // Other document types may wait for the keeper too (the demo's purchase orders).
    const count = (await call('/v1/approving/count', {}, 'keeper')).data
    expect(count.byDocType.goods).toBe(waiting)
    expect(count.total).toBe(Object.values(count.byDocType as Record<string, number>).reduce((a, b) => a + b, 0))
    expect((await call('/v1/approving/count', { docType: 'goods' }, 'keeper')).data).toEqual({ total: waiting, docType: 'goods' })
    expect((await call('/v1/product/approval/page', { scope: 'todo' }, 'keeper')).data.total).toBe(waiting)
    const tiles = (await call('/home/count', {}, 'keeper')).data
    expect(tiles.find((t: any) => t.homeModular === 4)).toMatchObject({ title: '商品审批', routeName: 'goods-to-examine', count: waiting })
    // finance does not hold 商品审批: no tile to open it.
    expect((await call('/home/count', {}, 'finance')).data.find((t: any) => t.homeModular === 4)).toBeUndefined()
    expect((await call('/v1/approving/page', { docType: 'purchaseExchange', scope: 'all' })).data).toMatchObject({ list: [], total: 0 })
    expect(await openOf(product)).toBeTruthy()
  })

  it('answers the goods screens: the product, and what changed since the last approval', async () => {
    const product = await addProduct()
    const first = (await openOf(product))!.id
    await call('/v1/approving/accept', { id: first, nodeIndex: 0 }, 'keeper')
    await call('/v1/approving/accept', { id: first, nodeIndex: 1 }, 'finance')
    const got = (await call('/v1/product/get', { id: product })).data
    await call('/v1/product/update', { ...got, name: '改过的名称' })
    const second = (await openOf(product))!.id
    expect((await call('/v1/product/approval/creation', { id: second })).data).toMatchObject({ id: product, name: '改过的名称', kind: 'product', skuCount: 1 })
    const m = (await call('/v1/product/approval/modification', { id: second })).data
    expect(m.kind).toBe('modification')
    expect(m.changes).toEqual([{ field: 'name', title: '商品名称', before: got.name, after: '改过的名称' }])
    expect((await call('/v1/product/approval/modification', { id: first })).data.kind).toBe('creation')
    expect(await call('/v1/product/approval/combination/detail', { id: second })).toEqual({ status: 0, message: '该审批不是组合商品的审批' })
  })

  it('keeps every tenant to its own approvals', async () => {
    const product = await addProduct()
    const inst = (await openOf(product))!.id
    const theirs = (await call('/v1/approving/page', { scope: 'all', pageSize: 200 }, 'demo2')).data
    expect(theirs).toMatchObject({ total: 0, list: [] })
    for (const path of ['/v1/approving/flow/detail', '/v1/approving/logs', '/v1/product/approval/creation'])
      expect(await call(path, { id: inst }, 'demo2'), path).toEqual(await call(path, { id: 999_999_999 }, 'demo2'))
    expect(await call('/v1/approving/accept', { id: inst }, 'demo2')).toEqual({ status: 0, message: '审批不存在或已被删除' })
    expect(await call('/v1/approving/reject', { id: inst, opinion: '越权' }, 'demo2')).toEqual({ status: 0, message: '审批不存在或已被删除' })
    expect(await openOf(product)).toMatchObject({ id: inst, status: 0, current_node: 0 })
    // A path fixed to another document type does not reach it either.
    expect(await call('/v1/product/approval/accept', { id: inst + 1_000_000 }, 'keeper')).toEqual({ status: 0, message: '审批不存在或已被删除' })
  })
})

async function setApprovalGoods(on: boolean) {
  const s = (await call('/strategy/getTenantStrategy', {})).data
  expect((await call('/strategy/save', { approvalGoods: on, version: s.version })).status).toBe(1)
}
