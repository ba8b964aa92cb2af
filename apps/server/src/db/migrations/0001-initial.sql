-- Walking skeleton: accounts, password history, verification codes, sessions and tokens, dev outbox.
-- The same SQL runs on PostgreSQL and on PGlite.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id text NOT NULL UNIQUE CHECK (product_id ~ '^[0-9]{10}$'),
  email text UNIQUE CHECK (email = lower(email)),
  phone text UNIQUE,
  password_hash text NOT NULL,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  birth_date date NOT NULL,
  language text NOT NULL,
  agreement_accepted_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (email IS NOT NULL OR phone IS NOT NULL)
);

CREATE TABLE password_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_history_user_idx ON password_history (user_id, created_at DESC);

CREATE TABLE verification_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  destination text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login', 'reset', 'change-email', 'double-check')),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_destination_idx ON verification_codes (destination, purpose, created_at DESC);
CREATE INDEX verification_codes_sent_idx ON verification_codes (destination, created_at DESC);

-- A session is one refresh-token family: every access and refresh token issued from one sign-in.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Tokens are stored only as SHA-256 hashes (hex).
CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_tokens_session_idx ON access_tokens (session_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

-- Dev outbox (DESIGN §8): in the database so that several instances share it.
CREATE TABLE dev_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  purpose text NOT NULL,
  code text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX dev_outbox_recipient_idx ON dev_outbox (lower(recipient), sent_at DESC, id DESC);
