-- The modules a tenant may have: those of its tenant type, narrowed to the tenant's own
-- list when the platform set one (tenant_module). Menus, permission checks and grants all
-- read it, so narrowing a tenant takes effect everywhere at once; role rows outside the
-- set stay but count for nothing.
CREATE FUNCTION allowed_modules(p_tenant bigint) RETURNS SETOF bigint
  LANGUAGE sql STABLE
  AS $$
    SELECT m.id
      FROM tenant t
      JOIN tenant_type_module tt ON tt.tenant_type = t.tenant_type
      JOIN sys_module m ON m.id = tt.module_id AND m.status = 1
     WHERE t.id = p_tenant
       AND (NOT EXISTS (SELECT 1 FROM tenant_module x WHERE x.tenant_id = t.id)
            OR EXISTS (SELECT 1 FROM tenant_module x WHERE x.tenant_id = t.id AND x.module_id = m.id))
  $$;
