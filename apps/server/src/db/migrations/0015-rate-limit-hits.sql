-- The outer per-IP, per-route request limit (@fastify/rate-limit, plugins/rate-limit.ts) on
-- PostgreSQL without REDIS_URL: one counter per key (route and client IP) and window, shared by
-- every instance. Rows whose window has ended are reused by the next request and deleted by the
-- retention purge. Same SQL on PostgreSQL and PGlite.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits > 0),
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_expires_idx ON rate_limit_hits (expires_at);
