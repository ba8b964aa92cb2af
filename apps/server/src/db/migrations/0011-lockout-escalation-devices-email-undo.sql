-- Issue 19, decision 026. Same SQL on PostgreSQL and PGlite.

-- Escalating account locks: how many locks followed one another without a successful sign-in or
-- reset (the row is deleted then), and when the last one ended. Kept when a lock ends and a new
-- window starts, so the next lock lasts twice as long (capped).
ALTER TABLE login_attempts ADD COLUMN lock_count integer NOT NULL DEFAULT 0 CHECK (lock_count >= 0);
ALTER TABLE login_attempts ADD COLUMN last_locked_until timestamptz;

-- Devices an account has completed a sign-in from: the SHA-256 hex of the random device token in
-- the browser's HttpOnly device cookie. A password sign-in from any other device gets the double
-- check.
CREATE TABLE known_devices (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_hash)
);

-- The undo of an e-mail change, sent to the old address: single use, valid for days; stored as the
-- SHA-256 hex of the token in the link.
CREATE TABLE email_change_undo (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  old_email text NOT NULL,
  new_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_change_undo_user_idx ON email_change_undo (user_id);
