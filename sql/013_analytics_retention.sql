-- Analytics events are kept raw for 90 days. The nightly rollup-analytics job folds older ones into daily counts
-- (one row per UTC day, type, therapist and event data, with the number of events it stands for) and deletes
-- them in the same statement. What the admin analytics count is every event, raw or folded.
CREATE TABLE analytics_daily (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  day date NOT NULL,
  type text NOT NULL,
  therapist_id uuid REFERENCES therapists (id) ON DELETE SET NULL,
  data jsonb NOT NULL DEFAULT '{}',
  events integer NOT NULL,
  CONSTRAINT analytics_daily_type_check
    CHECK (type IN ('search', 'profile_view', 'contact_started', 'contact_sent')),
  CONSTRAINT analytics_daily_events_positive CHECK (events > 0)
);
CREATE INDEX analytics_daily_type_day_idx ON analytics_daily (type, day);
CREATE INDEX analytics_daily_therapist_idx ON analytics_daily (therapist_id, type);

-- The rollup finds the raw events past the retention period by their time alone.
CREATE INDEX analytics_events_created_idx ON analytics_events (created_at);

-- Every analytics event, raw (one each) or folded into a daily count.
CREATE VIEW analytics_event_counts AS
  SELECT type, therapist_id, data, 1 AS events FROM analytics_events
  UNION ALL
  SELECT type, therapist_id, data, events FROM analytics_daily;
