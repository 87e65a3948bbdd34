// A numeric overflow from PostgreSQL (22003) names neither table nor column: the message names
// the field whose value the call sent beyond the column's limit, and says the limit.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translateDbError } from '../../../src/server/db/db-errors.ts'
import { loadProjectConfig } from '../../../src/server/config/project-config.ts'

const config = loadProjectConfig({})
const db = new PGlite()
beforeAll(() => db.exec('create table t (qty numeric(12,4), n integer)'))
afterAll(() => db.close())

async function failure(sql: string, params: unknown[]): Promise<unknown> {
  try {
    await db.query(sql, params)
  } catch (e) {
    return e
  }
  throw new Error('the statement did not fail')
}

describe('numeric overflow messages', () => {
  it('names the line field whose value overflowed a numeric column, with its integer digits', async () => {
    const e = await failure('insert into t (qty) values ($1)', ['99999999999'])
    const payload = {
      providerId: 3,
      phone: '13800138000',
      lines: [
        { skuId: 1, qty: 5 },
        { skuId: 2, qty: 99999999999 },
      ],
    }
    expect(translateDbError(e, config, { payload, entities: ['purchase'] })).toBe('第 2 行采购数量超出允许范围：整数部分最多 8 位')
  })

  it('names a header field that overflowed an integer column', async () => {
    const e = await failure('insert into t (n) values ($1)', [99999999999])
    expect(translateDbError(e, config, { payload: { skuId: 99999999999 }, entities: ['purchaseLine'] })).toBe('商品规格超出允许范围：不能超过 2147483647')
  })

  it('keeps the generic message, with the limit, when no number the call sent overflowed (a computed amount)', async () => {
    const e = await failure('insert into t (qty) values ($1)', ['123456789'])
    expect(translateDbError(e, config, { payload: { remark: '123456789', qty: 3 } })).toBe('数值超出允许范围：整数部分最多 8 位')
  })
})
