-- Issue 38 goal 3 (flat at a million): the retention purge finds the dead rows of its four tables
-- that grow with the accounts through an index, not by reading the whole table. Without these, each
-- batch (and the hourly pass that finds nothing) read all of `activity_events` (10 rows an account),
-- `sessions`, `access_tokens` and `refresh_tokens`: at a million accounts ~2.5 s for the activity
-- alone. Each index serves the range condition of `deadRows` in modules/retention/retention.repo.ts.
-- The same SQL runs on PostgreSQL and on PGlite (on a large PostgreSQL table, build them first with
-- CREATE INDEX CONCURRENTLY under the same names: this migration then finds them, IF NOT EXISTS).
CREATE INDEX IF NOT EXISTS activity_events_created_idx ON activity_events (created_at);
CREATE INDEX IF NOT EXISTS access_tokens_expires_idx ON access_tokens (expires_at);
CREATE INDEX IF NOT EXISTS refresh_tokens_expires_idx ON refresh_tokens (expires_at);
CREATE INDEX IF NOT EXISTS sessions_created_idx ON sessions (created_at);
