-- Passkeys, an authenticator app, signed-in devices and account activity (issue 24,
-- docs/decisions/032-passkeys-totp-devices-activity.md). Same SQL on PostgreSQL and PGlite.

-- Signed-in devices: what the browser said it was, where it came from and when it was last used.
-- Set by the sign-in that starts the session and renewed by each refresh; null for older sessions.
ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD COLUMN ip text;
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;

-- The account's security events (sign-in, failed sign-in, lock, password and e-mail changes, second
-- factors, sessions ended), kept ACTIVITY_RETENTION_DAYS.
CREATE TABLE activity_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type ~ '^[a-z][a-z0-9-]{1,40}$'),
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX activity_events_user_idx ON activity_events (user_id, created_at DESC);

-- Passkeys (WebAuthn credentials): the credential's id (base64url), its COSE public key, the
-- signature counter, the transports the authenticator named and a name the user can change.
CREATE TABLE passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports text NOT NULL DEFAULT '',
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id);

-- WebAuthn challenges: single use, short-lived; a registration's names its account.
CREATE TABLE webauthn_challenges (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  tenant_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX webauthn_challenges_expires_idx ON webauthn_challenges (expires_at);

-- The authenticator app (TOTP, RFC 6238): the secret sealed with KEY_ENCRYPTION_SECRET, confirmed
-- once a first code matched, and the last time step used (a code is accepted once).
CREATE TABLE totp_factors (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  sealed_secret text NOT NULL,
  confirmed_at timestamptz,
  last_used_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Ten one-time recovery codes per enrolment, stored as keyed hashes.
CREATE TABLE totp_recovery_codes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- The second step of a sign-in of an account with the authenticator app: a single-use ticket
-- (SHA-256 hex), its wrong answers counted (CODE_MAX_ATTEMPTS, then the ticket is dead).
CREATE TABLE second_factor_tickets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX second_factor_tickets_user_idx ON second_factor_tickets (user_id, expires_at);
