// Issue 20, "input is never changed silently", on the server: a value outside its field's range,
// longer than its maximum, or with more decimals than its column keeps is refused with a message
// naming the field and the limit; nothing is clamped, cut or rounded into the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
let token: string
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
})
afterAll(() => api.close())

const call = (path: string, payload: unknown) => api.call(path, payload, { token }).then((r) => r.body)
const refused = async (path: string, payload: unknown, field: string, message: string) => {
  const r = await call(path, payload)
  expect(r).toMatchObject({ status: 0, message })
  expect(r.data.errors).toContainEqual({ field, message })
}

describe('the reported cases are refused, not clamped', () => {
  it('packing weight 99 999 999 kg', () =>
    refused('/v1/out/package/add', { orderId: 1, weight: 99999999, lines: [{ orderLineId: 1, qty: 1 }] }, 'weight', '重量(kg)不能大于 100000'))

  it('a 10 000-character 质检结论', () =>
    refused('/v1/inspection/submit', { stockInId: 1, report: '检'.repeat(10000), lines: [{ stockInLineId: 1 }] }, 'report', '质检结论长度不能超过 1000 个字符'))

  it('−5 in 扫描入库', () => refused('/v1/inScan/scan', { bespeakId: 1, code: 'SKU', qty: -5, scanKey: 'key-00000001' }, 'qty', '数量必须大于 0'))

  it('99 999 999 999 in 采购数量', () =>
    refused(
      '/v1/purchase/add',
      { providerId: 1, storageId: 1, lines: [{ skuId: 1, qty: 99999999999, price: 1 }] },
      'lines.0.qty',
      '采购数量不能大于 1000000000',
    ))
})

describe('numbers keep no more decimals than their column', () => {
  it('a quantity with a fifth decimal is refused instead of rounded by numeric(18,4)', () =>
    refused(
      '/v1/purchase/add',
      { providerId: 1, storageId: 1, lines: [{ skuId: 1, qty: 1.00001, price: 1 }] },
      'lines.0.qty',
      '采购数量精度不正确（应为 0.0001 的整数倍）',
    ))

  it('in a custom payload too (上架数量)', () =>
    refused(
      '/v1/shelf/confirm',
      { stockInId: 1, lines: [{ stockInLineId: 1, locationId: 1, qty: 2.00005 }] },
      'lines.0.qty',
      '上架数量精度不正确（应为 0.0001 的整数倍）',
    ))
})

describe('cross-field pairs declared with x-atLeast', () => {
  it('上限 below 下限 is refused on 上限; in order it saves', async () => {
    await refused(
      '/InspectProject/createoredit',
      { code: 'JC-PAIR', name: '上下限', category: 2, lowerLimit: 10, upperLimit: 5 },
      'upperLimit',
      '上限不能小于下限',
    )
    expect(await call('/InspectProject/createoredit', { code: 'JC-PAIR', name: '上下限', category: 2, lowerLimit: 5, upperLimit: 10 })).toMatchObject({
      status: 1,
    })
  })

  it('到期日期 before 生产日期 is refused in a custom payload', () =>
    refused(
      '/v1/inScan/scan',
      { bespeakId: 1, code: 'SKU', qty: 1, scanKey: 'key-00000001', productionDate: '2026-05-01', expiryDate: '2026-04-01' },
      'expiryDate',
      '到期日期不能早于生产日期',
    ))
})

describe('contact phones accept landlines; SMS recipients stay mobile', () => {
  it('a warehouse takes 区号-号码 with an extension (customers: masters-customers.test.ts)', async () => {
    expect(await call('/storage/add', { code: 'TEL01', name: '座机仓', storageType: 1, phone: '020-87654321-801' })).toMatchObject({ status: 1 })
    await refused(
      '/storage/add',
      { code: 'TEL03', name: '错号仓', storageType: 1, phone: '20-87654321' },
      'phone',
      '联系电话格式不正确，应为手机号码或带区号的固定电话，如 020-12345678 或 020-12345678-801',
    )
  })

  it('an SMS test still needs a mobile number', async () => {
    await refused('/v1/smsconfig/test', { event: 'approval.pending', phone: '02087654321' }, 'phone', '接收手机号格式不正确，应为以 1 开头的 11 位手机号码')
  })
})
