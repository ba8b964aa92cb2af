-- One session floor (docs/decisions/040-one-session-floor.md). The same SQL runs on PostgreSQL and
-- on PGlite.

-- The provider's records name the account and the provider session (its `uid`) they belong to in
-- columns of their own, so that ending a first-party session, or every session of an account, ends
-- exactly the relying-party sessions, codes and tokens it started (no search inside the payloads).
ALTER TABLE oidc_payloads ADD COLUMN account_id text;
ALTER TABLE oidc_payloads ADD COLUMN session_uid text;
UPDATE oidc_payloads SET
  account_id = payload ->> 'accountId',
  session_uid = CASE WHEN kind = 'Session' THEN payload ->> 'uid' ELSE payload ->> 'sessionUid' END;
CREATE INDEX oidc_payloads_account_id_idx ON oidc_payloads (account_id) WHERE account_id IS NOT NULL;
CREATE INDEX oidc_payloads_session_uid_idx ON oidc_payloads (session_uid) WHERE session_uid IS NOT NULL;

-- Which provider sessions a first-party session started: recorded when the browser comes back to
-- the provider from an interaction the web app finished for that session. Ending the first-party
-- session ends them; "Sign me out" at the provider ends the first-party sessions linked to it.
CREATE TABLE session_provider_links (
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  provider_session_uid text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, provider_session_uid)
);
CREATE INDEX session_provider_links_uid_idx ON session_provider_links (provider_session_uid);

-- The relying parties' own rows in `sessions` (a child session per authorization code) went with the
-- hand-written provider (migration 0013): nothing writes `parent_session_id` any more.
DROP INDEX sessions_parent_idx;
ALTER TABLE sessions DROP COLUMN parent_session_id;
