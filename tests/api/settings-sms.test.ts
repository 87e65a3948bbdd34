// SMS notifications: event templates, the provider (its secret write-only), the notify
// service (placeholders, disabled events, recipients, one outbox row per message) and the
// cloud providers against a fake HTTP endpoint (this machine cannot reach them).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { tenantId } from '../support/walker-helpers.ts'
import { inTenant } from '../../src/server/db/tenant-tx.ts'
import { fillTemplate, notify } from '../../src/server/domain/settings/sms/notify.ts'
import { setSmsHttp, type HttpRequest } from '../../src/server/domain/settings/sms/provider.ts'

let api: TestApi
let token: string
let demoTenant: number
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
  demoTenant = await tenantId(api.db, 'DEMO')
})
afterAll(() => api.close())
afterEach(() => setSmsHttp(null))

const call = (path: string, payload: object = {}, t = token) => api.call(path, payload, { token: t }).then((r) => r.body)
const outbox = async (phone: string) =>
  (await api.db.query(`SELECT event, phone, content, provider, status, error FROM sms_outbox WHERE phone = $1 ORDER BY id`, [phone])).rows
const saveProvider = async (values: object) => {
  const current = (await call('/v1/smsconfig/provider/get')).data
  return call('/v1/smsconfig/provider/save', { ...values, version: current?.version })
}

describe('templates', () => {
  it('keeps one template per event, with valid fixed recipients', async () => {
    const add = await call('/v1/smsconfig/add', {
      event: 'approval.rejected',
      templateText: '您提交的${docType}${docNo}被驳回：${reason}',
      recipients: '13800138101,13800138102',
    })
    expect(add.status).toBe(1)
    expect(await call('/v1/smsconfig/add', { event: 'approval.rejected', templateText: '重复' })).toEqual({ status: 0, message: '通知事件已存在' })
    const bad = await call('/v1/smsconfig/add', { event: 'stockIn.finished', templateText: 'x', recipients: '138,139' })
    expect(bad.message).toBe('多个手机号用英文逗号分隔，每个为 11 位')
    const list = (await call('/v1/smsconfig/list', { enabled: true })).data.list.map((r: any) => r.event)
    expect(list).toEqual(expect.arrayContaining(['approval.pending', 'approval.rejected', 'stockOut.shipped']))
    expect(list).not.toContain('stock.warning')
  })

  it('refuses changes without the function key', async () => {
    const approver = await api.login('approver')
    expect(await call('/v1/smsconfig/add', { event: 'stockIn.finished', templateText: 'x' }, approver)).toEqual({ status: 0, message: '没有“短信通知”的权限' })
  })
})

describe('notify', () => {
  it('fills placeholders and leaves an unknown one visible', () => {
    expect(fillTemplate('单号${docNo}，承运商${carrier}', { docNo: 'CK001', carrier: null })).toBe('单号CK001，承运商${carrier}')
  })

  it('sends to the fixed recipients and the given phones, one outbox row each', async () => {
    const r = await inTenant(api.db, { tenantId: demoTenant }, (tx) =>
      notify(tx, {
        event: 'approval.rejected',
        vars: { docType: '采购单', docNo: 'CG20260101', reason: '价格过高' },
        phones: ['13800138102', '13800138103', '12345'],
      }),
    )
    expect(r).toEqual({ recorded: 3, sent: 0, failed: 1, errors: ['手机号格式不正确'] })
    const rows = await api.db.query(`SELECT phone, content, provider, status FROM sms_outbox WHERE event = 'approval.rejected' ORDER BY id`)
    expect(rows.rows.map((x) => [x.phone, x.status])).toEqual([
      ['13800138101', 0],
      ['13800138102', 0],
      ['13800138103', 0],
      ['12345', 2],
    ])
    expect(rows.rows[0]).toMatchObject({ content: '您提交的采购单CG20260101被驳回：价格过高', provider: 'record' })
  })

  it('skips a disabled or unconfigured event', async () => {
    const before = (await api.db.query(`SELECT count(*)::int AS n FROM sms_outbox`)).rows[0].n
    const r = await inTenant(api.db, { tenantId: demoTenant }, async (tx) => [
      await notify(tx, { event: 'stock.warning', vars: { sku: 'A' }, phones: ['13800138104'] }),
      await notify(tx, { event: 'contract.expiring', phones: ['13800138104'] }),
    ])
    expect(r.map((x) => x.skipped)).toEqual(['disabled', 'none'])
    expect((await api.db.query(`SELECT count(*)::int AS n FROM sms_outbox`)).rows[0].n).toBe(before)
  })
})

describe('provider and test message', () => {
  it('records the test message when no provider sends', async () => {
    const r = await call('/v1/smsconfig/test', { event: 'approval.pending', phone: '13800138201', vars: { docType: '报损单', docNo: 'BS001' } })
    expect(r).toMatchObject({ status: 1, message: '未配置短信服务商，短信仅记入发送记录，未实际发出', data: { recorded: 1 } })
    expect(await outbox('13800138201')).toEqual([
      { event: 'approval.pending', phone: '13800138201', content: '您有一张报损单（BS001）待审批，请及时处理。', provider: 'record', status: 0, error: null },
    ])
    expect((await call('/v1/smsconfig/test', { event: 'contract.expiring', phone: '13800138201' })).message).toBe('该通知事件还没有短信模板，请先新增模板')
  })

  it('never returns the secret and keeps it when saved empty', async () => {
    const saved = await saveProvider({ provider: 'aliyun', signName: '仓云科技', accessKey: 'LTAI-demo-key', secretKey: 'top-secret-1' })
    expect(saved.status).toBe(1)
    expect(saved.data).not.toHaveProperty('secretKey')
    expect(JSON.stringify(await call('/v1/smsconfig/provider/get'))).not.toContain('top-secret-1')
    await saveProvider({ provider: 'aliyun', signName: '仓云科技', accessKey: 'LTAI-demo-key', secretKey: '' })
    await saveProvider({ provider: 'aliyun', signName: '仓云物流', accessKey: 'LTAI-demo-key' })
    const stored = await api.db.query(`SELECT sign_name, secret_key FROM sms_provider`)
    expect(stored.rows).toContainEqual({ sign_name: '仓云物流', secret_key: 'top-secret-1' })
    const logged = await api.db.query(`SELECT payload FROM operation_log WHERE path = '/v1/smsconfig/provider/save'`)
    expect(JSON.stringify(logged.rows)).not.toContain('top-secret-1')
  })

  it('sends through Alibaba Cloud with a signed request and records the outcome', async () => {
    const seen: HttpRequest[] = []
    setSmsHttp(async (req) => {
      seen.push(req)
      return {
        status: 200,
        body: JSON.stringify(seen.length === 1 ? { Code: 'OK', Message: 'OK' } : { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控' }),
      }
    })
    const ok = await call('/v1/smsconfig/test', { event: 'approval.pending', phone: '13800138202', vars: { docType: '采购单', docNo: 'CG1' } })
    expect(ok).toMatchObject({ status: 1, message: '测试短信已发送', data: { sent: 1 } })
    const body = new URLSearchParams(seen[0].body)
    expect(seen[0].url).toBe('https://dysmsapi.aliyuncs.com/')
    expect(body.get('PhoneNumbers')).toBe('13800138202')
    expect(body.get('SignName')).toBe('仓云物流')
    expect(JSON.parse(body.get('TemplateParam')!)).toEqual({ content: '您有一张采购单（CG1）待审批，请及时处理。' })
    expect(body.get('Signature')).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(seen[0].body).not.toContain('top-secret-1')
    const refused = await call('/v1/smsconfig/test', { event: 'approval.pending', phone: '13800138202' })
    expect(refused).toEqual({ status: 0, message: '测试短信未发出：阿里云短信发送失败：触发分钟级流控' })
    expect((await outbox('13800138202')).map((r) => [r.provider, r.status, r.error])).toEqual([
      ['aliyun', 1, null],
      ['aliyun', 2, '阿里云短信发送失败：触发分钟级流控'],
    ])
  })

  it('says so when the keys are missing or the endpoint cannot be reached', async () => {
    let calls = 0
    setSmsHttp(async () => {
      calls++
      throw new TypeError('fetch failed')
    })
    await api.db.query(`UPDATE sms_provider SET secret_key = NULL`)
    expect((await call('/v1/smsconfig/test', { event: 'approval.pending', phone: '13800138203' })).message).toBe(
      '测试短信未发出：阿里云短信未配置 SecretKey，请在“短信服务”中填写',
    )
    expect(calls).toBe(0)
    await saveProvider({ provider: 'aliyun', signName: '仓云物流', accessKey: 'LTAI-demo-key', secretKey: 'top-secret-2' })
    expect((await call('/v1/smsconfig/test', { event: 'approval.pending', phone: '13800138203' })).message).toBe('测试短信未发出：阿里云短信连接失败')
    expect(calls).toBe(1)
  })

  it('sends through Tencent Cloud with a TC3 signature', async () => {
    const seen: HttpRequest[] = []
    setSmsHttp(async (req) => {
      seen.push(req)
      return { status: 200, body: JSON.stringify({ Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success' }] } }) }
    })
    await saveProvider({ provider: 'tencent', signName: '仓云物流', accessKey: 'AKID-demo', secretKey: 'tencent-secret' })
    expect((await call('/v1/smsconfig/test', { event: 'approval.pending', phone: '13800138204' })).message).toBe('测试短信已发送')
    expect(seen[0].headers.Authorization).toMatch(
      /^TC3-HMAC-SHA256 Credential=AKID-demo\/\d{4}-\d{2}-\d{2}\/sms\/tc3_request, SignedHeaders=content-type;host, Signature=[0-9a-f]{64}$/,
    )
    expect(JSON.parse(seen[0].body)).toMatchObject({ PhoneNumberSet: ['+8613800138204'], SignName: '仓云物流' })
    expect(JSON.stringify(seen[0])).not.toContain('tencent-secret')
    expect((await outbox('13800138204'))[0]).toMatchObject({ provider: 'tencent', status: 1 })
  })

  it('lists the outbox newest first, by status', async () => {
    const all = (await call('/v1/smsconfig/outbox/list', { pageSize: 100 })).data.list
    const ids = all.map((r: any) => r.id)
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a))
    const failed = (await call('/v1/smsconfig/outbox/list', { status: 2, pageSize: 100 })).data.list
    expect(failed.length).toBeGreaterThan(0)
    expect(failed.every((r: any) => r.status === 2 && r.error)).toBe(true)
    const demo2 = await api.login('demo2')
    expect((await call('/v1/smsconfig/outbox/list', {}, demo2)).data.total).toBe(0)
  })

  it('lists the same events in the outbox as in the templates', () => {
    const e = api.config.entities
    expect(e.smsOutbox.properties.event.enum).toEqual(e.smsConfig.properties.event.enum)
    expect(e.smsTest.properties.event.enum).toEqual(e.smsConfig.properties.event.enum)
  })
})
