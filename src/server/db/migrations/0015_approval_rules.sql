-- Hand-written rules of the workflow runtime and the approval engine that the entity schemas
-- cannot express: one open approval per document, lookups by document, append-only logs.

-- At most one running approval (status 0 审批中) per document: a second submit racing the
-- first fails on the index instead of opening two.
CREATE UNIQUE INDEX "approval_instance_open_key" ON "approval_instance" ("tenant_id", "workflow", "doc_id") WHERE status = 0;
-- The approvals of a document (latest first), and the lists by document type and status.
CREATE INDEX "approval_instance_doc_idx" ON "approval_instance" ("tenant_id", "workflow", "doc_id", "id");
CREATE INDEX "approval_instance_type_idx" ON "approval_instance" ("tenant_id", "doc_type", "status", "submitted_at");
-- Who acted on which approval ("我已审批").
CREATE INDEX "approval_log_user_idx" ON "approval_log" ("tenant_id", "user_id", "instance_id");
-- A document's log in order.
CREATE INDEX "document_log_doc_idx" ON "document_log" ("tenant_id", "doc_type", "doc_id", "id");

-- Logs are history: the application may add rows, never change or remove them.
REVOKE UPDATE, DELETE ON "approval_log" FROM wms_app;
REVOKE UPDATE, DELETE ON "document_log" FROM wms_app;
