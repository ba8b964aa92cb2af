import type { ActivityEventType, SecondFactorAnswer } from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import type { SignInLogQueries } from '#modules/auth/auth.repo.ts';
import type { RelyingParty } from '#modules/credentials/relying-party.ts';

/**
 * What sign-in needs of the feature modules above it (decision 046): sign-in is a floor of its
 * own under them (`feature modules → sign-in → credentials → session`), so it names what it
 * uses here and the feature modules implement it (composition.ts hands them in). Sign-in never
 * imports them.
 */

/** Passkeys (`PasskeysService`): checks a sign-in's WebAuthn answer, then runs `complete`. */
export interface PasskeyAssertions {
  signIn<T>(
    credentialText: string,
    context: { tenantId: string; client: ClientInfo; rp: RelyingParty },
    complete: (trx: Kysely<Database>, userId: string) => Promise<T>,
  ): Promise<T>;
}

/** The authenticator app's second step (`TotpService`): its ticket and the check of its answer. */
export interface SecondFactorStep {
  isEnabled(userId: string): Promise<boolean>;
  issueTicket(
    executor: Kysely<Database>,
    userId: string,
    clientId: string,
  ): Promise<SecondFactorAnswer>;
  verify<T>(
    input: { ticket: string; code?: string | undefined; recoveryCode?: string | undefined },
    context: { tenantId: string; clientId: string; client: ClientInfo },
    complete: (trx: Kysely<Database>, userId: string) => Promise<T>,
  ): Promise<T>;
}

/**
 * Decision 060: the activity log's writes of a password sign-in, made by the statement that
 * starts the session (one round trip for the session, its tokens, the lock counter's clear, the
 * known device and the log). `addTo` adds data-modifying CTEs to `db`; `p` holds placeholders of
 * a `PreparedQuery` (pass them as values only).
 */
export interface SignInStatementPart extends SignInLogQueries {
  /** The User-Agent as the log and the session keep it. */
  userAgentOf(client: ClientInfo): string | null;
  /** After the statement: what `signedIn` does beside the database (the security log line). */
  written(userId: string, client: ClientInfo): void;
}

/** The activity log and signed-in devices (`SecurityService`). */
export interface SignInActivity {
  /** The log's part of the password sign-in's one statement (decision 060). */
  readonly signInStatement: SignInStatementPart;
  record(userId: string, type: ActivityEventType, client: ClientInfo): Promise<void>;
  /** A sign-in issued `accessToken`: its device and the log's `sign-in`. */
  signedIn(accessToken: string, client: ClientInfo, connector?: string): Promise<void>;
}
