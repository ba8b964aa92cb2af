import {
  ALL_LANGUAGES,
  DEFAULT_TENANT_ID,
  LEGAL_DOCUMENT_KINDS,
  type LegalDocument,
  titleCarriesName,
} from '@account-centre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { LegalRepo } from '#modules/legal/legal.repo.ts';
import { LegalService } from '#modules/legal/legal.service.ts';
import { UserRepo } from '#modules/user/user.repo.ts';
import { registerPhoneUser, uniqueMobile } from '#testing/phone-accounts.ts';
import {
  AUTH_HEADER,
  databases,
  latestCode,
  paths,
  registrationBody,
  signIn,
  UNLIMITED_CODES,
  uniqueEmail,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const text = (language: string, title: string, body = `## 1. Terms\n\n${title} text.`) => ({
  language,
  title,
  body,
});

describe.each(databases)('legal documents and home rules on %s', (kind) => {
  const suite = appSuite(kind, UNLIMITED_CODES);
  let legal: LegalService;

  beforeAll(async () => {
    legal = new LegalService({
      repo: new LegalRepo(suite.database.db),
      users: new UserRepo(suite.database.db),
    });
  });

  const privacy = (query: string, headers: Record<string, string> = {}) =>
    suite.app.inject({ method: 'GET', url: `${paths.privacy}${query}`, headers });

  /** Registers an account in `country` and signs it in; returns its id and access token. */
  async function signedInUser(country = 'DE') {
    const email = uniqueEmail('legal');
    await suite.app.inject({ method: 'POST', url: paths.registerEmailCode, payload: { email } });
    const code = await latestCode(suite.app, email);
    const registered = await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailVerification,
      payload: registrationBody(email, code, { country }),
    });
    expect(registered.statusCode).toBe(200);
    const user = await new UserRepo(suite.database.db).findByEmail(DEFAULT_TENANT_ID, email);
    const { access_token } = await signIn(suite.app, email);
    return { userId: user?.id ?? '', headers: { [AUTH_HEADER]: access_token } };
  }

  const call = (path: string, headers: Record<string, string>, payload?: object) =>
    suite.app.inject({ method: 'POST', url: path, headers, ...(payload ? { payload } : {}) });

  const acceptancesOf = (userId: string) =>
    suite.database.db
      .selectFrom('legal_acceptances')
      .select(['kind', 'version'])
      .where('user_id', '=', userId)
      .orderBy('kind')
      .execute();

  it('serves the current privacy policy, branded, with Cache-Control and an ETag (304 when unchanged)', async () => {
    const first = await privacy('');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      code: 0,
      data: {
        kind: 'privacy-policy',
        version: 1,
        language: 'en',
        country: null,
        title: 'Aurora Privacy Policy',
        publishedAt: '2025-01-01T00:00:00.000Z',
      },
    });
    expect(first.json().data.body).toContain('## 1. Who we are');
    expect(first.json().data.body).not.toContain('{brand}');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.vary).toContain('Tenant-Id');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await privacy('', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // The second brand (by tenant) gets its own name, so another ETag.
    const nova = await privacy('?kind=user-agreement', { 'tenant-id': '000002' });
    expect(nova.json().data.title).toBe('Nova User Agreement');
    expect(nova.headers.etag).not.toBe(etag);
  });

  it('serves the exact language, then the base language, then English, and says which', async () => {
    const served = async (lang: string) => {
      const response = await privacy(`?kind=user-agreement&lang=${lang}`);
      const { language, title } = response.json().data as { language: string; title: string };
      return { language, title };
    };
    expect(await served('de')).toEqual({ language: 'de', title: 'Aurora Nutzungsvereinbarung' });
    expect(await served('de-AT')).toEqual({ language: 'de', title: 'Aurora Nutzungsvereinbarung' });
    expect(await served('zh-TW')).toEqual({ language: 'zh-TW', title: 'Aurora使用者協議' });
    expect(await served('zh-SG')).toEqual({ language: 'zh', title: 'Aurora用户协议' });
    expect(await served('fr')).toEqual({
      language: 'fr',
      title: "Conditions d'utilisation Aurora",
    });
    expect(await served('sw')).toEqual({ language: 'en', title: 'Aurora User Agreement' });
    const german = await privacy('?kind=product-service-agreement&lang=de');
    expect(german.json().data.body).toContain('## 1. Geltungsbereich');
  });

  it('every app and added language has each document in its own language, titled with the name its link shows', async () => {
    const english = new Map<string, string>();
    for (const kind of LEGAL_DOCUMENT_KINDS) {
      const answer = await privacy(`?kind=${kind}&lang=en`);
      english.set(kind, answer.json().data.body);
    }
    for (const language of ALL_LANGUAGES) {
      for (const kind of LEGAL_DOCUMENT_KINDS) {
        const answer = await privacy(`?kind=${kind}&lang=${language}`, { 'tenant-id': '000002' });
        const data = answer.json().data as LegalDocument;
        expect(data.language, `${kind} ${language}`).toBe(language);
        expect(data.version).toBe(1);
        expect(data.title, `${kind} ${language}`).toContain('Nova');
        // Issue 37: the title carries the name the web's link to it shows (the contract's names).
        expect(titleCarriesName(language, kind, data.title, 'Nova'), `${data.title}`).toBe(true);
        expect(data.body).not.toContain('{brand}');
        expect(data.body.startsWith('## '), `${kind} ${language}`).toBe(true);
        if (language !== 'en') expect(data.body).not.toBe(english.get(kind));
      }
    }
  });

  it('refuses bad input with 40000', async () => {
    for (const query of ['?kind=cookie-policy', '?lang=not a language', '?country=Germany']) {
      const response = await privacy(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe(40000);
    }
  });

  it('serves a country its own version, every other country the general one', async () => {
    const published = await legal.publish({
      kind: 'user-agreement',
      country: 'AT',
      texts: [
        text('en', '{brand} User Agreement for Austria'),
        text('de', '{brand} AGB Österreich'),
      ],
    });
    expect(published).toEqual({ kind: 'user-agreement', version: 2 });

    const austria = await privacy('?kind=user-agreement&country=AT&lang=de');
    expect(austria.json().data).toMatchObject({
      version: 2,
      country: 'AT',
      language: 'de',
      title: 'Aurora AGB Österreich',
    });
    const germany = await privacy('?kind=user-agreement&country=DE&lang=de');
    expect(germany.json().data).toMatchObject({ version: 1, country: null });
    expect((await privacy('?kind=user-agreement')).json().data.version).toBe(1);
  });

  it('records the agreement at registration: the current user agreement and privacy policy of the country', async () => {
    const german = await signedInUser('DE');
    expect(await acceptancesOf(german.userId)).toEqual([
      { kind: 'privacy-policy', version: 1 },
      { kind: 'user-agreement', version: 1 },
    ]);
    const austrian = await signedInUser('AT');
    expect(await acceptancesOf(austrian.userId)).toEqual([
      { kind: 'privacy-policy', version: 1 },
      { kind: 'user-agreement', version: 2 },
    ]);
  });

  it('records the agreement at phone registration too', async () => {
    const mobile = uniqueMobile();
    await registerPhoneUser(suite.app, mobile);
    const user = await new UserRepo(suite.database.db).findByPhone(DEFAULT_TENANT_ID, mobile.e164);
    expect(await acceptancesOf(user?.id ?? '')).toEqual([
      { kind: 'privacy-policy', version: 1 },
      { kind: 'user-agreement', version: 1 },
    ]);
  });

  it('lists the documents for the user with their acceptance, titled in the asked language', async () => {
    const { headers } = await signedInUser('DE');
    const list = await call(paths.homeRuleList, headers, {});
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().data.documents).toEqual([
      {
        kind: 'privacy-policy',
        version: 1,
        title: 'Aurora Privacy Policy',
        language: 'en',
        country: null,
        publishedAt: '2025-01-01T00:00:00.000Z',
        required: true,
        accepted: true,
      },
      expect.objectContaining({
        kind: 'product-service-agreement',
        required: false,
        accepted: false,
      }),
      expect.objectContaining({ kind: 'user-agreement', version: 1, accepted: true }),
    ]);

    const chinese = await call(paths.homeRuleList, headers, { language: 'zh-CN' });
    expect(chinese.json().data.documents[0]).toMatchObject({
      title: 'Aurora隐私政策',
      language: 'zh',
    });
    // No body at all counts as `{}`.
    expect((await call(paths.homeRuleList, headers)).statusCode).toBe(200);
    expect((await call(paths.homeRuleCheck, headers)).json().data.accepted).toBe(true);
  });

  it('check: all accepted after registration; accepting is recorded once and only for current versions', async () => {
    const { userId, headers } = await signedInUser('DE');
    const check = await call(paths.homeRuleCheck, headers, {});
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      code: 0,
      msg: 'success',
      data: { accepted: true, missing: [] },
    });

    const accept = { accept: [{ kind: 'product-service-agreement', version: 1 }] };
    const accepted = await call(paths.homeRuleCheck, headers, accept);
    expect(accepted.json().data).toEqual({ accepted: true, missing: [] });
    // Idempotent: the same acceptance again changes nothing.
    expect((await call(paths.homeRuleCheck, headers, accept)).statusCode).toBe(200);
    expect(await acceptancesOf(userId)).toHaveLength(3);

    // Austria has version 2 of the user agreement; version 1 is not this user's current one.
    const austrian = await signedInUser('AT');
    const before = await acceptancesOf(austrian.userId);
    const stale = await call(paths.homeRuleCheck, austrian.headers, {
      accept: [
        { kind: 'product-service-agreement', version: 1 },
        { kind: 'user-agreement', version: 1 },
      ],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 40900,
      msg: 'user-agreement version 1 is not the current version (2)',
    });
    const unknown = await call(paths.homeRuleCheck, austrian.headers, {
      accept: [{ kind: 'privacy-policy', version: 99 }],
    });
    expect(unknown.json().code).toBe(40900);
    // All or nothing: the valid product service agreement was not recorded either.
    expect(await acceptancesOf(austrian.userId)).toEqual(before);
  });

  it('a newly published version is missing until accepted; a future one is not current yet', async () => {
    const { userId, headers } = await signedInUser('JP');
    await legal.publish({
      kind: 'privacy-policy',
      country: 'JP',
      publishedAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
      texts: [text('en', 'Tomorrow')],
    });
    expect((await call(paths.homeRuleCheck, headers, {})).json().data.accepted).toBe(true);

    const { version } = await legal.publish({
      kind: 'privacy-policy',
      country: 'JP',
      texts: [text('en', '{brand} Privacy Policy (Japan)'), text('zh', '{brand}隐私政策（日本）')],
    });
    const check = await call(paths.homeRuleCheck, headers, { language: 'zh' });
    expect(check.json().data).toEqual({
      accepted: false,
      missing: [
        {
          kind: 'privacy-policy',
          version,
          title: 'Aurora隐私政策（日本）',
          language: 'zh',
          country: 'JP',
          publishedAt: expect.any(String),
          required: true,
          accepted: false,
        },
      ],
    });

    const accepted = await call(paths.homeRuleCheck, headers, {
      accept: [{ kind: 'privacy-policy', version }],
    });
    expect(accepted.json().data).toEqual({ accepted: true, missing: [] });
    expect(await acceptancesOf(userId)).toContainEqual({ kind: 'privacy-policy', version });
  });

  it('refuses signed-out callers with 40100, before looking at the body', async () => {
    for (const path of [paths.homeRuleList, paths.homeRuleCheck]) {
      const none = await call(path, {}, {});
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe(40100);
      const badToken = await call(path, { [AUTH_HEADER]: 'not-a-token' }, { accept: 'x' });
      expect(badToken.json().code).toBe(40100);
    }
  });

  it('refuses a malformed check with 40000 and records nothing', async () => {
    const { userId, headers } = await signedInUser('DE');
    const before = await acceptancesOf(userId);
    const bodies = [
      { accept: [] },
      { accept: [{ kind: 'cookie-policy', version: 1 }] },
      { accept: [{ kind: 'privacy-policy', version: 0 }] },
      { accept: [{ kind: 'privacy-policy', version: '1' }] },
      {
        accept: [
          { kind: 'product-service-agreement', version: 1 },
          { kind: 'product-service-agreement', version: 1 },
        ],
      },
      { language: 'not a language' },
    ];
    for (const body of bodies) {
      const response = await call(paths.homeRuleCheck, headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code, JSON.stringify(body)).toBe(40000);
    }
    expect(await acceptancesOf(userId)).toEqual(before);
  });

  it('publishing refuses a document without English, with an unknown language or kind', async () => {
    await expect(
      legal.publish({ kind: 'user-agreement', texts: [text('de', 'Nur Deutsch')] }),
    ).rejects.toThrow('texts: an en text is required');
    await expect(
      legal.publish({ kind: 'user-agreement', texts: [text('xx', 'X'), text('en', 'E')] }),
    ).rejects.toThrow(/texts\.0\.language/);
    await expect(
      legal.publish({ kind: 'cookie-policy', texts: [text('en', 'E')] }),
    ).rejects.toThrow(/kind/);
    await expect(
      legal.publish({ kind: 'user-agreement', texts: [text('en', 'E', '  \r\n  ')] }),
    ).rejects.toThrow(/texts\.0\.body/);
  });

  it('publishes a language version of a published version: served at once, no new acceptance', async () => {
    // A version for one country, in English only, then its Malay version.
    const { version } = await legal.publish({
      kind: 'product-service-agreement',
      country: 'NZ',
      texts: [text('en', '{brand} Test Agreement')],
    });
    const before = await privacy('?kind=product-service-agreement&country=NZ&lang=ms');
    expect(before.json().data).toMatchObject({ version, language: 'en' });

    const added = await legal.publishTranslation({
      kind: 'product-service-agreement',
      version: String(version),
      texts: [text('ms', '{brand} Perjanjian Ujian')],
    });
    expect(added).toEqual({ kind: 'product-service-agreement', version, languages: ['en', 'ms'] });
    const served = await privacy('?kind=product-service-agreement&country=NZ&lang=ms');
    expect(served.json().data).toMatchObject({
      version,
      language: 'ms',
      title: 'Aurora Perjanjian Ujian',
    });
  });

  it('a language version is refused for a missing version, a language it has, or bad input', async () => {
    await expect(
      legal.publishTranslation({ kind: 'user-agreement', version: 999, texts: [text('ko', 'K')] }),
    ).rejects.toThrow('user-agreement version 999 does not exist');
    await expect(
      legal.publishTranslation({ kind: 'user-agreement', version: 1, texts: [text('en', 'E')] }),
    ).rejects.toThrow('already has en');
    await expect(
      legal.publishTranslation({ kind: 'user-agreement', version: 1, texts: [text('xx', 'X')] }),
    ).rejects.toThrow(/texts\.0\.language/);
    // Nothing was half-added: English is still the original text.
    const english = await privacy('?kind=user-agreement&lang=en');
    expect(english.json().data.title).toBe('Aurora User Agreement');
  });
});
