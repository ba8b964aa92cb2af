-- Sign-in security: account lock, double-check tickets, per-IP cap of code sends, flagged accounts.
-- The same SQL runs on PostgreSQL and on PGlite.

-- Account lock (DESIGN §4): one counter per account, in the database so that every sign-in path
-- (e-mail, product ID, phone) and every instance shares it. An attempt is counted when it is
-- claimed, before the password is verified, and cleared when it succeeds; so `failures` counts the
-- failed attempts of the window plus those still being verified.
CREATE TABLE login_attempts (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  failures integer NOT NULL CHECK (failures >= 0),
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);

-- The second step of a sign-in the server found risky: a single-use ticket, stored as the SHA-256
-- hex of the token the client holds.
CREATE TABLE double_check_tickets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX double_check_tickets_user_idx ON double_check_tickets (user_id, expires_at);

-- Who asked for a code, for the per-IP cap of code sends (NULL for codes sent before this column).
ALTER TABLE verification_codes ADD COLUMN client_ip text;
CREATE INDEX verification_codes_client_ip_idx ON verification_codes (client_ip, created_at DESC);

-- An account flagged for a double check at every password sign-in.
ALTER TABLE users ADD COLUMN double_check_required boolean NOT NULL DEFAULT false;
