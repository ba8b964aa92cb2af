-- The credential layer's guessing counters that belong to no account row (decision 039): the
-- console sign-in's failures per (e-mail address, client IP) and per client IP — an unknown
-- address is counted like a known one — and each staff member's authenticator-code attempts.
-- One row per key and window; an attempt is taken (failures + 1) before the guess is evaluated and
-- given back when it was right. Rows whose window has ended are reused by the next attempt and
-- deleted by the retention purge. Same SQL on PostgreSQL and PGlite.
CREATE TABLE sign_in_throttles (
  key text PRIMARY KEY,
  failures integer NOT NULL CHECK (failures >= 0),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sign_in_throttles_expires_idx ON sign_in_throttles (expires_at);
