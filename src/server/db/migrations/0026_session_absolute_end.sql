-- A session ends at ends_at however busy it is (the absolute lifetime, WMS_SESSION_MAX_HOURS),
-- beside expires_at, which slides with use. Sessions open now get twelve hours from their login.
ALTER TABLE sys_session ADD COLUMN ends_at timestamptz;
UPDATE sys_session SET ends_at = created_at + interval '12 hours';
ALTER TABLE sys_session ALTER COLUMN ends_at SET NOT NULL;
