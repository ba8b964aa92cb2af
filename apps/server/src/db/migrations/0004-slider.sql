-- Slide-to-verify (spec §2, §4, §5; docs/decisions/009-slide-to-verify.md): one row per
-- challenge. Any answer uses the challenge up; a passed one carries a single-use ticket, stored as
-- the SHA-256 hex of the token the client holds. Rows stay for the hour of the per-IP cap.
-- The same SQL runs on PostgreSQL and on PGlite.
CREATE TABLE slider_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  target integer NOT NULL CHECK (target BETWEEN 0 AND 100),
  tolerance integer NOT NULL CHECK (tolerance > 0),
  client_ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  answered_at timestamptz,
  ticket_hash text UNIQUE,
  ticket_expires_at timestamptz,
  ticket_used_at timestamptz,
  CHECK ((ticket_hash IS NULL) = (ticket_expires_at IS NULL))
);
CREATE INDEX slider_challenges_client_ip_idx ON slider_challenges (client_ip, created_at DESC);
CREATE INDEX slider_challenges_created_idx ON slider_challenges (created_at);
