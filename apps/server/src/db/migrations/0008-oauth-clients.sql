-- Shop login (docs/decisions/021-shop-login.md): registered clients (relying parties), the
-- authorization codes handed to them, and the keys that sign their id_tokens. The same SQL runs
-- on PostgreSQL and on PGlite.

-- A relying party, created with `npm run admin -- create-client`. Its secret is stored only as a
-- SHA-256 hash (hex): it is 32 random bytes, so a slow hash adds nothing. Redirect URLs are
-- compared as exact strings.
CREATE TABLE oauth_clients (
  client_id text PRIMARY KEY CHECK (client_id ~ '^[A-Za-z0-9._-]{3,100}$'),
  name text NOT NULL,
  secret_hash text NOT NULL,
  redirect_urls text[] NOT NULL CHECK (cardinality(redirect_urls) > 0),
  scopes text[] NOT NULL,
  -- The web shop of spec §1 (SHOP_CLIENT_ID): its sign-in goes through the signed store redirect.
  is_shop boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A code is stored only as its SHA-256 hash; used once. `session_id` is the session its token call
-- started: presenting the code again revokes that session (RFC 6749 §4.1.2).
CREATE TABLE authorization_codes (
  code_hash text PRIMARY KEY,
  client_id text NOT NULL REFERENCES oauth_clients (client_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  redirect_url text NOT NULL,
  scope text NOT NULL,
  nonce text,
  code_challenge text NOT NULL,
  auth_time timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  session_id uuid REFERENCES sessions (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX authorization_codes_expires_idx ON authorization_codes (expires_at);

-- The RS256 keys that sign id_tokens (published at the JWKS endpoint). The newest is used to sign;
-- every key stays published. `private_key` is sealed like `encryption_keys.private_key`.
CREATE TABLE signing_keys (
  kid text PRIMARY KEY CHECK (kid ~ '^[A-Za-z0-9_-]{8,64}$'),
  -- The public JWK (JSON text).
  public_jwk text NOT NULL,
  private_key text NOT NULL CHECK (private_key ~ '^(plain|sealed1)\.'),
  created_at timestamptz NOT NULL DEFAULT now()
);
