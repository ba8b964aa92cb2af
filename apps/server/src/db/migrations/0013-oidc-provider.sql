-- The relying-party surface on `oidc-provider` (docs/decisions/031-oidc-provider.md). The same SQL
-- runs on PostgreSQL and on PGlite.

-- Every model the provider stores (sessions, interactions, grants, authorization codes, access and
-- refresh tokens …), one row per model instance, so that every instance of the server sees the same
-- state. `kind` is the provider's model name, `id` its identifier; `grant_id`, `user_code` and `uid`
-- are the lookups its adapter interface needs. Registered clients are NOT stored here: they stay in
-- `oauth_clients` (one source of truth, managed with the admin CLI).
CREATE TABLE oidc_payloads (
  kind text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (kind, id)
);
CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_user_code_idx ON oidc_payloads (user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_expires_idx ON oidc_payloads (expires_at);
-- The grants of an account (the home screen's list of apps that can sign the user in).
CREATE INDEX oidc_payloads_account_idx ON oidc_payloads ((payload ->> 'accountId'))
  WHERE kind = 'Grant';

-- Clients that skip the consent screen (first-party clients such as the shop), and the URLs a
-- client may send the user to after RP-initiated logout (compared as exact strings).
ALTER TABLE oauth_clients ADD COLUMN skip_consent boolean NOT NULL DEFAULT false;
UPDATE oauth_clients SET skip_consent = true WHERE is_shop;
ALTER TABLE oauth_clients ADD COLUMN post_logout_redirect_urls text[] NOT NULL DEFAULT '{}';

-- The provider issues the authorization codes now; the hand-written ones are gone.
DROP TABLE authorization_codes;
