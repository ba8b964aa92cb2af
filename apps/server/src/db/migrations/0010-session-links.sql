-- First-party sessions and relying-party sessions (docs/decisions/025-first-party-sessions-and-token-hardening.md).
-- The same SQL runs on PostgreSQL and on PGlite.

-- When the user actually authenticated: the sign-in of a first-party session; for a relying party's
-- session, the sign-in of the web session that handed out its code. The id_token's `auth_time` and
-- the absolute session lifetime (SESSION_MAX_LIFETIME_SECONDS) count from it. Existing sessions
-- started at their sign-in.
ALTER TABLE sessions ADD COLUMN authenticated_at timestamptz;
UPDATE sessions SET authenticated_at = created_at;
ALTER TABLE sessions ALTER COLUMN authenticated_at SET NOT NULL;
ALTER TABLE sessions ALTER COLUMN authenticated_at SET DEFAULT now();

-- A relying party's session names the web session whose code started it: ending that web session
-- (logout, a reused refresh token) ends it too. NULL for first-party sessions and for relying-party
-- sessions started before this migration.
ALTER TABLE sessions ADD COLUMN parent_session_id uuid REFERENCES sessions (id) ON DELETE CASCADE;
CREATE INDEX sessions_parent_idx ON sessions (parent_session_id) WHERE parent_session_id IS NOT NULL;

-- The web session that asked for an authorization code (GET authCode, POST storeRedirect).
ALTER TABLE authorization_codes ADD COLUMN parent_session_id uuid REFERENCES sessions (id) ON DELETE CASCADE;
