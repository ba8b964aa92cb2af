import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { APP_LANGUAGES, DEFAULT_COUNTRY_GROUPS } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import {
  configVariables,
  ConfigError,
  configWarnings,
  isLoopbackHost,
  parseConfig,
} from '#config/index.ts';
import { README_END, README_START } from '#config/docs.ts';

/** A KEY_ENCRYPTION_SECRET: required with DATABASE_URL (decision 041). */
const SECRET = 'a-key-encryption-secret-of-at-least-32-characters';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = parseConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      brandSegment: 'aurora',
      brands: {
        first: { name: 'Aurora', appType: 'aurora' },
        second: { name: 'Nova', appType: 'nova' },
      },
      secondBrandHosts: [],
      tenantIds: ['000000', '000002'],
      webClientId: 'aurora-web',
      appLanguages: [...APP_LANGUAGES],
      outbox: true,
      smtpUrl: undefined,
      minAge: 16,
      accessTokenTtlSeconds: 7200,
      refreshTokenTtlSeconds: 2_592_000,
      codeTtlSeconds: 600,
      codeMaxAttempts: 5,
      codeResendCooldownSeconds: 60,
      codeMaxSendsPerHour: 5,
      codeMaxSendsPerIpPerHour: 2000,
      lockoutMaxFailures: 5,
      lockoutWindowSeconds: 900,
      lockoutDurationSeconds: 900,
      lockoutMaxDurationSeconds: 86_400,
      doubleCheckNewDevices: true,
      sliderRequired: true,
      sliderChallengeTtlSeconds: 120,
      sliderTicketTtlSeconds: 120,
      sliderMaxChallengesPerIpPerHour: 5000,
      sliderWorkFreePerIpPerHour: 30,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.webDistDir).toBe(fileURLToPath(new URL('../../web/dist', import.meta.url)));
  });

  it('names the bad variable and its value', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(
      new ConfigError('Invalid configuration: PORT must be an integer 1-65535 (got "abc")'),
    );
    expect(() => parseConfig({ PORT: '70000', BRAND_SEGMENT: 'Bad-Brand' })).toThrow(
      /PORT must be an integer 1-65535 \(got "70000"\); BRAND_SEGMENT must be .* \(got "Bad-Brand"\)/,
    );
    expect(() => parseConfig({ APP_LANGUAGES: 'en,xx' })).toThrow(
      /APP_LANGUAGES must be a comma-separated list/,
    );
    expect(() => parseConfig({ OUTBOX: 'maybe' })).toThrow(/OUTBOX must be one of/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a URL/);
  });

  it('parses lists, switches and paths', () => {
    const config = parseConfig(
      {
        SECOND_BRAND_HOSTS: 'nova.example, Shop.Nova.example ,',
        APP_LANGUAGES: 'en, zh-TW',
        OUTBOX: 'off',
        SMTP_URL: 'smtp://mail.example:25',
        SMS_PROVIDER_URL: 'https://sms.example/send',
        DATABASE_URL: 'postgres://u@h/db',
        KEY_ENCRYPTION_SECRET: SECRET,
        WEB_DIST_DIR: 'web',
        PORT: ' 8080 ',
      },
      '/srv',
    );
    expect(config.secondBrandHosts).toEqual(['nova.example', 'shop.nova.example']);
    expect(config.appLanguages).toEqual(['en', 'zh-TW']);
    expect(config.outbox).toBe(false);
    expect(config.webDistDir).toBe('/srv/web');
    expect(config.port).toBe(8080);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses', () => {
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      '::1',
    ]);
    for (const bad of ['0', 'true', '10.0.0.0/33', 'proxy.example']) {
      expect(() => parseConfig({ TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY must be a hop count 1-100 or a comma-separated list/,
      );
    }
  });

  it('needs exactly one mail transport', () => {
    expect(
      parseConfig({
        DATABASE_URL: 'postgres://u@h/db',
        KEY_ENCRYPTION_SECRET: SECRET,
        OUTBOX: 'true',
      }).outbox,
    ).toBe(true);
    expect(() =>
      parseConfig({ DATABASE_URL: 'postgres://u@h/db', KEY_ENCRYPTION_SECRET: SECRET }),
    ).toThrow(/no mail transport/);
    expect(() => parseConfig({ SMTP_URL: 'smtp://mail.example' })).toThrow(
      /OUTBOX and SMTP_URL cannot be used together/,
    );
  });

  it('needs exactly one SMS transport, and SMS settings only with a provider', () => {
    const production = {
      DATABASE_URL: 'postgres://u@h/db',
      KEY_ENCRYPTION_SECRET: SECRET,
      SMTP_URL: 'smtp://mail.example',
    };
    expect(() => parseConfig(production)).toThrow(/no SMS transport; set SMS_PROVIDER_URL/);
    expect(() => parseConfig({ SMS_PROVIDER_URL: 'https://sms.example/send' })).toThrow(
      /OUTBOX and SMS_PROVIDER_URL cannot be used together/,
    );
    expect(() => parseConfig({ SMS_PROVIDER_AUTH_HEADER: 'Authorization: Bearer x' })).toThrow(
      /SMS_PROVIDER_AUTH_HEADER set without SMS_PROVIDER_URL/,
    );

    expect(parseConfig({}).smsProvider).toBeUndefined();
    const config = parseConfig({
      ...production,
      SMS_PROVIDER_URL: 'https://sms.example/send',
      SMS_PROVIDER_AUTH_HEADER: ' X-Api-Key:  k3y:with:colons ',
      SMS_PROVIDER_BODY_TEMPLATE: '{"msisdn":"{{to}}","message":{"body":"{{text}}"},"ttl":60}',
      SMS_PROVIDER_TIMEOUT_MS: '2500',
    });
    expect(config.smsProvider).toEqual({
      url: 'https://sms.example/send',
      authHeader: { name: 'X-Api-Key', value: 'k3y:with:colons' },
      bodyTemplate: { msisdn: '{{to}}', message: { body: '{{text}}' }, ttl: 60 },
      timeoutMs: 2500,
    });
    expect(
      parseConfig({ ...production, SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms' }),
    ).toMatchObject({
      smsProvider: {
        authHeader: undefined,
        bodyTemplate: { to: '{{to}}', text: '{{text}}' },
        timeoutMs: 10_000,
      },
    });
  });

  it('names a bad SMS setting without echoing its value, which may hold credentials', () => {
    const provider = {
      DATABASE_URL: 'postgres://u@h/db',
      KEY_ENCRYPTION_SECRET: SECRET,
      SMTP_URL: 'smtp://mail.example',
      SMS_PROVIDER_URL: 'https://sms.example/send',
    };
    const bad: [Record<string, string>, RegExp][] = [
      [{ SMS_PROVIDER_URL: 'ftp://user:pw@sms.example' }, /SMS_PROVIDER_URL must be a URL like/],
      [
        { SMS_PROVIDER_AUTH_HEADER: 'Bearer k3y' },
        /SMS_PROVIDER_AUTH_HEADER must be a header like `Authorization: Bearer <key>`$/,
      ],
      [
        { SMS_PROVIDER_BODY_TEMPLATE: '{"to":"{{to}}"' },
        /SMS_PROVIDER_BODY_TEMPLATE must be valid JSON$/,
      ],
      [{ SMS_PROVIDER_BODY_TEMPLATE: '["{{to}}","{{text}}"]' }, /must be a JSON object$/],
      [{ SMS_PROVIDER_BODY_TEMPLATE: '{"to":"{{to}}"}' }, /must contain \{\{text\}\}$/],
      [
        { SMS_PROVIDER_BODY_TEMPLATE: '{"to":"{{to}}","text":"{{text}}","k":"{{key}}"}' },
        /has an unknown placeholder \{\{key\}\}; use \{\{to\}\} and \{\{text\}\}$/,
      ],
    ];
    for (const [env, message] of bad) {
      expect(() => parseConfig({ ...provider, ...env })).toThrow(message);
    }
    // Not a secret: the value is shown as for every other variable.
    expect(() => parseConfig({ ...provider, SMS_PROVIDER_TIMEOUT_MS: '50' })).toThrow(
      /SMS_PROVIDER_TIMEOUT_MS must be an integer 100-60000 \(got "50"\)/,
    );
  });

  it('reads PHONE_REGION_GROUPS: CN by default, any known groups in any case', () => {
    expect(parseConfig({}).phoneRegionGroups).toEqual(['CN']);
    expect(parseConfig({ PHONE_REGION_GROUPS: 'cn, de' }).phoneRegionGroups).toEqual(['CN', 'DE']);
    expect(() => parseConfig({ PHONE_REGION_GROUPS: 'CN,EU' })).toThrow(
      /PHONE_REGION_GROUPS must be a comma-separated list of region groups \(DE, SG, US, CN, RU\)/,
    );
  });

  it('reads COUNTRY_GROUPS: the contract defaults, or a JSON table checked against the country list', () => {
    expect(parseConfig({}).countryGroups).toBe(DEFAULT_COUNTRY_GROUPS);
    const table = { DE: ['DE', 'AT'], default: ['DE', 'FR'] };
    expect(parseConfig({ COUNTRY_GROUPS: JSON.stringify(table) }).countryGroups).toEqual(table);
    expect(() => parseConfig({ COUNTRY_GROUPS: '{"DE":' })).toThrow(
      /COUNTRY_GROUPS must be a JSON object of country groups/,
    );
    expect(() => parseConfig({ COUNTRY_GROUPS: '{"FR":["DE"]}' })).toThrow(
      /COUNTRY_GROUPS is not a valid country group table at FR: the group's own country is missing/,
    );
    expect(() => parseConfig({ COUNTRY_GROUPS: '{"DE":["DE","XX"]}' })).toThrow(
      /COUNTRY_GROUPS is not a valid country group table at DE\.1: not a country of the country list/,
    );
    expect(() => parseConfig({ COUNTRY_GROUPS: '{"de":["DE"]}' })).toThrow(
      /COUNTRY_GROUPS is not a valid country group table/,
    );
  });

  it('reads REGION_API_BASE_URLS: none by default, region=URL pairs without trailing slashes', () => {
    expect(parseConfig({}).regionApiBaseUrls).toEqual({});
    expect(
      parseConfig({
        REGION_API_BASE_URLS: ' EU=https://eu.example.com/ , us=https://us.example.com/account',
      }).regionApiBaseUrls,
    ).toEqual({ eu: 'https://eu.example.com', us: 'https://us.example.com/account' });
    for (const bad of [
      'de=https://de.example.com',
      'eu=https://a.example.com,eu=https://b.example.com',
      'eu=ftp://eu.example.com',
      'eu=https://eu.example.com/?a=1',
      'eu=https://user:secret@eu.example.com',
      'eu',
      '=https://eu.example.com',
    ]) {
      expect(() => parseConfig({ REGION_API_BASE_URLS: bad }), bad).toThrow(
        /REGION_API_BASE_URLS must be comma-separated region=URL pairs, each region \(eu, sg, us, cn, ru\) once/,
      );
    }
  });

  it('reads TENANT_IDS: six-digit ids, the default tenant always, the second with its hosts', () => {
    expect(parseConfig({ TENANT_IDS: '000000, 000005,000005' }).tenantIds).toEqual([
      '000000',
      '000005',
    ]);
    expect(() => parseConfig({ TENANT_IDS: '000000,abc' })).toThrow(
      /TENANT_IDS must be a comma-separated list of six-digit tenant ids \(got "000000,abc"\)/,
    );
    expect(() => parseConfig({ TENANT_IDS: '000002' })).toThrow(
      /TENANT_IDS must include 000000, the tenant of requests without Tenant-Id/,
    );
    expect(parseConfig({ TENANT_IDS: '000000' }).tenantIds).toEqual(['000000']);
    expect(() => parseConfig({ TENANT_IDS: '000000', SECOND_BRAND_HOSTS: 'nova.example' })).toThrow(
      /TENANT_IDS must include 000002 when SECOND_BRAND_HOSTS is set/,
    );
  });

  it('documents every variable once', () => {
    const names = configVariables.map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'OUTBOX', 'WEB_DIST_DIR']),
    );
  });

  it('reads the request security switches and the encryption key settings', () => {
    expect(parseConfig({})).toMatchObject({
      requestSecurity: {
        passwordEncryption: 'required',
        contextHeader: 'required',
        signatures: 'required',
        signatureWindowSeconds: 300,
      },
      encryptionKeys: { secret: undefined, rotationDays: 30, graceSeconds: 86_400 },
    });
    const lenient = parseConfig({
      PASSWORD_ENCRYPTION: 'optional',
      CONTEXT_HEADER: ' Optional ',
      SIGNATURES: 'optional',
      KEY_ENCRYPTION_SECRET: 's'.repeat(32),
      KEY_ROTATION_DAYS: '0',
    });
    expect(lenient.requestSecurity).toMatchObject({
      passwordEncryption: 'optional',
      contextHeader: 'optional',
      signatures: 'optional',
    });
    expect(lenient.encryptionKeys).toMatchObject({ secret: 's'.repeat(32), rotationDays: 0 });
    expect(() => parseConfig({ SIGNATURES: 'on' })).toThrow(
      /SIGNATURES must be one of required, optional \(got "on"\)/,
    );
    expect(() => parseConfig({ KEY_GRACE_SECONDS: '60' })).toThrow(/KEY_GRACE_SECONDS must be/);
    // A secret: named, never echoed.
    expect(() => parseConfig({ KEY_ENCRYPTION_SECRET: 'short-secret' })).toThrow(
      /KEY_ENCRYPTION_SECRET must be at least 32 characters$/,
    );
  });

  it("reads the brands' primary colours and logos, refusing colours too light for white text", () => {
    expect(parseConfig({}).brands.first).toEqual({
      name: 'Aurora',
      appType: 'aurora',
      primaryColor: undefined,
      logoUrl: undefined,
    });
    const config = parseConfig({
      FIRST_BRAND_PRIMARY_COLOR: '#1D6B3A',
      SECOND_BRAND_LOGO_URL: 'https://cdn.nova.example/logo.svg',
      FIRST_BRAND_LOGO_URL: '/brand/aurora.svg',
    });
    expect(config.brands.first).toMatchObject({
      primaryColor: '#1d6b3a',
      logoUrl: '/brand/aurora.svg',
    });
    expect(config.brands.second.logoUrl).toBe('https://cdn.nova.example/logo.svg');
    expect(() => parseConfig({ SECOND_BRAND_PRIMARY_COLOR: '#ffcc00' })).toThrow(
      /SECOND_BRAND_PRIMARY_COLOR is too light for white button text: contrast 1\.\d\d:1, at least 4\.5:1 needed .*\(got "#ffcc00"\)/,
    );
    expect(() => parseConfig({ FIRST_BRAND_PRIMARY_COLOR: 'navy' })).toThrow(
      /FIRST_BRAND_PRIMARY_COLOR must be a colour written #rrggbb/,
    );
    expect(() => parseConfig({ FIRST_BRAND_LOGO_URL: 'http://cdn.example/logo.svg' })).toThrow(
      /FIRST_BRAND_LOGO_URL must be a path on this server like \/brand\/logo.svg, or an https URL/,
    );
    expect(() => parseConfig({ SECOND_BRAND_LOGO_URL: '//cdn.example/logo.svg' })).toThrow(
      /SECOND_BRAND_LOGO_URL must be a path/,
    );
  });

  it('refuses the dev outbox on a non-loopback HOST unless OUTBOX_ALLOW_NON_LOOPBACK=true', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.0.0.2', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
      expect(parseConfig({ HOST: host }).outbox, host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.0.2.10', '2001:db8::1', 'account.example.com']) {
      expect(isLoopbackHost(host), host).toBe(false);
      expect(() => parseConfig({ HOST: host }), host).toThrow(ConfigError);
      expect(() => parseConfig({ HOST: host }), host).toThrow(/OUTBOX_ALLOW_NON_LOOPBACK=true/);
      expect(() => parseConfig({ HOST: host, OUTBOX: 'true' }), host).toThrow(ConfigError);
      expect(parseConfig({ HOST: host, OUTBOX_ALLOW_NON_LOOPBACK: 'true' }).outbox).toBe(true);
      // Without the outbox, any interface.
      const production = parseConfig({
        HOST: host,
        DATABASE_URL: 'postgres://db.example/ac',
        KEY_ENCRYPTION_SECRET: SECRET,
        SMTP_URL: 'smtp://mail.example',
        SMS_PROVIDER_URL: 'https://sms.example/send',
      });
      expect(production.outbox).toBe(false);
    }
  });

  it('warns when the dev outbox is on with DATABASE_URL', () => {
    expect(configWarnings(parseConfig({}))).toEqual([]);
    const outboxOnPostgres = configWarnings(
      parseConfig({
        DATABASE_URL: 'postgres://db.example/ac',
        OUTBOX: 'true',
        KEY_ENCRYPTION_SECRET: SECRET,
      }),
    );
    expect(outboxOnPostgres).toHaveLength(1);
    expect(outboxOnPostgres[0]).toMatch(/dev outbox is on with DATABASE_URL/);
  });

  it('derives the passkey relying parties from OIDC_ISSUER and the brand hosts with DATABASE_URL', () => {
    const production = {
      DATABASE_URL: 'postgres://db.example/ac',
      KEY_ENCRYPTION_SECRET: SECRET,
      OUTBOX: 'true',
      OIDC_ISSUER: 'https://id.example.com',
      SECOND_BRAND_HOSTS: 'nova.example',
    };
    expect(parseConfig(production)).toMatchObject({
      passkeyRpIds: ['id.example.com', 'nova.example'],
      passkeyOrigins: ['https://id.example.com', 'https://nova.example'],
    });
    expect(parseConfig({ ...production, PASSKEY_RP_ID: 'example.com' }).passkeyRpIds).toEqual([
      'example.com',
    ]);
    // The embedded database (development): empty, the request's own host.
    expect(parseConfig({ OIDC_ISSUER: 'https://id.example.com' })).toMatchObject({
      passkeyRpIds: [],
      passkeyOrigins: [],
    });
  });

  it('refuses DATABASE_URL without KEY_ENCRYPTION_SECRET, naming the variable', () => {
    const production = {
      DATABASE_URL: 'postgres://db.example/ac',
      SMTP_URL: 'smtp://mail.example',
      SMS_PROVIDER_URL: 'https://sms.example/send',
    };
    expect(() => parseConfig(production)).toThrow(ConfigError);
    expect(() => parseConfig(production)).toThrow(
      /KEY_ENCRYPTION_SECRET is required with DATABASE_URL/,
    );
    expect(() => parseConfig({ ...production, OUTBOX: 'true', SMTP_URL: '' })).toThrow(
      /KEY_ENCRYPTION_SECRET is required/,
    );
    expect(
      parseConfig({ ...production, KEY_ENCRYPTION_SECRET: SECRET }).encryptionKeys.secret,
    ).toBe(SECRET);
  });

  it("the README's configuration table says what configVariables says", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    // The generated tables only: the section also documents other tables (e.g. the mail templates).
    const section = readme.split(README_START)[1]?.split(README_END)[0] ?? '';
    const plain = (cell: string) => cell.replaceAll('`', '').trim();
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => {
        const [name = '', defaultValue = '', description = ''] = line
          .slice(1, -1)
          .split('|')
          .map(plain);
        return { name, default: defaultValue, description };
      });
    expect(rows).toEqual(
      configVariables.map((variable) => ({
        name: variable.name,
        default: plain(variable.default),
        description: plain(variable.description),
      })),
    );
  });
});
