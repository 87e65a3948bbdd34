-- Failed logins are throttled in the server's memory (login-throttle.ts), no longer counted and
-- locked on the account row: a lock was a button any stranger could press.
ALTER TABLE login_account DROP COLUMN failed_count;
ALTER TABLE login_account DROP COLUMN locked_until;
