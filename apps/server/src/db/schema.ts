import type { LegalDocumentKind } from '@account-centre/contract';
import type { ColumnType, Generated } from 'kysely';

/**
 * The database as Kysely sees it. Both drivers are configured alike (see `open-database.ts`):
 * `date` and `bigint` columns arrive as strings, `timestamptz` as `Date`.
 */
export interface Database {
  connectors: ConnectorsTable;
  connector_identities: ConnectorIdentitiesTable;
  connector_flows: ConnectorFlowsTable;
  schema_migrations: SchemaMigrationsTable;
  users: UsersTable;
  staff: StaffTable;
  staff_audit: StaffAuditTable;
  password_history: PasswordHistoryTable;
  verification_codes: VerificationCodesTable;
  sessions: SessionsTable;
  access_tokens: AccessTokensTable;
  refresh_tokens: RefreshTokensTable;
  dev_outbox: DevOutboxTable;
  login_attempts: LoginAttemptsTable;
  known_devices: KnownDevicesTable;
  activity_events: ActivityEventsTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  totp_factors: TotpFactorsTable;
  totp_recovery_codes: TotpRecoveryCodesTable;
  second_factor_tickets: SecondFactorTicketsTable;
  email_change_undo: EmailChangeUndoTable;
  double_check_tickets: DoubleCheckTicketsTable;
  slider_challenges: SliderChallengesTable;
  account_probe_answers: AccountProbeAnswersTable;
  legal_document_versions: LegalDocumentVersionsTable;
  legal_document_texts: LegalDocumentTextsTable;
  legal_acceptances: LegalAcceptancesTable;
  encryption_keys: EncryptionKeysTable;
  signature_nonces: SignatureNoncesTable;
  oauth_clients: OauthClientsTable;
  oidc_payloads: OidcPayloadsTable;
  session_provider_links: SessionProviderLinksTable;
  signing_keys: SigningKeysTable;
  rate_limit_hits: RateLimitHitsTable;
  sign_in_throttles: SignInThrottlesTable;
  messages: MessagesTable;
  account_deletions: AccountDeletionsTable;
  erased_legal_acceptances: ErasedLegalAcceptancesTable;
  data_exports: DataExportsTable;
  user_imports: UserImportsTable;
  user_import_refusals: UserImportRefusalsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_attempts: WebhookAttemptsTable;
}

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface SchemaMigrationsTable {
  version: string;
  name: string;
  checksum: string;
  applied_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  /** Spec §6: the tenant the account belongs to; e-mail and phone are unique within it. */
  tenant_id: string;
  product_id: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  country: string;
  /** `YYYY-MM-DD`. */
  birth_date: string;
  language: string;
  agreement_accepted_at: Date;
  created_at: CreatedAt;
  /** Flagged: every password sign-in asks for a double check. */
  double_check_required: Generated<boolean>;
  /** Disabled by staff (support console): no sign-in until enabled again. */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Decision 048: deletion requested; no sign-in finds the account until cancelled or erased. */
  deletion_requested_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PasswordHistoryTable {
  id: Generated<string>;
  user_id: string;
  password_hash: string;
  created_at: CreatedAt;
}

export interface VerificationCodesTable {
  id: Generated<string>;
  /** The tenant the code was sent for; it is valid there only. */
  tenant_id: string;
  destination: string;
  purpose: string;
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  consumed_at: Date | null;
  created_at: CreatedAt;
  /** Who asked for the code (per-IP cap); null for codes sent before it was recorded. */
  client_ip: string | null;
}

/** Whose session a row of `sessions` is (decision 046). */
export type SessionPrincipal = 'user' | 'staff';

/**
 * The one session store: first-party sessions of user accounts (`principal` `user`, `user_id`,
 * tokens in `access_tokens`/`refresh_tokens`) and support console sessions (`staff`, `staff_id`,
 * the console fields below set, null for users).
 */
export interface SessionsTable {
  id: Generated<string>;
  principal: ColumnType<SessionPrincipal, SessionPrincipal | undefined, never>;
  /** The user account (user sessions only). */
  user_id: string | null;
  /** The staff member (console sessions only). */
  staff_id: ColumnType<string | null, string | undefined, never>;
  /** The console cookie's token, hashed (console sessions only). */
  token_hash: string | null;
  /** The console's CSRF token (console sessions only). */
  csrf_token: string | null;
  /** When the console's second step (authenticator code) passed; null in a half session. */
  second_factor_at: Date | null;
  /** The console session's idle and absolute lifetimes (console sessions only). */
  idle_expires_at: Date | null;
  expires_at: Date | null;
  client_id: string;
  created_at: CreatedAt;
  /** When the user signed in. */
  authenticated_at: ColumnType<Date, Date | undefined, Date>;
  revoked_at: Date | null;
  revoked_reason: string | null;
  /** The browser's User-Agent at sign-in (signed-in devices); null for older sessions. */
  user_agent: string | null;
  /** The client's IP address at sign-in, then at each refresh. */
  ip: string | null;
  /** The last refresh (or the sign-in). */
  last_seen_at: Date | null;
}

export interface AccessTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: Date;
  created_at: CreatedAt;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface DevOutboxTable {
  id: Generated<string>;
  recipient: string;
  channel: 'email' | 'sms';
  purpose: string;
  code: string;
  body: string;
  sent_at: CreatedAt;
}

/** The account lock's counter: one row per account. */
export interface LoginAttemptsTable {
  user_id: string;
  /** Attempts of the current window that failed or are still being verified. */
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
  /** Locks in a row without a successful sign-in or reset in between (each one twice as long). */
  lock_count: Generated<number>;
  /** When the last lock ended (or ends): a lock within the cap of it continues the streak. */
  last_locked_until: Date | null;
}

/** Devices (SHA-256 of the device cookie's token) an account completed a sign-in from. */
export interface KnownDevicesTable {
  user_id: string;
  device_hash: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
}

/** The one-time undo of an e-mail change, sent to the old address. */
export interface EmailChangeUndoTable {
  token_hash: string;
  user_id: string;
  old_email: string;
  new_email: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface DoubleCheckTicketsTable {
  /** SHA-256 hex of the ticket. */
  token_hash: string;
  user_id: string;
  client_id: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** Slide-to-verify: a challenge, answered once; a passed one holds its single-use ticket. */
/** One answer that told a client whether an account exists (DESIGN §5). */
export interface AccountProbeAnswersTable {
  id: Generated<string>;
  client_ip: string;
  created_at: CreatedAt;
}

export interface SliderChallengesTable {
  id: Generated<string>;
  /** The tenant the challenge was issued for; it is answered and its ticket used there only. */
  tenant_id: string;
  /** Where the gap is, 0-100. */
  target: number;
  tolerance: number;
  client_ip: string;
  created_at: CreatedAt;
  expires_at: Date;
  answered_at: Date | null;
  /** SHA-256 hex of the ticket. */
  ticket_hash: string | null;
  ticket_expires_at: Date | null;
  ticket_used_at: Date | null;
  /** The size of the proof of work this challenge demands (migration 0023); null: none. */
  proof_of_work_max_number: number | null;
}

/** One published version of a legal document (migration 0005). */
export interface LegalDocumentVersionsTable {
  kind: LegalDocumentKind;
  version: number;
  /** Null: every country without a version of its own. */
  country: string | null;
  published_at: Date;
  created_at: CreatedAt;
}

export interface LegalDocumentTextsTable {
  kind: LegalDocumentKind;
  version: number;
  language: string;
  title: string;
  /** Plain text with `{brand}` placeholders. */
  body: string;
}

export interface LegalAcceptancesTable {
  user_id: string;
  kind: LegalDocumentKind;
  version: number;
  accepted_at: CreatedAt;
}

/** An RSA key of `publickey` (migration 0007); the current one has no `retired_at`. */
export interface EncryptionKeysTable {
  kid: string;
  /** DER SubjectPublicKeyInfo, base64url. */
  public_key: string;
  /** `sealed1.<iv>.<ciphertext>` or `plain.<PKCS#8>` (modules/keys/key-sealing.ts). */
  private_key: string;
  /** Decision 060 (migration 0033): the X25519 pair of the same key id, DER SPKI base64url. */
  x25519_public_key: string | null;
  /** Sealed like `private_key`, with `<kid>:x25519` as the additional data. */
  x25519_private_key: string | null;
  created_at: CreatedAt;
  retired_at: Date | null;
}

/** A nonce of a signed call, accepted once; kept until its timestamp leaves the window. */
export interface SignatureNoncesTable {
  nonce: string;
  expires_at: Date;
}

/** One counter of the outer request limit: route and client IP, within a window (migration 0015). */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  expires_at: Date;
}

/** The credential layer's counters that belong to no account row (migration 0020, decision 039). */
export interface SignInThrottlesTable {
  key: string;
  /** Attempts of the current window that failed or are still being evaluated. */
  failures: number;
  /** When the window ends: the next attempt starts a new one. */
  expires_at: Date;
}

/** A registered relying party (migration 0008). */
export interface OauthClientsTable {
  client_id: string;
  name: string;
  /** SHA-256 of the secret, hex; null for a public client (migration 0027). */
  secret_hash: string | null;
  redirect_urls: string[];
  scopes: string[];
  is_shop: Generated<boolean>;
  skip_consent: Generated<boolean>;
  post_logout_redirect_urls: Generated<string[]>;
  client_type: Generated<'confidential' | 'native' | 'spa'>;
  backchannel_logout_url: string | null;
  /** OpenID Connect Front-Channel Logout 1.0 (migration 0035). */
  frontchannel_logout_url: Generated<string | null>;
  frontchannel_logout_session_required: Generated<boolean>;
  /** A machine client of the management API (migration 0028): client_credentials only. */
  is_machine: Generated<boolean>;
  created_at: CreatedAt;
}

/** A model instance of `oidc-provider` (migration 0013): session, grant, code, token … */
export interface OidcPayloadsTable {
  kind: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  /** The account of a session, grant, code or token (the payload's `accountId`). */
  account_id: string | null;
  /** The provider session a code or token was issued in (`sessionUid`), or a session's own `uid`. */
  session_uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

/** A provider session a first-party session started (migration 0019). */
export interface SessionProviderLinksTable {
  session_id: string;
  provider_session_uid: string;
  created_at: CreatedAt;
}

/** An id_token signing key (RS256); the newest signs. */
export interface SigningKeysTable {
  kid: string;
  public_jwk: string;
  private_key: string;
  created_at: CreatedAt;
}

export interface ActivityEventsTable {
  id: Generated<string>;
  user_id: string;
  type: string;
  ip: string | null;
  user_agent: string | null;
  /** Decision 050: the connector of a connector sign-in, link or unlink (migration 0026). */
  connector: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface PasskeysTable {
  id: Generated<string>;
  user_id: string;
  credential_id: string;
  public_key: Uint8Array;
  counter: ColumnType<string, number | undefined, number>;
  transports: Generated<string>;
  name: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
  /** Migration 0016: backup eligibility, backup state, authenticator model. */
  device_type: ColumnType<
    'singleDevice' | 'multiDevice',
    'singleDevice' | 'multiDevice' | undefined
  >;
  backed_up: Generated<boolean>;
  aaguid: Generated<string>;
}

export interface WebauthnChallengesTable {
  challenge: string;
  purpose: 'register' | 'sign-in';
  user_id: string | null;
  tenant_id: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface TotpFactorsTable {
  user_id: string;
  sealed_secret: string;
  confirmed_at: Date | null;
  last_used_step: ColumnType<string | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface TotpRecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: Date | null;
}

export interface SecondFactorTicketsTable {
  token_hash: string;
  user_id: string;
  client_id: string;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** Support console staff (migration 0017). */
export interface StaffTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  role: 'support' | 'admin';
  sealed_totp_secret: string;
  last_totp_step: ColumnType<
    string | null,
    string | number | null | undefined,
    string | number | null
  >;
  failed_attempts: Generated<number>;
  locked_until: Date | null;
  disabled_at: Date | null;
  created_at: CreatedAt;
  /** The last completed sign-in (migration 0018). */
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface StaffAuditTable {
  id: Generated<string>;
  staff_id: string | null;
  staff_email: string;
  action: string;
  target: string | null;
  tenant_id: string | null;
  ip: string | null;
  user_agent: string | null;
  at: CreatedAt;
}

/** A state of a queued message (decision 044). */
export type MessageStatus = 'queued' | 'sending' | 'sent' | 'dead' | 'expired';

/** The durable message queue (decision 044): one row per e-mail or SMS. */
export interface MessagesTable {
  id: string;
  channel: 'email' | 'sms' | 'webhook' | 'logout';
  purpose: string;
  recipient_masked: string;
  /** The rendered message, sealed; null once sent or expired. */
  payload: string | null;
  status: ColumnType<MessageStatus, MessageStatus | undefined, MessageStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  lease_token: string | null;
  last_error: string | null;
  expires_at: Date | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  dead_at: Date | null;
}

/** Decision 048: a pending account deletion, its cancel link (hash only) and erasure time. */
export interface AccountDeletionsTable {
  user_id: string;
  token_hash: string;
  requested_at: CreatedAt;
  erase_after: Date;
  relying_parties: ColumnType<string[], string[] | undefined, string[]>;
}

/** Decision 048: a legal acceptance kept after erasure, under a pseudonym, until `keep_until`. */
export interface ErasedLegalAcceptancesTable {
  pseudonym: string;
  tenant_id: string;
  kind: string;
  version: number;
  accepted_at: Date;
  erased_at: CreatedAt;
  keep_until: Date;
}

/** Issue 34: one row per data export of an account (its rate limit). */
export interface DataExportsTable {
  user_id: string;
  exported_at: CreatedAt;
}

/** One run of the user import (migration 0025, decision 049). */
export interface UserImportsTable {
  id: Generated<string>;
  source: 'cli' | 'console';
  file_name: string;
  staff_id: string | null;
  status: ColumnType<'running' | 'done' | 'failed', 'running' | undefined, 'done' | 'failed'>;
  rows_read: ColumnType<number, number | undefined, number>;
  rows_imported: ColumnType<number, number | undefined, number>;
  rows_skipped: ColumnType<number, number | undefined, number>;
  rows_refused: ColumnType<number, number | undefined, number>;
  started_at: CreatedAt;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A row an import refused: its line in the file and why. */
export interface UserImportRefusalsTable {
  import_id: string;
  line: number;
  reason: string;
}

/** Decision 050 (migration 0026): an upstream identity provider of a tenant. */
export interface ConnectorsTable {
  id: Generated<string>;
  tenant_id: string;
  slug: string;
  kind: 'oidc' | 'google' | 'microsoft' | 'apple' | 'wechat';
  display_name: string;
  issuer: string;
  client_id: string;
  client_secret_sealed: string | null;
  /** JSON object of a preset's settings that are not secret (migration 0031). */
  options: Generated<string>;
  scopes: Generated<string>;
  countries: Generated<string>;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface ConnectorIdentitiesTable {
  id: Generated<string>;
  user_id: string;
  connector_id: string;
  issuer: string;
  subject: string;
  email: string | null;
  email_verified: Generated<boolean>;
  linked_at: CreatedAt;
  last_sign_in_at: Date | null;
}

export interface ConnectorFlowsTable {
  id: Generated<string>;
  connector_id: string;
  tenant_id: string;
  purpose: 'sign-in' | 'link';
  user_id: string | null;
  start_hash: string | null;
  state_hash: string;
  binding_hash: string | null;
  nonce: string;
  code_verifier: string;
  called_back_at: Date | null;
  outcome: 'sign-in' | 'register' | 'link-existing' | 'linked' | null;
  ticket_hash: string | null;
  issuer: string | null;
  subject: string | null;
  email: string | null;
  email_verified: boolean | null;
  ticket_used_at: Date | null;
  expires_at: Date;
  created_at: CreatedAt;
}

/** Decision 054: an endpoint of the brand's systems that receives webhook events. */
export interface WebhookEndpointsTable {
  id: Generated<string>;
  tenant_id: string;
  url: string;
  description: ColumnType<string, string | undefined, string>;
  events: string[];
  /** `whsec_…`, sealed with KEY_ENCRYPTION_SECRET. */
  secret_sealed: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  disabled_reason: string | null;
  consecutive_failures: ColumnType<number, number | undefined, number>;
  created_by: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Decision 054: one delivery try of a webhook message (the delivery log). */
export interface WebhookAttemptsTable {
  id: Generated<string>;
  endpoint_id: string;
  message_id: string;
  webhook_id: string;
  event_type: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  succeeded: boolean;
  created_at: CreatedAt;
}
