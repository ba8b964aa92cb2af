-- Connector presets (Google, Microsoft, Apple) and WeChat (issue 35, docs/decisions/056-connector-presets-and-wechat.md).
-- The same SQL runs on PostgreSQL and on PGlite.

-- The presets are kinds of their own: each knows its upstream's quirks (Apple's form_post and
-- ES256 client secret, Microsoft's tenant-dependent issuer and e-mail verification, WeChat's own
-- protocol).
ALTER TABLE connectors DROP CONSTRAINT connectors_kind_check;
ALTER TABLE connectors ADD CONSTRAINT connectors_kind_check
  CHECK (kind IN ('oidc', 'google', 'microsoft', 'apple', 'wechat'));

-- A preset's settings that are not secret, as a JSON object: Apple's `teamId` and `keyId` (its
-- private key is the sealed client secret), WeChat's `apiBase`.
ALTER TABLE connectors ADD COLUMN options text NOT NULL DEFAULT '{}';
