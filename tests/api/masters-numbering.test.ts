// Document numbers (src/server/domain/numbering.ts) and their first users: contract templates
// (HT + day + sequence per tenant) and fee codes (FY0001, skipping codes typed by hand).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { inTenant } from '../../src/server/db/tenant-tx.ts'
import { businessDay, nextDailyNo, nextValue } from '../../src/server/domain/numbering.ts'
import { tenantId } from '../support/walker-helpers.ts'

let api: TestApi
let token: string
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
})
afterAll(() => api.close())

const call = (path: string, payload: unknown = {}, t = token) => api.call(path, payload, { token: t }).then((r) => r.body)
const seqOf = (no: string) => Number(no.slice(-4))

describe('numbering', () => {
  it('gives 20 parallel calls 20 distinct contract numbers of today, HT + yyyyMMdd + 4 digits', async () => {
    const day = businessDay(api.clock.now())
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('/v1/Contract/GetContractNo')))
    const numbers = answers.map((a) => a.data.contractNo as string)
    expect(new Set(numbers).size).toBe(20)
    for (const n of numbers) expect(n).toMatch(new RegExp(`^HT${day}\\d{4}$`))
    // Consecutive: nothing skipped, nothing repeated.
    const seqs = numbers.map(seqOf).sort((a, b) => a - b)
    expect(seqs[19] - seqs[0]).toBe(19)
  })

  it('keeps 20 parallel transactions of the helper apart, and counts per tenant and per key', async () => {
    const demo = await tenantId(api.db, 'DEMO')
    const hdwl = await tenantId(api.db, 'HDWL')
    const values = await Promise.all(Array.from({ length: 20 }, () => inTenant(api.db, { tenantId: demo }, (tx) => nextValue(tx, 'TEST-KEY'))))
    expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(await inTenant(api.db, { tenantId: hdwl }, (tx) => nextValue(tx, 'TEST-KEY'))).toBe(1)
    // A new day starts a new sequence.
    const no = await inTenant(api.db, { tenantId: demo }, (tx) => nextDailyNo(tx, 'ZZ', new Date('2030-01-01T16:30:00Z')))
    expect(no).toBe('ZZ203001020001') // 00:30 on 2 January in Asia/Shanghai
  })

  it('numbers a contract template saved without a number, and never reuses one', async () => {
    const got = (await call('/v1/Contract/GetContractNo')).data.contractNo as string
    const add = await call('/v1/Contract/AddOrUpdateContract', { name: '测试合同', contractType: 1, startDate: '2026-01-01', endDate: '2026-12-31' })
    const saved = (await call('/v1/Contract/GetContractInfoById', { id: add.data.id })).data
    expect(saved.contractNo).not.toBe(got)
    expect(seqOf(saved.contractNo)).toBe(seqOf(got) + 1)
    // A number fetched earlier can still be used, once.
    expect((await call('/v1/Contract/AddOrUpdateContract', { contractNo: got, name: '用预取编号', contractType: 2 })).status).toBe(1)
    expect(await call('/v1/Contract/AddOrUpdateContract', { contractNo: got, name: '重复', contractType: 2 })).toEqual({ status: 0, message: '合同编号已存在' })
  })

  it('checks the term and keeps the number on update', async () => {
    const bad = await call('/v1/Contract/AddOrUpdateContract', { name: '倒挂', contractType: 1, startDate: '2026-05-01', endDate: '2026-04-30' })
    expect(bad).toMatchObject({ status: 0, message: '到期日期不能早于生效日期', data: { errors: [{ field: 'endDate' }] } })
    const row = (await call('/v1/Contract/GetContractInfo', { name: '测试合同' })).data.list[0]
    expect((await call('/v1/Contract/AddOrUpdateContract', { ...row, contractNo: null })).message).toBe('合同编号不能为空')
    const upd = await call('/v1/Contract/AddOrUpdateContract', { ...row, amount: 5000.5, content: '第一条 ……' })
    expect(upd.data).toEqual({ id: row.id, version: 2 })
    expect((await call('/v1/Contract/GetContractInfoById', { id: row.id })).data).toMatchObject({ contractNo: row.contractNo, amount: 5000.5 })
    expect((await call('/v1/Contract/GetContractInfo', { contractType: 2, pageSize: 50 })).data.list.every((c: any) => c.contractType === 2)).toBe(true)
  })

  it('is refused to a user without the function key', async () => {
    const approver = await api.login('approver')
    expect((await call('/v1/Contract/AddOrUpdateContract', { name: 'x', contractType: 1 }, approver)).message).toBe('没有“合同模板维护”的权限')
  })
})

describe('fee types', () => {
  it('answers the next free code and gives it to an add without a code', async () => {
    const next = (await call('/v1/fees/no')).data.code as string
    expect(next).toMatch(/^FY\d{4}$/)
    // Someone types the next code by hand: it is skipped.
    const after = `FY${String(seqOf(next) + 1).padStart(4, '0')}`
    expect((await call('/v1/fees/add', { code: after, name: '手工编码费', feesType: 9 })).status).toBe(1)
    const auto = await call('/v1/fees/add', { name: '自动编码费', feesType: 2, unit: '吨', price: 18.5, taxRate: 6 })
    const row = (await call('/v1/fees/get', { id: auto.data.id })).data
    expect(row.code).toMatch(/^FY\d{4}$/)
    expect([next, after]).not.toContain(row.code)
    expect(row).toMatchObject({ name: '自动编码费', feesType: 2, price: 18.5, taxRate: 6, status: 1 })
  })

  it('edits, refuses an empty code, toggles and deletes', async () => {
    const row = (await call('/v1/fees/list', { code: 'F002' })).data.list[0]
    expect((await call('/v1/fees/edit', { id: row.id, version: row.version, code: null })).message).toBe('费用编码不能为空')
    expect((await call('/v1/fees/edit', { id: row.id, version: row.version, price: 26 })).data.version).toBe(row.version + 1)
    expect((await call('/v1/fees/status', { id: row.id, status: 0 })).status).toBe(1)
    expect((await call('/v1/fees/options', { status: 1 })).data.map((o: any) => o.code)).not.toContain('F002')
    expect((await call('/v1/fees/add', { name: '负价', feesType: 1, price: -1 })).message).toBe('单价不能小于 0')
    expect((await call('/v1/fees/delete', { id: row.id })).status).toBe(1)
  })
})
