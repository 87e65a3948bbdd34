// The generic workflow transition runtime on a real entity (carrier: 启用 1 / 停用 0) with a
// workflow and endpoints only this test adds: the state check, optimistic locking, effects in
// the same transaction, the transition's permission key, and the document log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WorkflowDef } from '../../src/config/types.ts'
import { effects } from '../../src/server/effects.ts'
import { workflowWiring } from '../../src/server/workflow-wiring.ts'
import { BizError } from '../../src/server/kernel/errors.ts'
import { inTenant } from '../../src/server/db/tenant-tx.ts'
import type { HandlerContext, Session } from '../../src/server/kernel/handler.ts'
import { runTransition } from '../../src/server/workflow/run-transition.ts'
import { startApi, type TestApi } from '../support/api.ts'

const WORKFLOW: WorkflowDef = {
  entity: 'carrier',
  states: { 1: { label: '启用', color: 'green' }, 0: { label: '停用', color: 'red' } },
  transitions: {
    disable: { title: '停用承运商', from: [1], to: 0, endpoint: '/test/carrier/disable', effect: 'test.note' },
    enable: { title: '启用承运商', from: [0], to: 1, endpoint: '/test/carrier/enable', permission: '开放物流' },
    breakDown: { title: '故障停用', from: [1], to: 0, endpoint: '/test/carrier/breakdown', effect: 'test.fail' },
  },
}

let api: TestApi
let demo: string
let keeper: string
beforeAll(async () => {
  // The effects note on the row they got, in the transition's transaction; one then fails.
  effects['test.note'] = async (ctx, row, payload) => {
    await ctx.tx.query(`UPDATE carrier SET remark = $1 WHERE id = $2`, [`停用前状态 ${row.status}；${payload.reason ?? ''}`, row.id])
  }
  effects['test.fail'] = async (ctx, row) => {
    await ctx.tx.query(`UPDATE carrier SET remark = '不应留下' WHERE id = $1`, [row.id])
    throw new BizError('承运商接口校验失败')
  }
  api = await startApi({
    configure: (config) => {
      config.workflows.testCarrier = WORKFLOW
      for (const [name, t] of Object.entries(WORKFLOW.transitions))
        config.endpoints[t.endpoint!] = {
          op: 'transition',
          workflow: 'testCarrier',
          transition: name,
          title: t.title,
          // No screen uses these test-only calls: open to every signed-in user, so the transition's own key decides.
          auth: 'session',
          ...(name === 'disable' ? { payload: 'carrierReason' } : {}),
        }
      config.entities.carrierReason = {
        $id: 'carrierReason',
        title: '停用原因',
        type: 'object',
        properties: { reason: { type: 'string', title: '原因', maxLength: 50 } },
      }
    },
  })
  demo = await api.login('demo')
  keeper = await api.login('keeper')
})
afterAll(async () => {
  delete effects['test.note']
  delete effects['test.fail']
  await api.close()
})

const call = (path: string, payload: unknown, token = demo) => api.call(path, payload, { token }).then((r) => r.body)
const carrier = async (code: string) =>
  (
    await api.db.query(`SELECT c.id, c.status, c.version, c.remark FROM carrier c JOIN tenant t ON t.id = c.tenant_id WHERE t.code = 'DEMO' AND c.code = $1`, [
      code,
    ])
  ).rows[0]
const logOf = async (id: number) =>
  (
    await api.db.query(
      `SELECT doc_type, action, title, from_state, to_state, operator_name, remark FROM document_log WHERE doc_type = 'testCarrier' AND doc_id = $1 ORDER BY id`,
      [id],
    )
  ).rows

describe('workflow transitions', () => {
  it('moves the state, runs the effect in the same transaction and logs the transition', async () => {
    const sf = await carrier('SF')
    const r = await call('/test/carrier/disable', { id: sf.id, version: sf.version, remark: '合同到期', reason: '年度评估' })
    expect(r).toMatchObject({ status: 1, data: { id: sf.id, status: 0, version: sf.version + 1, remark: '停用前状态 1；年度评估' } })
    expect(await carrier('SF')).toMatchObject({ status: 0, version: sf.version + 1 })
    expect(await logOf(sf.id)).toEqual([
      { doc_type: 'testCarrier', action: 'disable', title: '停用承运商', from_state: 1, to_state: 0, operator_name: '陈经理', remark: '合同到期' },
    ])
  })

  it('refuses a transition from a state not in `from` and changes nothing', async () => {
    const dbl = await carrier('DBL')
    expect(dbl.status).toBe(0)
    expect(await call('/test/carrier/disable', { id: dbl.id })).toEqual({ status: 0, message: '当前状态“停用”不能执行“停用承运商”' })
    expect(await carrier('DBL')).toEqual(dbl)
    expect(await logOf(dbl.id)).toEqual([])
  })

  it('refuses a stale version', async () => {
    const zto = await carrier('ZTO')
    expect(await call('/test/carrier/disable', { id: zto.id, version: zto.version - 1 || 99 })).toEqual({
      status: 0,
      message: '数据已被他人修改，请刷新后重试',
    })
    expect(await carrier('ZTO')).toEqual(zto)
  })

  it('rolls everything back when the effect fails', async () => {
    const zto = await carrier('ZTO')
    expect(await call('/test/carrier/breakdown', { id: zto.id })).toEqual({ status: 0, message: '承运商接口校验失败' })
    expect(await carrier('ZTO')).toEqual(zto)
    expect(await logOf(zto.id)).toEqual([])
  })

  it('answers a missing or another tenant’s document alike', async () => {
    const theirs = (await api.db.query(`SELECT c.id FROM carrier c JOIN tenant t ON t.id = c.tenant_id WHERE t.code = 'HDWL'`)).rows[0].id
    expect(await call('/test/carrier/disable', { id: theirs })).toEqual({ status: 0, message: '承运商不存在或已被删除' })
    expect(await call('/test/carrier/disable', { id: 999_999_999 })).toEqual({ status: 0, message: '承运商不存在或已被删除' })
    expect((await api.db.query(`SELECT status FROM carrier WHERE id = $1`, [theirs])).rows[0].status).toBe(1)
  })

  it('checks the transition’s permission key and the payload schema', async () => {
    const dbl = await carrier('DBL')
    expect(await call('/test/carrier/enable', { id: dbl.id }, keeper)).toEqual({ status: 0, message: '没有“开放物流”的权限' })
    expect((await call('/test/carrier/disable', { id: dbl.id, reason: 'x'.repeat(51) })).status).toBe(0)
    expect((await call('/test/carrier/enable', {})).status).toBe(0)
    expect(await call('/test/carrier/enable', { id: dbl.id })).toMatchObject({ status: 1, data: { status: 1 } })
  })

  it('fires in-process with runTransition, inside the caller’s tenant', async () => {
    const zto = await carrier('ZTO')
    const u = (await api.db.query(`SELECT id, tenant_id, real_name FROM sys_user WHERE account = 'keeper'`)).rows[0]
    const session = {
      sessionId: 0,
      tenantId: u.tenant_id,
      userId: u.id,
      account: 'keeper',
      userName: '仓管员',
      realName: u.real_name,
      userType: 3,
      tenantType: 1,
      storageId: null,
      mustChangePassword: false,
    } as Session
    const row = await inTenant(api.db, { tenantId: u.tenant_id, userId: u.id }, (tx) =>
      runTransition(
        {
          tx,
          session,
          config: api.config,
          payload: {},
          endpoint: { op: 'custom' },
          path: '',
          request: { ip: '', userAgent: '' },
          deps: { workflow: workflowWiring },
        } as unknown as HandlerContext,
        'testCarrier',
        'disable',
        zto.id,
        { opinion: '系统停用' },
      ),
    )
    expect(row).toMatchObject({ id: zto.id, status: 0, version: zto.version + 1 })
    expect(await logOf(zto.id)).toEqual([expect.objectContaining({ action: 'disable', operator_name: '张仓管', remark: '系统停用' })])
  })

  it('keeps the document log append-only for the application', async () => {
    const u = (await api.db.query(`SELECT id, tenant_id FROM sys_user WHERE account = 'demo'`)).rows[0]
    await expect(inTenant(api.db, { tenantId: u.tenant_id, userId: u.id }, (tx) => tx.query(`UPDATE document_log SET remark = 'x'`))).rejects.toThrow(
      /permission denied/,
    )
    await expect(inTenant(api.db, { tenantId: u.tenant_id, userId: u.id }, (tx) => tx.query(`DELETE FROM approval_log`))).rejects.toThrow(/permission denied/)
  })
})
