-- Passkeys (issue 24, docs/decisions/034-passkeys.md): what the authenticator said of the
-- credential when it was registered and at each sign-in. Same SQL on PostgreSQL and PGlite.

-- WebAuthn's backup eligibility (a synced, multi-device credential) and backup state (synced now).
ALTER TABLE passkeys ADD COLUMN device_type text NOT NULL DEFAULT 'singleDevice'
  CHECK (device_type IN ('singleDevice', 'multiDevice'));
ALTER TABLE passkeys ADD COLUMN backed_up boolean NOT NULL DEFAULT false;
-- The authenticator's model (AAGUID), all zeros when it does not say.
ALTER TABLE passkeys ADD COLUMN aaguid text NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000';
