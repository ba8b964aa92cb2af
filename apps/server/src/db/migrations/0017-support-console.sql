-- The support console (issue 26, docs/decisions/035-support-console.md): staff accounts, their
-- console sessions and the audit of every staff action; and disabled user accounts. Same SQL on
-- PostgreSQL and PGlite.

-- A disabled account cannot sign in (40320) until a staff member enables it again.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;

-- Staff are not users of the brands: their own e-mail, password (argon2id, as users') and a
-- required authenticator app (its secret sealed with KEY_ENCRYPTION_SECRET, as users' TOTP).
CREATE TABLE staff (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND char_length(email) BETWEEN 3 AND 254),
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('support', 'admin')),
  sealed_totp_secret text NOT NULL,
  -- The last TOTP time step used: a code is accepted once.
  last_totp_step bigint,
  -- Wrong passwords or codes in a row, and the lock they led to (as users' login_attempts).
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  locked_until timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A console session: only the token's hash is kept. `second_factor_at` is null between the
-- password and the code: such a session reaches nothing but the code step.
CREATE TABLE staff_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  csrf_token text NOT NULL,
  second_factor_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  idle_expires_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);
CREATE INDEX staff_sessions_expires_idx ON staff_sessions (expires_at);

-- Every staff action: who, what, on which account or item, in which tenant, from where, when.
CREATE TABLE staff_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id uuid REFERENCES staff (id) ON DELETE SET NULL,
  staff_email text NOT NULL,
  action text NOT NULL CHECK (action ~ '^[a-z][a-z0-9-]{1,40}$'),
  target text,
  tenant_id text,
  ip text,
  user_agent text,
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX staff_audit_at_idx ON staff_audit (at DESC);
