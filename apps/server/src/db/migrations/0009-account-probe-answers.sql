-- Answers that tell whether an account exists (30400, 30401, 30900, 30901, 30911, 40012): the
-- spec keeps their texts, DESIGN §5 limits how many one client gets (ASVS 6.3.8). One row per
-- answer given; rows stay for the hour the per-IP cap counts. Same SQL on PostgreSQL and PGlite.
CREATE TABLE account_probe_answers (
  id bigserial PRIMARY KEY,
  client_ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_probe_answers_client_ip_idx ON account_probe_answers (client_ip, created_at DESC);
CREATE INDEX account_probe_answers_created_idx ON account_probe_answers (created_at);
