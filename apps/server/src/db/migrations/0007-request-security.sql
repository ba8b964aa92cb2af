-- Request security (docs/decisions/015-request-security.md). The same SQL runs on PostgreSQL and
-- on PGlite.

-- The RSA keys of `publickey` (RSA-OAEP-SHA-256, 3072 bits). One key is current (`retired_at` is
-- null); a replaced one still decrypts until `retired_at` + KEY_GRACE_SECONDS, then it is deleted.
-- `private_key` is `sealed1.<iv>.<ciphertext>` (AES-256-GCM under a key derived from
-- KEY_ENCRYPTION_SECRET, the key id as additional data) or, without that secret, `plain.<PKCS#8>`.
CREATE TABLE encryption_keys (
  kid text PRIMARY KEY CHECK (kid ~ '^[A-Za-z0-9_-]{8,64}$'),
  -- DER SubjectPublicKeyInfo, base64url.
  public_key text NOT NULL,
  private_key text NOT NULL CHECK (private_key ~ '^(plain|sealed1)\.'),
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);
-- At most one current key, also when instances rotate at the same time.
CREATE UNIQUE INDEX encryption_keys_one_current_idx ON encryption_keys ((true))
  WHERE retired_at IS NULL;

-- Nonces of signed calls: each is accepted once. A row lives as long as its timestamp could still
-- pass the time window, then it is deleted.
CREATE TABLE signature_nonces (
  nonce text PRIMARY KEY CHECK (nonce ~ '^[A-Za-z0-9_-]{16,64}$'),
  expires_at timestamptz NOT NULL
);
CREATE INDEX signature_nonces_expires_idx ON signature_nonces (expires_at);
