-- Tenants (spec §6 `Tenant-Id`; docs/decisions/014-tenants.md): every account belongs to one tenant,
-- and an e-mail address or phone number is unique within its tenant only. Product IDs stay unique
-- across tenants. Sessions, tokens, double-check tickets, password history, the account lock and
-- legal acceptances belong to an account and so to its tenant; verification codes and slider
-- challenges are not tied to an account and carry the tenant they were issued for.
-- Existing rows belong to the default tenant 000000. The columns keep no default afterwards: every
-- insert names its tenant. The same SQL runs on PostgreSQL and on PGlite.

ALTER TABLE users
  ADD COLUMN tenant_id text NOT NULL DEFAULT '000000' CHECK (tenant_id ~ '^[0-9]{6}$');
ALTER TABLE users ALTER COLUMN tenant_id DROP DEFAULT;
ALTER TABLE users DROP CONSTRAINT users_email_key;
ALTER TABLE users DROP CONSTRAINT users_phone_key;
ALTER TABLE users ADD CONSTRAINT users_tenant_email_key UNIQUE (tenant_id, email);
ALTER TABLE users ADD CONSTRAINT users_tenant_phone_key UNIQUE (tenant_id, phone);

-- A code is found, and its hash computed, with its tenant: a code sent in one tenant is unknown in
-- another. The hourly cap per destination still counts every tenant (one mailbox, one phone).
ALTER TABLE verification_codes
  ADD COLUMN tenant_id text NOT NULL DEFAULT '000000' CHECK (tenant_id ~ '^[0-9]{6}$');
ALTER TABLE verification_codes ALTER COLUMN tenant_id DROP DEFAULT;
DROP INDEX verification_codes_destination_idx;
CREATE INDEX verification_codes_destination_idx
  ON verification_codes (tenant_id, destination, purpose, created_at DESC);

-- A challenge is answered, and its ticket used, in the tenant it was issued for.
ALTER TABLE slider_challenges
  ADD COLUMN tenant_id text NOT NULL DEFAULT '000000' CHECK (tenant_id ~ '^[0-9]{6}$');
ALTER TABLE slider_challenges ALTER COLUMN tenant_id DROP DEFAULT;
