-- Apps of every kind (docs/decisions/051-public-clients-and-one-sign-out.md): a client is
-- confidential (a secret, as before), or public: a native app (RFC 8252) or a browser app, with no
-- secret and PKCE S256. A client may register an OpenID Connect Back-Channel Logout URL: it is told
-- when a session it holds ends. Same SQL on PostgreSQL and PGlite.
ALTER TABLE oauth_clients
  ADD COLUMN client_type text NOT NULL DEFAULT 'confidential'
    CHECK (client_type IN ('confidential', 'native', 'spa'));
ALTER TABLE oauth_clients ALTER COLUMN secret_hash DROP NOT NULL;
ALTER TABLE oauth_clients
  ADD CONSTRAINT oauth_clients_secret_of_type
    CHECK ((client_type = 'confidential') = (secret_hash IS NOT NULL));
ALTER TABLE oauth_clients ADD COLUMN backchannel_logout_url text;
