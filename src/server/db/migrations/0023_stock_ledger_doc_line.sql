-- The ledger rows of a document line (verify-stock's document checks: a stock-in line against its
-- receipts, an order line against its pick and issue rows) were found by scanning the tenant's
-- whole ledger; the checks run per tenant from 库存校验 and slow down as the ledger grows.
CREATE INDEX "stock_ledger_doc_line_idx" ON "stock_ledger" ("tenant_id", "doc_type", "line_id");
