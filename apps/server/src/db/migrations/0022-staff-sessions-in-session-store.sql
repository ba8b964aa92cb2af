-- Staff sessions are a second principal in the one session store (docs/decisions/046-one-session-store-and-sign-in-floor.md).
-- The same SQL runs on PostgreSQL and on PGlite.

-- `principal` says whose session a row is: a user account's first-party session (`user_id`, its
-- tokens in access_tokens/refresh_tokens) or a support console session (`staff_id`, its cookie's
-- token hash, CSRF token, second-factor time and idle and absolute lifetimes on the row itself).
ALTER TABLE sessions ADD COLUMN principal text NOT NULL DEFAULT 'user';
ALTER TABLE sessions ADD COLUMN staff_id uuid REFERENCES staff (id) ON DELETE CASCADE;
ALTER TABLE sessions ADD COLUMN token_hash text UNIQUE;
ALTER TABLE sessions ADD COLUMN csrf_token text;
ALTER TABLE sessions ADD COLUMN second_factor_at timestamptz;
ALTER TABLE sessions ADD COLUMN idle_expires_at timestamptz;
ALTER TABLE sessions ADD COLUMN expires_at timestamptz;
ALTER TABLE sessions ALTER COLUMN user_id DROP NOT NULL;

-- Existing console sessions move over with their ids, tokens and lifetimes; an ended one stays ended.
INSERT INTO sessions (
  id, principal, staff_id, client_id, created_at, authenticated_at, revoked_at, revoked_reason,
  last_seen_at, token_hash, csrf_token, second_factor_at, idle_expires_at, expires_at
)
SELECT
  id, 'staff', staff_id, 'console', created_at, created_at, ended_at,
  CASE WHEN ended_at IS NULL THEN NULL ELSE 'sign-out' END,
  last_seen_at, token_hash, csrf_token, second_factor_at, idle_expires_at, expires_at
FROM staff_sessions;
DROP TABLE staff_sessions;

-- A row is one principal's, whole: a user session has no console fields, a staff session all of them.
ALTER TABLE sessions ADD CONSTRAINT sessions_principal_check CHECK (
  (principal = 'user' AND user_id IS NOT NULL AND staff_id IS NULL AND token_hash IS NULL
    AND csrf_token IS NULL AND idle_expires_at IS NULL AND expires_at IS NULL)
  OR (principal = 'staff' AND staff_id IS NOT NULL AND user_id IS NULL AND token_hash IS NOT NULL
    AND csrf_token IS NOT NULL AND idle_expires_at IS NOT NULL AND expires_at IS NOT NULL)
);
CREATE INDEX sessions_staff_idx ON sessions (staff_id) WHERE staff_id IS NOT NULL;
