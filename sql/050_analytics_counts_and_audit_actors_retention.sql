-- Daily analytics counts are deleted 25 months after their day (purge-analytics-counts), and the acting admin's
-- address and account on an audit entry are erased 24 months after the action (purge-audit-copies), decision 086.
-- An entry whose actor was erased keeps its action and time, with no address.
ALTER TABLE admin_audit_log ALTER COLUMN actor_email DROP NOT NULL;

-- Each nightly purge reads only the rows it changes.
CREATE INDEX admin_audit_log_actor_created_idx ON admin_audit_log (created_at)
  WHERE actor_email IS NOT NULL OR actor_id IS NOT NULL;
CREATE INDEX analytics_daily_day_idx ON analytics_daily (day);
