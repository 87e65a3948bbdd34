// A write load as a warehouse makes it: 制单入库 vouchers (a head and two lines) saved and then
// submitted, which posts them to stock (the approval flow is off). Every answer is sorted:
// done, a 503 the server gave while the database was away, no answer (the server was down),
// and anything else, which a test expects to be empty.
import { spawnSync } from 'node:child_process'
import { adminQuery, urlOf, type ClusterInfo } from './cluster.ts'
import { call, type Answer } from './server.ts'

export interface Refs {
  storageId: number
  locationId: number
  skus: number[]
}

export async function prepareLoad(c: ClusterInfo, database: string): Promise<Refs> {
  const q = (sql: string, params: unknown[] = []) => adminQuery(c, database, sql, params)
  const tenant = `(SELECT id FROM tenant WHERE code = 'DEMO')`
  await q(`UPDATE approval_flow SET enabled = false WHERE tenant_id = ${tenant} AND doc_type = 'stockInVoucher'`)
  const storageId = Number((await q(`SELECT id FROM storage WHERE tenant_id = ${tenant} AND code = 'GZ01'`))[0].id)
  const locationId = Number((await q(`SELECT id FROM location WHERE storage_id = $1 AND code = 'B-02-01-01'`, [storageId]))[0].id)
  const skus = (await q(`SELECT id FROM sku WHERE tenant_id = ${tenant} AND status = 1 ORDER BY id LIMIT 2`)).map((r) => Number(r.id))
  return { storageId, locationId, skus }
}

export interface Tally {
  done: number
  unavailable: number
  noAnswer: number
  other: Answer[]
}

let batch = 0

/** Runs `workers` loops until stop() resolves; each voucher is saved, then submitted. */
export async function writeLoad(base: () => string, token: () => string, refs: Refs, workers: number, until: Promise<unknown>): Promise<Tally> {
  const tally: Tally = { done: 0, unavailable: 0, noAnswer: 0, other: [] }
  let stopped = false
  void until.finally(() => (stopped = true))
  const sort = (a: Answer) => {
    if (a.http === 0) tally.noAnswer++
    else if (a.http === 503 && a.body?.status === 0 && /数据库|繁忙/.test(a.body.message)) tally.unavailable++
    else if (a.http === 200 && a.body?.status === 1) return true
    else tally.other.push(a)
    return false
  }
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!stopped) {
        const lot = `F${process.pid}-${++batch}`
        const saved = await call(
          base(),
          '/v1/stockIn/voucher/add',
          {
            voucherType: 2,
            storageId: refs.storageId,
            locationId: refs.locationId,
            remark: '故障测试',
            lines: [
              { skuId: refs.skus[0], qty: 3.5, batchNo: lot },
              { skuId: refs.skus[1], qty: 12, batchNo: lot },
            ],
          },
          token(),
        )
        if (!sort(saved)) {
          // No answer: the server is down; give it a moment rather than spin.
          if (saved.http === 0) await new Promise((r) => setTimeout(r, 50))
          continue
        }
        if (sort(await call(base(), '/v1/stockIn/voucher/submit', { id: saved.body.data.id }, token()))) tally.done++
      }
    }),
  )
  return tally
}

/** `npm run verify-stock` on the database: its printout, and whether it passed. */
export function verifyStock(c: ClusterInfo, database: string): { ok: boolean; output: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'tools/verify-stock.ts'], {
    env: { ...process.env, DATABASE_URL: urlOf(c, database) },
    encoding: 'utf8',
  })
  return { ok: r.status === 0, output: r.stdout + r.stderr }
}

/** Vouchers not written whole: lines missing, or a head whose total is not its lines' sum. */
export async function halfWritten(c: ClusterInfo, database: string) {
  return adminQuery(
    c,
    database,
    `SELECT v.id, v.total_qty::float AS total, l.n, l.qty
       FROM stock_in_voucher v
       LEFT JOIN (SELECT voucher_id, count(*)::int AS n, sum(qty)::float AS qty FROM stock_in_voucher_line GROUP BY voucher_id) l ON l.voucher_id = v.id
      WHERE v.remark = '故障测试' AND (l.n IS DISTINCT FROM 2 OR l.qty IS DISTINCT FROM v.total_qty::float)`,
  )
}

export async function vouchers(c: ClusterInfo, database: string): Promise<{ saved: number; posted: number }> {
  const r = await adminQuery(
    c,
    database,
    `SELECT count(*)::int AS saved, count(*) FILTER (WHERE status = 20)::int AS posted FROM stock_in_voucher WHERE remark = '故障测试'`,
  )
  return r[0]
}
