-- Settings that exist once per tenant: the generator expresses uniqueness per field, not
-- per tenant alone, so these are written by hand.
CREATE UNIQUE INDEX tenant_strategy_tenant_key ON tenant_strategy (tenant_id);
CREATE UNIQUE INDEX invoice_title_tenant_key ON invoice_title (tenant_id);
CREATE UNIQUE INDEX sms_provider_tenant_key ON sms_provider (tenant_id);
-- One default template per document type.
CREATE UNIQUE INDEX form_template_default_key ON form_template (tenant_id, doc_type) WHERE is_default;
