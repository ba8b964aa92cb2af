-- OpenID Connect Front-Channel Logout 1.0 (docs/decisions/062-front-channel-logout.md): a client
-- (a browser app above all) may register a URL the signed-out page loads in a hidden iframe, and
-- whether it wants the issuer and its session id there. Same SQL on PostgreSQL and PGlite.
ALTER TABLE oauth_clients ADD COLUMN frontchannel_logout_url text;
ALTER TABLE oauth_clients
  ADD COLUMN frontchannel_logout_session_required boolean NOT NULL DEFAULT false;
