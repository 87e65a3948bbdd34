-- The permission check runs before every call. Sent as one query, it was planned anew each time
-- and built the tenant's whole allowed set (allowed_modules) to test a single key: 3 ms of
-- every call on PGlite. PL/pgSQL keeps its query's plan for the connection, and the allowed
-- rule is tested for the one module: of the tenant's type, and in the tenant's own list when the
-- platform set one — the rule of allowed_modules() (0007); tests/api/permission-check.test.ts
-- holds the two to the same answers.
CREATE FUNCTION holds_permission(p_tenant bigint, p_user bigint, p_key text) RETURNS boolean
  LANGUAGE plpgsql STABLE
  AS $$
  BEGIN
    RETURN EXISTS (
      SELECT 1
        FROM sys_module m
        JOIN sys_role_module rm ON rm.tenant_id = p_tenant AND rm.module_id = m.id
        JOIN sys_user_role ur ON ur.tenant_id = p_tenant AND ur.user_id = p_user AND ur.role_id = rm.role_id
        JOIN sys_role ro ON ro.tenant_id = p_tenant AND ro.id = rm.role_id AND ro.status = 1
        JOIN tenant t ON t.id = p_tenant
        JOIN tenant_type_module tt ON tt.tenant_type = t.tenant_type AND tt.module_id = m.id
       WHERE m.module_name = p_key AND m.status = 1 AND m.module_type = 3
         AND (NOT EXISTS (SELECT 1 FROM tenant_module x WHERE x.tenant_id = p_tenant)
              OR EXISTS (SELECT 1 FROM tenant_module x WHERE x.tenant_id = p_tenant AND x.module_id = m.id)));
  END
  $$;
