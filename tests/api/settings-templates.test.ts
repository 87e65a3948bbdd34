// Form templates (one default per document type) and approval templates and flows (nodes with
// approvers of the tenant, one flow per document type, a template in use cannot go).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
let token: string
let demo2: string
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
  demo2 = await api.login('demo2')
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}, t = token) => api.call(path, payload, { token: t }).then((r) => r.body)
const names = (rows: any[]) => rows.map((r) => [r.name, r.isDefault])

describe('form templates', () => {
  it('lists the templates of a document type, the default first', async () => {
    const r = await call('/v1/form/list', { docType: 'stockOut' })
    expect(names(r.data)).toEqual([
      ['出库单（标准 A4）', true],
      ['出库小票（80mm）', false],
    ])
    expect((await call('/v1/form/list', { docType: 'loss' })).data).toEqual([])
    expect((await call('/v1/form/list', { docType: 'nope' })).message).toBe('单据类型取值不正确')
  })

  it('adds a new default and clears the old one in the same save', async () => {
    const added = await call('/v1/form/save', { docType: 'stockOut', name: '出库单（简洁版）', paperSize: 'A5', isDefault: true })
    expect(added.data).toMatchObject({ name: '出库单（简洁版）', isDefault: true, version: 1 })
    const list = (await call('/v1/form/list', { docType: 'stockOut' })).data
    expect(names(list)[0]).toEqual(['出库单（简洁版）', true])
    expect(list.filter((t: any) => t.isDefault)).toHaveLength(1)
    expect((await call('/v1/form/list', { docType: 'delivery' })).data[0].isDefault).toBe(true)
    expect((await call('/v1/form/save', { docType: 'stockOut', name: '出库单（简洁版）' })).message).toBe('模板名称已存在')
  })

  it('updates by id with the version read, and sets a default by id', async () => {
    const [, old] = (await call('/v1/form/list', { docType: 'stockOut' })).data
    const saved = await call('/v1/form/save', { id: old.id, version: old.version, docType: 'stockOut', name: old.name, remark: '改过', isDefault: true })
    expect(saved.data).toMatchObject({ id: old.id, version: old.version + 1, isDefault: true, remark: '改过' })
    expect(await call('/v1/form/save', { id: old.id, version: old.version, docType: 'stockOut', name: old.name })).toEqual({
      status: 0,
      message: '数据已被他人修改，请刷新后重试',
    })
    expect((await call('/v1/form/save', { id: old.id, docType: 'stockOut', name: old.name })).message).toBe('缺少版本号，请刷新后重试')
    const small = (await call('/v1/form/list', { docType: 'stockOut' })).data.find((t: any) => t.name === '出库小票（80mm）')
    expect((await call('/v1/form/setdefault', { id: small.id })).data).toMatchObject({ id: small.id, isDefault: true })
    expect((await call('/v1/form/list', { docType: 'stockOut' })).data.filter((t: any) => t.isDefault).map((t: any) => t.id)).toEqual([small.id])
  })

  it('does not reach another tenant template, nor clear its default', async () => {
    const mine = (await call('/v1/form/list', { docType: 'stockOut' })).data[0]
    const r = await call('/v1/form/save', { id: mine.id, version: mine.version, docType: 'stockOut', name: '越权', isDefault: true }, demo2)
    expect(r).toEqual({ status: 0, message: '记录不存在或已被删除' })
    expect(await call('/v1/form/setdefault', { id: mine.id }, demo2)).toEqual({ status: 0, message: '记录不存在或已被删除' })
    expect((await call('/v1/form/list', { docType: 'stockOut' })).data[0]).toMatchObject({ id: mine.id, isDefault: true, version: mine.version })
  })
})

describe('approval templates and flows', () => {
  let roles: Record<string, number>
  beforeAll(async () => {
    const r = await api.db.query(`SELECT r.name, r.id, t.code FROM sys_role r JOIN tenant t ON t.id = r.tenant_id`)
    roles = Object.fromEntries(r.rows.map((x) => [`${x.code}:${x.name}`, x.id]))
  })

  it('needs approvers in every node, of this tenant', async () => {
    const nodes = [{ name: '主管审批', roleIds: [roles['DEMO:审批员']] }, { name: '复核' }]
    const r = await call('/v1/approving/template/add', { name: '三级审批', nodes })
    expect(r.message).toBe('第 2 个审批节点“复核”没有审批角色或审批人')
    expect(r.data.errors[0].field).toBe('nodes')
    expect((await call('/v1/approving/template/add', { name: '三级审批', nodes: [{ name: '外部', roleIds: [roles['HDWL:管理员']] }] })).message).toBe(
      '审批节点中的角色不存在',
    )
    expect((await call('/v1/approving/template/add', { name: '三级审批', nodes: [] })).status).toBe(0)
    const ok = await call('/v1/approving/template/add', {
      name: '三级审批',
      nodes: [
        { name: '主管审批', roleIds: [roles['DEMO:审批员']] },
        { name: '复核', userIds: [], roleIds: [roles['DEMO:财务']] },
      ],
    })
    expect(ok.status).toBe(1)
    const got = (await call('/v1/approving/template/get', { id: ok.data.id })).data
    expect(got.nodes).toEqual([
      { name: '主管审批', roleIds: [roles['DEMO:审批员']] },
      { name: '复核', userIds: [], roleIds: [roles['DEMO:财务']] },
    ])
    const upd = await call('/v1/approving/template/update', { id: got.id, version: got.version, nodes: [{ name: '只有名字' }] })
    expect(upd.message).toBe('第 1 个审批节点“只有名字”没有审批角色或审批人')
  })

  it('binds one template per document type and reads it back by type', async () => {
    const templates = (await call('/v1/approving/template/options', { status: 1 })).data
    const one = templates.find((t: any) => t.label === '一级审批')
    const three = templates.find((t: any) => t.label === '三级审批')
    expect(await call('/v1/approving/flowconfig/get', { docType: 'returnStock' })).toMatchObject({ status: 1, data: null })
    const saved = await call('/v1/approving/flowconfig/save', { docType: 'returnStock', templateId: one.value })
    expect(saved.data).toMatchObject({ docType: 'returnStock', templateId: one.value, templateName: '一级审批', enabled: true, version: 1 })
    const again = await call('/v1/approving/flowconfig/save', { docType: 'returnStock', templateId: three.value, enabled: false })
    expect(again.data).toMatchObject({ id: saved.data.id, templateName: '三级审批', enabled: false, version: 2 })
    expect((await call('/v1/approving/flowconfig/list', { docType: 'returnStock' })).data.total).toBe(1)
    expect((await call('/v1/approving/flowconfig/add', { docType: 'returnStock', templateId: one.value })).message).toBe('单据类型已存在')
    expect((await call('/v1/approving/flowconfig/get', { docType: 'purchase' })).data).toMatchObject({ templateName: '一级审批', enabled: true })
  })

  it('keeps a switched-off template out of enabled flows and a template in use from deletion', async () => {
    const t = (await call('/v1/approving/template/list', { name: '三级审批' })).data.list[0]
    expect((await call('/v1/approving/template/status', { id: t.id, status: 0 })).status).toBe(1)
    expect((await call('/v1/approving/flowconfig/save', { docType: 'returnStock', templateId: t.id })).message).toBe(
      '审批模板“三级审批”已停用，不能用于启用的审批流程',
    )
    expect((await call('/v1/approving/flowconfig/add', { docType: 'returnStock', templateId: t.id, enabled: true })).message).toBe(
      '审批模板“三级审批”已停用，不能用于启用的审批流程',
    )
    expect((await call('/v1/approving/flowconfig/save', { docType: 'returnStock', templateId: t.id, enabled: false })).status).toBe(1)
    expect(await call('/v1/approving/template/delete', { id: t.id })).toEqual({ status: 0, message: '该记录已被审批流程引用，不能删除' })
    const other = (await call('/v1/approving/template/list', {}, demo2)).data
    expect(other.total).toBe(0)
    expect((await call('/v1/approving/flowconfig/save', { docType: 'loss', templateId: t.id }, demo2)).message).toBe('所选审批模板不存在')
  })

  it('refuses changes without the function key', async () => {
    const approver = await api.login('approver')
    expect((await call('/v1/approving/flowconfig/save', { docType: 'returnStock', templateId: 1 }, approver)).message).toBe('没有“审批流程编辑”的权限')
    expect((await call('/v1/approving/template/delete', { id: 1 }, approver)).message).toBe('没有“审批模板删除”的权限')
  })
})
