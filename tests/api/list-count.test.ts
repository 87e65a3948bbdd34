// A list's total (crud/count.ts): exact up to 10 000 rows; beyond, the planner's estimate with
// totalExact: false, and the exact figure when the caller sends exactCount.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { EXACT_COUNT_LIMIT } from '../../src/server/crud/count.ts'

let api: TestApi
let token: string
let demoBrands: number
const MANY = EXACT_COUNT_LIMIT + 1_500
const call = (payload: object) => api.call('/brand/list', payload, { token }).then((r) => r.body)
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
  demoBrands = (await call({})).data.total
  await api.db.query(
    `INSERT INTO brand (tenant_id, code, name, status)
     SELECT (SELECT id FROM tenant WHERE code = 'DEMO'), 'C' || lpad(g::text, 6, '0'), '计数品牌' || g, CASE WHEN g <= 20 THEN 0 ELSE 1 END
       FROM generate_series(1, ${MANY}) g`,
  )
  await api.db.query('ANALYZE brand')
})
afterAll(() => api.close())

it('counts a short list exactly and says nothing more', async () => {
  const r = await call({ status: 0, pageSize: 10 })
  expect(r.data.total).toBeGreaterThanOrEqual(20)
  expect(r.data.total).toBeLessThan(EXACT_COUNT_LIMIT)
  expect(r.data).not.toHaveProperty('totalExact')
})

it('estimates a long list and marks the total as an estimate', async () => {
  const r = await call({ pageSize: 10 })
  expect(r.data.totalExact).toBe(false)
  expect(r.data.total).toBeGreaterThan(EXACT_COUNT_LIMIT)
  expect(r.data.list).toHaveLength(10)
})

it('counts a long list exactly when asked', async () => {
  const r = await call({ pageSize: 10, exactCount: true })
  expect(r.data.total).toBe(MANY + demoBrands)
  expect(r.data).not.toHaveProperty('totalExact')
})

it('refuses an exactCount that is not a boolean', async () => {
  const r = await call({ exactCount: 'yes' })
  expect(r.status).toBe(0)
  expect(r.message).toContain('精确计数')
})
