-- Stock rules the database itself enforces (DOMAIN §2), so no code path can break them:
-- negative or over-allocated stock is impossible, a stock key has one balance row, a posting
-- key (document type, line, operation, seq) is taken once, and the ledger is append-only.
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_qty_check"
  CHECK (on_hand >= 0 AND allocated >= 0 AND allocated <= on_hand);
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_key"
  UNIQUE NULLS NOT DISTINCT (tenant_id, storage_id, location_id, sku_id, owner_id, batch_no, production_date, expiry_date, stock_status);
ALTER TABLE "stock_allocation" ADD CONSTRAINT "stock_allocation_qty_check" CHECK (qty > 0);
ALTER TABLE "stock_posting" ADD CONSTRAINT "stock_posting_key"
  UNIQUE NULLS NOT DISTINCT (tenant_id, doc_type, line_id, operation, seq);
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_qty_check" CHECK (qty <> 0);
REVOKE UPDATE, DELETE ON "stock_ledger" FROM wms_app;
REVOKE UPDATE, DELETE ON "stock_posting" FROM wms_app;
-- Open allocations of a document line, looked up on release and issue.
CREATE INDEX "stock_allocation_line_idx" ON "stock_allocation" ("tenant_id", "doc_type", "line_id") WHERE status = 1;
-- Available stock of a SKU in a warehouse, in FEFO/FIFO order.
CREATE INDEX "stock_balance_pick_idx" ON "stock_balance" ("tenant_id", "storage_id", "sku_id", "stock_status", "expiry_date", "in_date");
