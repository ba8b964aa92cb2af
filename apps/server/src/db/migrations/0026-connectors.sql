-- Sign-in with another identity provider ("connectors", issue 35, docs/decisions/050-connectors.md).
-- The same SQL runs on PostgreSQL and on PGlite.

-- An upstream provider configured for a tenant (console, or CONNECTORS at start). The client
-- secret is sealed with KEY_ENCRYPTION_SECRET (modules/keys/key-sealing.ts) and never read back
-- by the console. `countries`: where the buttons show (comma-separated ISO codes; empty: everywhere).
CREATE TABLE connectors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL CHECK (tenant_id ~ '^[0-9]{6}$'),
  slug text NOT NULL CHECK (slug ~ '^[a-z][a-z0-9-]{1,30}$'),
  kind text NOT NULL CHECK (kind IN ('oidc', 'apple', 'wechat')),
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 60),
  issuer text NOT NULL,
  client_id text NOT NULL,
  client_secret_sealed text,
  scopes text NOT NULL DEFAULT 'openid email profile',
  countries text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, slug)
);

-- An upstream identity linked to an account: only what decision 050 keeps (issuer, subject, the
-- e-mail address and whether the upstream verified it), never its tokens.
CREATE TABLE connector_identities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  connector_id uuid NOT NULL REFERENCES connectors (id) ON DELETE CASCADE,
  issuer text NOT NULL,
  subject text NOT NULL,
  email text,
  email_verified boolean NOT NULL DEFAULT false,
  linked_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz,
  UNIQUE (connector_id, subject),
  UNIQUE (user_id, connector_id)
);

-- One upstream round trip, bound to the browser that started it (`binding_hash`: the hash of
-- the HttpOnly cookie only that browser holds), then its ticket for the web app. `start_hash`:
-- a linking flow is created by a signed-in call and claimed by the navigation that carries it.
CREATE TABLE connector_flows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  connector_id uuid NOT NULL REFERENCES connectors (id) ON DELETE CASCADE,
  tenant_id text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('sign-in', 'link')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  start_hash text UNIQUE,
  state_hash text NOT NULL UNIQUE,
  binding_hash text,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  called_back_at timestamptz,
  outcome text CHECK (outcome IN ('sign-in', 'register', 'link-existing', 'linked')),
  ticket_hash text UNIQUE,
  issuer text,
  subject text,
  email text,
  email_verified boolean,
  ticket_used_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX connector_flows_expires_idx ON connector_flows (expires_at);

-- The activity log names the connector of a connector sign-in, link and unlink.
ALTER TABLE activity_events ADD COLUMN connector text;
