import {
  CONSOLE_ACCEPTANCES_PAGE,
  type ConsoleLegalPublishRequest,
  type ConsoleLegalText,
  type ConsoleLegalVersion,
  type LegalDocumentKind,
} from '@account-centre/contract';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import type { AuditRepo } from '#modules/console/audit.repo.ts';
import type { StaffSession } from '#modules/console/staff.service.ts';
import { PublishInputError } from '#modules/legal/legal-publish-input.ts';
import type { VersionSummaryRow } from '#modules/legal/legal.repo.ts';
import type { LegalService } from '#modules/legal/legal.service.ts';

function versionOf(row: VersionSummaryRow): ConsoleLegalVersion {
  return {
    kind: row.kind,
    version: row.version,
    country: row.country,
    publishedAt: row.publishedAt.toISOString(),
    texts: row.texts,
    acceptances: row.acceptances,
  };
}

/** Runs a publication; a refusal becomes 40080 (its message), an unknown version 40410. */
async function refusingInput<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PublishInputError) {
      throw appError(
        error.refusal === 'no-such-version' ? 'consoleItemNotFound' : 'consoleInputRefused',
        error.message,
      );
    }
    throw error;
  }
}

/**
 * Legal documents in the console (issue 26 item 4): the versions and their languages, publishing
 * a version or more languages of one (LegalService: the rules of `npm run legal:publish`), and
 * who in a tenant accepted a version (product IDs, never e-mail addresses). Audited.
 */
export class ConsoleLegalService {
  readonly #legal: LegalService;
  readonly #audit: AuditRepo;

  constructor(deps: { legal: LegalService; audit: AuditRepo }) {
    this.#legal = deps.legal;
    this.#audit = deps.audit;
  }

  async versions(): Promise<ConsoleLegalVersion[]> {
    return (await this.#legal.versions()).map(versionOf);
  }

  async #version(kind: LegalDocumentKind, version: number): Promise<ConsoleLegalVersion> {
    const row = (await this.#legal.versions()).find(
      (one) => one.kind === kind && one.version === version,
    );
    if (!row) throw new Error(`${kind} version ${version} vanished after publishing`);
    return versionOf(row);
  }

  async publish(
    session: Pick<StaffSession, 'staff'> | { staff: { id: string | null; email: string } },
    input: ConsoleLegalPublishRequest,
    client: ClientInfo,
  ): Promise<ConsoleLegalVersion> {
    const { kind, version } = await refusingInput(() => this.#legal.publish(input));
    await this.#audit.recordAction(session.staff, 'legal-publish', client, {
      target: `${kind} v${version}`,
    });
    return this.#version(kind, version);
  }

  async addTexts(
    session: StaffSession,
    kind: LegalDocumentKind,
    version: number,
    texts: readonly ConsoleLegalText[],
    client: ClientInfo,
  ): Promise<ConsoleLegalVersion> {
    await refusingInput(() => this.#legal.publishTranslation({ kind, version, texts }));
    await this.#audit.recordAction(session.staff, 'legal-add-texts', client, {
      target: `${kind} v${version} ${texts.map((text) => text.language).join(',')}`,
    });
    return this.#version(kind, version);
  }

  async acceptances(
    session: StaffSession,
    query: {
      kind: LegalDocumentKind;
      version: number;
      tenant: string;
      before?: string | undefined;
    },
    client: ClientInfo,
  ): Promise<{
    total: number;
    acceptances: { userId: string; productId: string; acceptedAt: string }[];
  }> {
    const page = await this.#legal.acceptancesOf({
      kind: query.kind,
      version: query.version,
      tenantId: query.tenant,
      before: query.before === undefined ? undefined : new Date(query.before),
      limit: CONSOLE_ACCEPTANCES_PAGE,
    });
    if (!page) {
      throw appError('consoleItemNotFound', `no ${query.kind} version ${query.version}`);
    }
    await this.#audit.recordAction(session.staff, 'legal-acceptances-view', client, {
      target: `${query.kind} v${query.version}`,
      tenantId: query.tenant,
    });
    return {
      total: page.total,
      acceptances: page.acceptances.map((row) => ({
        userId: row.userId,
        productId: row.productId,
        acceptedAt: row.acceptedAt.toISOString(),
      })),
    };
  }
}
