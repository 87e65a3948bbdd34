// Two verify-stock rules every stock document states the same way, built from its tables: it has
// postings only in the state that posts them, and holds stock only in the state that holds it
// (each line's open holds equal its quantity then, none otherwise).
import type { StockCheck } from './verify.ts'

interface DocumentTables {
  name: string
  /** The doc_type its postings and holds carry. */
  docType: string
  table: string
}

/** No posting of the document type unless its document is in the `posted` state. */
export function postingsOnlyWhen(d: DocumentTables & { posted: number }): StockCheck {
  return {
    name: d.name,
    sql: `SELECT p.tenant_id, p.id AS posting_id, p.doc_id, d.status
            FROM stock_posting p LEFT JOIN ${d.table} d ON d.tenant_id = p.tenant_id AND d.id = p.doc_id
           WHERE p.doc_type = '${d.docType}' AND d.status IS DISTINCT FROM ${d.posted}`,
  }
}

/**
 * Each line's open holds equal its quantity while the document is `holding`, and there are none
 * otherwise. `holdingLines`, an SQL condition on the line `l`, names the lines that hold (default
 * all); the others never hold.
 */
export function holdsOnlyWhen(d: DocumentTables & { lineTable: string; parentKey: string; holding: number; holdingLines?: string }): StockCheck {
  return {
    name: d.name,
    sql: `SELECT l.tenant_id, l.${d.parentKey} AS doc_id, l.id AS line_id, d.status, l.qty, a.held
            FROM ${d.lineTable} l JOIN ${d.table} d ON d.tenant_id = l.tenant_id AND d.id = l.${d.parentKey}
            LEFT JOIN LATERAL (SELECT sum(qty) AS held FROM stock_allocation a
                                WHERE a.tenant_id = l.tenant_id AND a.doc_type = '${d.docType}' AND a.line_id = l.id AND a.status = 1) a ON true
           WHERE CASE WHEN d.status = ${d.holding} AND (${d.holdingLines ?? 'true'}) THEN a.held IS DISTINCT FROM l.qty ELSE a.held IS NOT NULL END`,
  }
}
