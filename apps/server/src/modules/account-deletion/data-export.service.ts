import type { DataExport, DataExportRequest } from '@account-centre/contract';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import { renderDataExportHtml } from '#modules/account-deletion/data-export-html.ts';
import type { DataExportRepo } from '#modules/account-deletion/data-export.repo.ts';
import type { GrantRow } from '#modules/oidc/oidc.repo.ts';
import type { ActiveSession } from '#modules/session/session.repo.ts';
import type { PasskeyProofPlace } from '#modules/account-deletion/account-deletion.service.ts';
import type { StepUpService } from '#modules/step-up/step-up.service.ts';

/** The relying parties' grants of an account (`OidcRepo.grantsOf`). */
export interface ExportGrants {
  grantsOf(accountId: string): Promise<GrantRow[]>;
}

const iso = (date: Date | string | null): string | null =>
  date === null ? null : new Date(date).toISOString();
const isoOf = (date: Date | string): string => new Date(date).toISOString();

/**
 * "Download your data" (issue 34; GDPR Art. 15/20, PIPL Art. 45): everything the product holds
 * about the account, as JSON and as a readable page in the user's language. After a fresh proof
 * (decision 038) and at most DATA_EXPORT_MAX_PER_DAY times a day (then 42900).
 */
export class DataExportService {
  readonly #repo: DataExportRepo;
  readonly #grants: ExportGrants;
  readonly #stepUp: StepUpService;
  readonly #maxPerDay: number;

  constructor(deps: {
    repo: DataExportRepo;
    grants: ExportGrants;
    stepUp: StepUpService;
    maxPerDay: number;
  }) {
    this.#repo = deps.repo;
    this.#grants = deps.grants;
    this.#stepUp = deps.stepUp;
    this.#maxPerDay = deps.maxPerDay;
  }

  async export(
    session: ActiveSession,
    request: DataExportRequest,
    client: ClientInfo,
    passkey?: PasskeyProofPlace,
  ): Promise<{ data: DataExport; html: (language?: string) => string }> {
    await this.#stepUp.require(session, request, client, passkey);
    if (!(await this.#repo.claim(session.userId, this.#maxPerDay))) {
      throw appError('tooManyRequests', 'data export limit reached');
    }
    const data = await this.collect(session.userId);
    return {
      data,
      html: (language) => renderDataExportHtml(data, language ?? data.profile.language),
    };
  }

  /** Everything held about the account, read now. */
  async collect(userId: string): Promise<DataExport> {
    const profile = await this.#repo.profile(userId);
    if (!profile) throw appError('tokenInvalid');
    const [agreements, sessions, knownDevices, activity, passkeys, authenticator, grants] =
      await Promise.all([
        this.#repo.agreements(userId),
        this.#repo.sessions(userId),
        this.#repo.knownDevices(userId),
        this.#repo.activity(userId),
        this.#repo.passkeys(userId),
        this.#repo.authenticator(userId),
        this.#grants.grantsOf(userId),
      ]);
    return {
      exportedAt: new Date().toISOString(),
      profile: {
        id: profile.id,
        tenantId: profile.tenant_id,
        productId: profile.product_id,
        country: profile.country,
        birthDate: String(profile.birth_date).slice(0, 10),
        language: profile.language,
        createdAt: isoOf(profile.created_at),
        agreementAcceptedAt: isoOf(profile.agreement_accepted_at),
      },
      identifiers: { email: profile.email, phone: profile.phone },
      agreements: agreements.map((row) => ({
        kind: row.kind,
        version: row.version,
        acceptedAt: isoOf(row.accepted_at),
      })),
      devices: sessions.map((row) => ({
        sessionId: row.id,
        userAgent: row.user_agent,
        ip: row.ip,
        createdAt: isoOf(row.created_at),
        lastSeenAt: iso(row.last_seen_at),
        endedAt: iso(row.revoked_at),
      })),
      knownDevices: knownDevices.map((row) => ({
        firstSeenAt: isoOf(row.first_seen_at),
        lastSeenAt: isoOf(row.last_seen_at),
      })),
      activity: activity.map((row) => ({
        type: row.type,
        at: isoOf(row.created_at),
        ip: row.ip,
        userAgent: row.user_agent,
      })),
      passkeys: passkeys.map((row) => ({
        name: row.name,
        createdAt: isoOf(row.created_at),
        lastUsedAt: iso(row.last_used_at),
        backedUp: row.backed_up,
      })),
      authenticator: {
        enabled: authenticator.confirmedAt !== null,
        enabledAt: iso(authenticator.confirmedAt),
        recoveryCodesLeft: authenticator.recoveryCodesLeft,
      },
      relyingParties: grants.map((grant) => ({
        clientId: grant.clientId,
        name: grant.clientName,
        scopes: grant.scope.split(' ').filter(Boolean),
        grantedAt: new Date(grant.issuedAt * 1000).toISOString(),
      })),
    };
  }
}
