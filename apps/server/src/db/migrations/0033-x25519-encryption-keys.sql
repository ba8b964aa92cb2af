-- Decision 060: each encryption key also has an X25519 key pair under the same key id, for the
-- standard JOSE JWE (ECDH-ES + A256GCM) of password fields and the context header. It is made,
-- rotated, kept for the grace period and deleted together with the RSA pair of its row. Keys made
-- before this migration have none until the server adds one to the current key (at its first
-- `publickey`); retired ones never get one. The same SQL runs on PostgreSQL and on PGlite.
ALTER TABLE encryption_keys
  -- DER SubjectPublicKeyInfo, base64url.
  ADD COLUMN x25519_public_key text,
  -- As `private_key`, sealed with `<kid>:x25519` as the additional data.
  ADD COLUMN x25519_private_key text CHECK (x25519_private_key ~ '^(plain|sealed1)\.'),
  ADD CONSTRAINT encryption_keys_x25519_pair CHECK (
    (x25519_public_key IS NULL) = (x25519_private_key IS NULL)
  );
