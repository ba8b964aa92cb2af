-- Webhooks and reliable back-channel logout (docs/decisions/054-webhooks-and-reliable-logout.md).
-- The same SQL runs on PostgreSQL and on PGlite.

-- The durable queue (decision 044) also carries webhook deliveries and back-channel logout tokens.
ALTER TABLE messages DROP CONSTRAINT messages_channel_check;
ALTER TABLE messages ADD CONSTRAINT messages_channel_check
  CHECK (channel IN ('email', 'sms', 'webhook', 'logout'));

-- An endpoint of the brand's systems, per tenant, registered through the management API. The
-- signing secret (`whsec_…`) is sealed with KEY_ENCRYPTION_SECRET (modules/keys/key-sealing.ts)
-- and shown once, at registration. `events`: the event types it receives. After
-- `consecutive_failures` reaches WEBHOOK_DISABLE_AFTER_FAILURES the endpoint is disabled.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL CHECK (tenant_id ~ '^[0-9]{6}$'),
  url text NOT NULL CHECK (length(url) BETWEEN 8 AND 2048),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
  events text[] NOT NULL CHECK (cardinality(events) > 0),
  secret_sealed text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  disabled_reason text,
  consecutive_failures integer NOT NULL DEFAULT 0,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_tenant_idx ON webhook_endpoints (tenant_id, enabled);

-- The delivery log: one row per delivery try of a webhook message (what the receiver answered),
-- never the body. Deleted with its endpoint; purged after RETENTION_SENT_MESSAGE_DAYS.
CREATE TABLE webhook_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  message_id uuid NOT NULL,
  webhook_id text NOT NULL,
  event_type text NOT NULL,
  status_code integer,
  error text,
  duration_ms integer NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_attempts_endpoint_idx ON webhook_attempts (endpoint_id, created_at DESC);
CREATE INDEX webhook_attempts_message_idx ON webhook_attempts (message_id);
