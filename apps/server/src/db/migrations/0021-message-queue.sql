-- The durable message queue (docs/decisions/044-durable-message-queue.md): every e-mail and SMS
-- the server sends is a row here, written in the transaction of the change that causes it, and
-- delivered by the worker of any instance. `payload` is the rendered message sealed with
-- KEY_ENCRYPTION_SECRET (it may hold a code or an undo link); it is cleared once the message is
-- sent or has expired. `next_attempt_at` is when a queued message is due, and for a message being
-- sent the end of its lease: a message claimed by an instance that died is due again then.
-- Same SQL on PostgreSQL and PGlite.
CREATE TABLE messages (
  id uuid PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  purpose text NOT NULL,
  recipient_masked text NOT NULL,
  payload text,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'sent', 'dead', 'expired')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_token uuid,
  last_error text,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  dead_at timestamptz
);
CREATE INDEX messages_due_idx ON messages (next_attempt_at)
  WHERE status IN ('queued', 'sending');
CREATE INDEX messages_status_idx ON messages (status, created_at);
