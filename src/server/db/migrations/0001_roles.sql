-- The application role. Requests run their transaction as wms_app (SET LOCAL ROLE) after
-- naming their tenant, so row-level security applies: the role cannot bypass RLS and owns
-- nothing. Roles are cluster-wide, hence the existence check.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'wms_app') THEN
    CREATE ROLE wms_app NOLOGIN NOBYPASSRLS NOSUPERUSER NOINHERIT;
  END IF;
END
$$;

-- The connecting role must be allowed to switch to wms_app (a no-op for a superuser).
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'wms_app', 'MEMBER') THEN
    EXECUTE format('GRANT wms_app TO %I', current_user);
  END IF;
END
$$;

-- The tenant of the current transaction; NULL (no rows visible) when none was set.
CREATE FUNCTION app_tenant_id() RETURNS bigint
  LANGUAGE sql STABLE
  AS $$ SELECT NULLIF(current_setting('app.tenant_id', true), '')::bigint $$;
