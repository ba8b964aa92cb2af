import {
  DEFAULT_LANGUAGE,
  isRequiredLegalDocument,
  LEGAL_DOCUMENT_KINDS,
  REQUIRED_LEGAL_DOCUMENT_KINDS,
  type HomeRule,
  type HomeRuleCheckRequest,
  type HomeRuleCheckResult,
  type LegalAcceptance,
  type LegalDocument,
  type LegalDocumentKind,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import {
  parsePublishInput,
  parseTranslationInput,
  PublishInputError,
} from '#modules/legal/legal-publish-input.ts';
import type {
  AcceptanceRow,
  LegalRepo,
  VersionRow,
  VersionSummaryRow,
} from '#modules/legal/legal.repo.ts';
import { fillBrand, pickLanguage } from '#modules/legal/legal-text.ts';
import type { UserRepo, UserRow } from '#modules/user/user.repo.ts';
import type { AccountEvents } from '#modules/webhooks/webhook-events.ts';

/** Who is asking, for the signed-in calls. */
export interface LegalReader {
  userId: string;
  /** The UI language; undefined: the account's language. */
  language: string | undefined;
  brandName: string;
}

/**
 * The legal documents (DESIGN §4 home rules): the current version of each document for a country
 * and language, and which versions a user has accepted.
 */
export class LegalService {
  readonly #repo: LegalRepo;
  readonly #users: UserRepo;
  readonly #events: AccountEvents | undefined;

  /** `events`: `legal.accepted` to the tenant's webhook endpoints (decision 054). */
  constructor(deps: { repo: LegalRepo; users: UserRepo; events?: AccountEvents | undefined }) {
    this.#events = deps.events;
    this.#repo = deps.repo;
    this.#users = deps.users;
  }

  /** The current version of one document, in the best language there is (public). */
  async document(
    query: { kind: LegalDocumentKind; lang?: string | undefined; country?: string | undefined },
    brandName: string,
  ): Promise<LegalDocument> {
    const [current] = await this.#repo.currentVersions([query.kind], query.country ?? null);
    const texts = current ? await this.#repo.texts(current.kind, current.version) : [];
    const language = pickLanguage(
      texts.map((text) => text.language),
      query.lang,
    );
    const text = texts.find((candidate) => candidate.language === language);
    if (!current || !text) throw appError('notFound', `no published ${query.kind}`);
    return {
      kind: current.kind,
      version: current.version,
      language: text.language,
      country: current.country,
      title: fillBrand(text.title, brandName),
      body: fillBrand(text.body, brandName),
      publishedAt: current.publishedAt.toISOString(),
    };
  }

  /** Every current document for the user's country, and whether they accepted it. */
  async rules(reader: LegalReader): Promise<HomeRule[]> {
    return this.#rulesFor(await this.#userOf(reader.userId), reader);
  }

  /**
   * Records the acceptances in `input.accept` (each must be the user's current version, else
   * 40900 and nothing is recorded), then tells which required documents are still not accepted.
   */
  async check(reader: LegalReader, input: HomeRuleCheckRequest): Promise<HomeRuleCheckResult> {
    const user = await this.#userOf(reader.userId);
    if (input.accept) await this.#accept(user, input.accept);
    const rules = await this.#rulesFor(user, reader);
    const missing = rules.filter((rule) => rule.required && !rule.accepted);
    return { accepted: missing.length === 0, missing };
  }

  async #rulesFor(user: UserRow, reader: LegalReader): Promise<HomeRule[]> {
    const current = await this.#repo.currentVersions(LEGAL_DOCUMENT_KINDS, user.country);
    const [titles, accepted] = await Promise.all([
      this.#repo.titles(current),
      this.#repo.acceptances(reader.userId),
    ]);
    const language = reader.language ?? user.language;
    return current.map((version) => {
      const own = titles.filter((t) => t.kind === version.kind && t.version === version.version);
      const served = pickLanguage(
        own.map((t) => t.language),
        language,
      );
      const title = own.find((t) => t.language === served);
      return {
        kind: version.kind,
        version: version.version,
        title: fillBrand(title?.title ?? version.kind, reader.brandName),
        language: title?.language ?? DEFAULT_LANGUAGE,
        country: version.country,
        publishedAt: version.publishedAt.toISOString(),
        required: isRequiredLegalDocument(version.kind),
        accepted: accepted.some((a) => a.kind === version.kind && a.version === version.version),
      };
    });
  }

  /**
   * Registration (e-mail or phone): the agreement box accepted the current user agreement and
   * privacy policy of the account's country. Runs in the transaction that creates the account.
   */
  async recordRegistrationAcceptance(
    trx: Kysely<Database>,
    account: { userId: string; country: string },
  ): Promise<void> {
    const current = await this.#repo.currentVersions(
      REQUIRED_LEGAL_DOCUMENT_KINDS,
      account.country,
      trx,
    );
    await this.#repo.recordAcceptances(account.userId, current.map(acceptanceOf), trx);
  }

  /**
   * Publishes the next version of a document (admin: `npm run legal:publish`). Throws an Error
   * naming the problem for input that is not a publishable document. Returns the new version.
   */
  async publish(input: unknown): Promise<{ kind: LegalDocumentKind; version: number }> {
    const document = parsePublishInput(input);
    const version = await this.#repo.insertNextVersion(document);
    return { kind: document.kind, version };
  }

  /**
   * Publishes a language version of a published version (admin: `npm run legal:publish --
   * --version N`): the same document in one more language, so no one is asked to accept again.
   * Throws a PublishInputError when the version does not exist or has that language already.
   * Returns every language the version now has.
   */
  async publishTranslation(
    input: unknown,
  ): Promise<{ kind: LegalDocumentKind; version: number; languages: string[] }> {
    const translation = parseTranslationInput(input);
    const added = await this.#repo.addTranslations(translation);
    if ('refused' in added) {
      const what = `${translation.kind} version ${translation.version}`;
      throw new PublishInputError(
        added.refused === 'no-such-version'
          ? `Cannot publish: ${what} does not exist`
          : `Cannot publish: ${what} already has ${added.languages.join(', ')} (a changed text is a new version)`,
        added.refused,
      );
    }
    return { kind: translation.kind, version: translation.version, languages: added };
  }

  /** Every version of every document, newest first per kind (the support console). */
  versions(): Promise<VersionSummaryRow[]> {
    return this.#repo.versionSummaries();
  }

  /**
   * Who in `tenantId` accepted one version, newest first, a page of `limit` before `before`
   * (the support console). Undefined: no such version.
   */
  async acceptancesOf(query: {
    kind: LegalDocumentKind;
    version: number;
    tenantId: string;
    before: Date | undefined;
    limit: number;
  }): Promise<{ total: number; acceptances: AcceptanceRow[] } | undefined> {
    if (!(await this.#repo.versionExists(query.kind, query.version))) return undefined;
    return this.#repo.acceptancesOfVersion(query);
  }

  async #accept(user: UserRow, items: readonly LegalAcceptance[]): Promise<void> {
    const current = await this.#repo.currentVersions(
      items.map((item) => item.kind),
      user.country,
    );
    for (const item of items) {
      const now = current.find((version) => version.kind === item.kind);
      if (now?.version !== item.version) {
        throw appError(
          'legalVersionNotCurrent',
          `${item.kind} version ${item.version} is not the current version` +
            (now ? ` (${now.version})` : ''),
        );
      }
    }
    await this.#repo.recordAcceptances(user.id, items);
    await this.#events?.emit(undefined, {
      type: 'legal.accepted',
      userId: user.id,
      tenantId: user.tenantId,
      data: { documents: items.map((item) => ({ kind: item.kind, version: item.version })) },
    });
  }

  async #userOf(userId: string): Promise<UserRow> {
    const user = await this.#users.findById(userId);
    // The session outlived its account (deleted meanwhile): the token is no longer valid.
    if (!user) throw appError('tokenInvalid');
    return user;
  }
}

function acceptanceOf(version: VersionRow): LegalAcceptance {
  return { kind: version.kind, version: version.version };
}
