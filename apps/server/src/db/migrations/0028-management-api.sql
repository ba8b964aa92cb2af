-- The management API (docs/decisions/052-management-api-and-openapi-contract.md): a machine
-- client signs in with `client_credentials` only, for the management API's scopes, and has no
-- redirect URL. Same SQL on PostgreSQL and PGlite.
ALTER TABLE oauth_clients ADD COLUMN is_machine boolean NOT NULL DEFAULT false;
-- A relying party still needs a redirect URL; a machine client has none.
ALTER TABLE oauth_clients DROP CONSTRAINT oauth_clients_redirect_urls_check;
ALTER TABLE oauth_clients ADD CONSTRAINT oauth_clients_redirect_urls_check
  CHECK (is_machine OR cardinality(redirect_urls) > 0);
