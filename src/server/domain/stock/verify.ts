// The invariants of DOMAIN §2, checked on a whole database (every tenant): each answers the
// rows that break it, so `npm run verify-stock` can say exactly what is wrong and where.
import type { Queryable } from '../../db/types.ts'

export interface StockCheck {
  name: string
  /** Rows that break the rule (tenant_id and what identifies the row), none when it holds. */
  sql: string
}

export const STOCK_CHECKS: StockCheck[] = [
  {
    name: '库存行数量等于其流水之和',
    sql: `SELECT b.tenant_id, b.id AS balance_id, b.on_hand, COALESCE(l.total, 0) AS ledger_total
            FROM stock_balance b
            LEFT JOIN (SELECT tenant_id, balance_id, sum(qty) AS total FROM stock_ledger GROUP BY tenant_id, balance_id) l
              ON l.tenant_id = b.tenant_id AND l.balance_id = b.id
           WHERE b.on_hand <> COALESCE(l.total, 0)`,
  },
  {
    name: '已分配数量等于未释放的分配之和',
    sql: `SELECT b.tenant_id, b.id AS balance_id, b.allocated, COALESCE(a.total, 0) AS allocation_total
            FROM stock_balance b
            LEFT JOIN (SELECT tenant_id, balance_id, sum(qty) AS total FROM stock_allocation WHERE status = 1 GROUP BY tenant_id, balance_id) a
              ON a.tenant_id = b.tenant_id AND a.balance_id = b.id
           WHERE b.allocated <> COALESCE(a.total, 0)`,
  },
  {
    name: '没有负库存或超额分配',
    sql: `SELECT tenant_id, id AS balance_id, on_hand, allocated FROM stock_balance WHERE on_hand < 0 OR allocated < 0 OR allocated > on_hand`,
  },
  {
    name: '流水与其库存行同属一个库存键',
    sql: `SELECT l.tenant_id, l.id AS ledger_id, l.balance_id
            FROM stock_ledger l JOIN stock_balance b ON b.tenant_id = l.tenant_id AND b.id = l.balance_id
           WHERE (l.storage_id, l.location_id, l.sku_id, l.stock_status) IS DISTINCT FROM (b.storage_id, b.location_id, b.sku_id, b.stock_status)
              OR l.owner_id IS DISTINCT FROM b.owner_id OR l.batch_no IS DISTINCT FROM b.batch_no`,
  },
  {
    name: '每条流水的变动后数量连续',
    sql: `SELECT tenant_id, id AS ledger_id, balance_id, balance_after, running
            FROM (SELECT tenant_id, id, balance_id, balance_after,
                         sum(qty) OVER (PARTITION BY tenant_id, balance_id ORDER BY id) AS running
                    FROM stock_ledger) s
           WHERE balance_after IS DISTINCT FROM running`,
  },
  {
    name: '每次过账都有流水（分配除外）',
    sql: `SELECT p.tenant_id, p.id AS posting_id, p.doc_type, p.line_id, p.operation
            FROM stock_posting p
           WHERE NOT EXISTS (SELECT 1 FROM stock_ledger l WHERE l.tenant_id = p.tenant_id AND l.posting_id = p.id)`,
  },
  {
    name: '库存行的货主、批次与库位属于同一租户和仓库',
    sql: `SELECT b.tenant_id, b.id AS balance_id FROM stock_balance b JOIN location l ON l.tenant_id = b.tenant_id AND l.id = b.location_id
           WHERE l.storage_id <> b.storage_id`,
  },
]

/** Checks documents add: every finished document has the ledger rows its lines imply. */
const documentChecks: StockCheck[] = []
export function registerStockCheck(check: StockCheck): void {
  documentChecks.push(check)
}

export interface CheckOutcome {
  name: string
  broken: Record<string, unknown>[]
}

/** Runs every check (as the database owner, across tenants); broken rows capped per check. */
export async function verifyStock(db: Queryable, limit = 20): Promise<CheckOutcome[]> {
  const out: CheckOutcome[] = []
  for (const check of [...STOCK_CHECKS, ...documentChecks]) {
    const r = await db.query(`SELECT * FROM (${check.sql}) broken LIMIT ${Number(limit)}`)
    out.push({ name: check.name, broken: r.rows })
  }
  return out
}
