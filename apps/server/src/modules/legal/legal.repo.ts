import type { LegalAcceptance, LegalDocumentKind } from '@account-centre/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

export interface VersionRow {
  kind: LegalDocumentKind;
  version: number;
  country: string | null;
  publishedAt: Date;
}

export interface TitleRow {
  kind: LegalDocumentKind;
  version: number;
  language: string;
  title: string;
}

export interface TextRow {
  language: string;
  title: string;
  body: string;
}

export interface NewVersion {
  kind: LegalDocumentKind;
  country: string | null;
  /** Undefined: now. */
  publishedAt: Date | undefined;
  texts: readonly TextRow[];
}

/** Language versions of an already published version. */
export interface NewTranslation {
  kind: LegalDocumentKind;
  version: number;
  texts: readonly TextRow[];
}

/** Why language versions could not be added (nothing was added). */
export type TranslationRefusal =
  { refused: 'no-such-version' } | { refused: 'language-exists'; languages: string[] };

/** A published version with its languages and how many accounts (every tenant) accepted it. */
export interface VersionSummaryRow extends VersionRow {
  texts: { language: string; title: string }[];
  acceptances: number;
}

/** One acceptance of a version: the account's ids, never its e-mail address or phone. */
export interface AcceptanceRow {
  userId: string;
  productId: string;
  acceptedAt: Date;
}

export class LegalRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * The version of each kind in effect now for `country`: the newest published version written
   * for that country, else the newest for every country (null `country`: only the latter).
   */
  async currentVersions(
    kinds: readonly LegalDocumentKind[],
    country: string | null,
    executor: Kysely<Database> = this.#db,
  ): Promise<VersionRow[]> {
    if (kinds.length === 0) return [];
    return (
      executor
        .selectFrom('legal_document_versions')
        .distinctOn('kind')
        .select(['kind', 'version', 'country', 'published_at as publishedAt'])
        .where('kind', 'in', kinds)
        .where('published_at', '<=', sql<Date>`now()`)
        .where((eb) =>
          country === null
            ? eb('country', 'is', null)
            : eb.or([eb('country', '=', country), eb('country', 'is', null)]),
        )
        .orderBy('kind')
        // A country's own versions come before those for every country.
        .orderBy(sql`country IS NULL`)
        .orderBy('version', 'desc')
        .execute()
    );
  }

  /** The titles of the given versions in every language they are written in. */
  async titles(versions: readonly Pick<VersionRow, 'kind' | 'version'>[]): Promise<TitleRow[]> {
    if (versions.length === 0) return [];
    return this.#db
      .selectFrom('legal_document_texts')
      .select(['kind', 'version', 'language', 'title'])
      .where((eb) =>
        eb.or(
          versions.map((v) => eb.and([eb('kind', '=', v.kind), eb('version', '=', v.version)])),
        ),
      )
      .execute();
  }

  /** The texts of one version in every language it is written in. */
  texts(kind: LegalDocumentKind, version: number): Promise<TextRow[]> {
    return this.#db
      .selectFrom('legal_document_texts')
      .select(['language', 'title', 'body'])
      .where('kind', '=', kind)
      .where('version', '=', version)
      .execute();
  }

  /** Every version the user has accepted. */
  acceptances(userId: string): Promise<LegalAcceptance[]> {
    return this.#db
      .selectFrom('legal_acceptances')
      .select(['kind', 'version'])
      .where('user_id', '=', userId)
      .execute();
  }

  /** Records acceptances; one already recorded keeps its first time. */
  async recordAcceptances(
    userId: string,
    items: readonly LegalAcceptance[],
    executor: Kysely<Database> = this.#db,
  ): Promise<void> {
    if (items.length === 0) return;
    await executor
      .insertInto('legal_acceptances')
      .values(items.map((item) => ({ user_id: userId, kind: item.kind, version: item.version })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  /** Publishes the next version of `document.kind` with its texts; returns its number. */
  insertNextVersion(document: NewVersion): Promise<number> {
    return this.#db.transaction().execute(async (trx) => {
      // Serialises publishers of one kind, so two cannot draw the same number.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`legal-document:${document.kind}`}))`.execute(
        trx,
      );
      const latest = await trx
        .selectFrom('legal_document_versions')
        .select((eb) => eb.fn.max('version').as('version'))
        .where('kind', '=', document.kind)
        .executeTakeFirst();
      const version = (latest?.version ?? 0) + 1;
      await trx
        .insertInto('legal_document_versions')
        .values({
          kind: document.kind,
          version,
          country: document.country,
          published_at: document.publishedAt ?? sql<Date>`now()`,
        })
        .execute();
      await trx
        .insertInto('legal_document_texts')
        .values(document.texts.map((text) => ({ kind: document.kind, version, ...text })))
        .execute();
      return version;
    });
  }

  /**
   * Adds language versions to a published version, all or nothing: refused when the version does
   * not exist or already has one of the languages (a published text is never edited: a changed
   * text is a new version). Returns the languages the version now has.
   */
  addTranslations(translation: NewTranslation): Promise<string[] | TranslationRefusal> {
    return this.#db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`legal-document:${translation.kind}`}))`.execute(
        trx,
      );
      const exists = await trx
        .selectFrom('legal_document_versions')
        .select('version')
        .where('kind', '=', translation.kind)
        .where('version', '=', translation.version)
        .executeTakeFirst();
      if (!exists) return { refused: 'no-such-version' } as const;
      const existing = await trx
        .selectFrom('legal_document_texts')
        .select('language')
        .where('kind', '=', translation.kind)
        .where('version', '=', translation.version)
        .execute();
      const had = new Set(existing.map((row) => row.language));
      const clashes = translation.texts.map((text) => text.language).filter((l) => had.has(l));
      if (clashes.length > 0) return { refused: 'language-exists', languages: clashes } as const;
      await trx
        .insertInto('legal_document_texts')
        .values(
          translation.texts.map((text) => ({
            kind: translation.kind,
            version: translation.version,
            ...text,
          })),
        )
        .execute();
      return [...had, ...translation.texts.map((text) => text.language)].sort();
    });
  }

  /** Every version (published or scheduled), newest first per kind, with languages and counts. */
  async versionSummaries(): Promise<VersionSummaryRow[]> {
    const [versions, texts] = await Promise.all([
      this.#db
        .selectFrom('legal_document_versions as v')
        .select([
          'v.kind',
          'v.version',
          'v.country',
          'v.published_at as publishedAt',
          (eb) =>
            eb
              .selectFrom('legal_acceptances as a')
              .select((count) => count.fn.countAll<string>().as('n'))
              .whereRef('a.kind', '=', 'v.kind')
              .whereRef('a.version', '=', 'v.version')
              .as('acceptances'),
        ])
        .orderBy('v.kind')
        .orderBy('v.version', 'desc')
        .execute(),
      this.#db
        .selectFrom('legal_document_texts')
        .select(['kind', 'version', 'language', 'title'])
        .orderBy('language')
        .execute(),
    ]);
    return versions.map((row) => ({
      kind: row.kind,
      version: row.version,
      country: row.country,
      publishedAt: row.publishedAt,
      acceptances: Number(row.acceptances ?? 0),
      texts: texts
        .filter((text) => text.kind === row.kind && text.version === row.version)
        .map(({ language, title }) => ({ language, title })),
    }));
  }

  async versionExists(kind: LegalDocumentKind, version: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('legal_document_versions')
      .select('version')
      .where('kind', '=', kind)
      .where('version', '=', version)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The acceptances of one version by accounts of `tenantId`, newest first, at most `limit`,
   * only those before `before` when given; and how many there are in all in that tenant.
   */
  async acceptancesOfVersion(query: {
    kind: LegalDocumentKind;
    version: number;
    tenantId: string;
    before: Date | undefined;
    limit: number;
  }): Promise<{ total: number; acceptances: AcceptanceRow[] }> {
    const base = this.#db
      .selectFrom('legal_acceptances as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .where('a.kind', '=', query.kind)
      .where('a.version', '=', query.version)
      .where('u.tenant_id', '=', query.tenantId);
    const [total, acceptances] = await Promise.all([
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
      (query.before === undefined ? base : base.where('a.accepted_at', '<', query.before))
        .select(['a.user_id as userId', 'u.product_id as productId', 'a.accepted_at as acceptedAt'])
        .orderBy('a.accepted_at', 'desc')
        .orderBy('a.user_id', 'desc')
        .limit(query.limit)
        .execute(),
    ]);
    return { total: Number(total?.n ?? 0), acceptances };
  }
}
