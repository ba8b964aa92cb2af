-- Issue 34, decision 048: deleting an account. The request deactivates the account at once
-- (`users.deletion_requested_at`: no sign-in lookup finds it); `account_deletions` holds the
-- one-time cancel link (its SHA-256 only) and when the retention worker erases the account.
ALTER TABLE users ADD COLUMN deletion_requested_at timestamptz;

CREATE TABLE account_deletions (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  requested_at timestamptz NOT NULL DEFAULT now(),
  erase_after timestamptz NOT NULL,
  -- The relying parties that had a grant when the account was deactivated: told at erasure.
  relying_parties text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX account_deletions_erase_after_idx ON account_deletions (erase_after);

-- What erasure keeps (decision 048): the acceptance of each legal document version, under a
-- pseudonym (HMAC of tenant and product ID) instead of the account, until `keep_until`.
CREATE TABLE erased_legal_acceptances (
  pseudonym text NOT NULL,
  tenant_id text NOT NULL,
  kind text NOT NULL,
  version integer NOT NULL,
  accepted_at timestamptz NOT NULL,
  erased_at timestamptz NOT NULL DEFAULT now(),
  keep_until timestamptz NOT NULL
);
CREATE INDEX erased_legal_acceptances_keep_until_idx ON erased_legal_acceptances (keep_until);

-- The data export's limit (issue 34): one row per export, read for the rate limit.
CREATE TABLE data_exports (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  exported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX data_exports_user_idx ON data_exports (user_id, exported_at);
