-- Bringing existing users in (issue 34, docs/decisions/049-user-import.md). Imported accounts are
-- ordinary `users` rows; their `password_hash` keeps the old system's hash in a self-describing
-- form that names the scheme and its parameters (`$2b$…`, `$argon2i$…`, `$scrypt$ln=…`,
-- `$firebase-scrypt$…`, `$pbkdf2-sha256$i=…`, or `!reset` for an account imported without a
-- password), replaced by the product's argon2id at the first successful sign-in. Each import run
-- is a row of `user_imports` with its counts; its refused rows (line number and reason) are kept in
-- `user_import_refusals` for the report. Same SQL on PostgreSQL and PGlite.
CREATE TABLE user_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  source text NOT NULL CHECK (source IN ('cli', 'console')),
  file_name text NOT NULL,
  -- The console's staff member who ran it; null for the admin tool.
  staff_id uuid REFERENCES staff (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
  rows_read integer NOT NULL DEFAULT 0,
  rows_imported integer NOT NULL DEFAULT 0,
  rows_skipped integer NOT NULL DEFAULT 0,
  rows_refused integer NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX user_imports_started_idx ON user_imports (started_at DESC);

CREATE TABLE user_import_refusals (
  import_id uuid NOT NULL REFERENCES user_imports (id) ON DELETE CASCADE,
  line integer NOT NULL,
  reason text NOT NULL,
  PRIMARY KEY (import_id, line)
);
