-- The support console's staff page (issue 26, docs/decisions/035-support-console.md): when each
-- staff member last completed a sign-in (password and authenticator code). Same SQL on
-- PostgreSQL and PGlite.

ALTER TABLE staff ADD COLUMN last_sign_in_at timestamptz;
