import { SECOND_BRAND_TENANT_ID } from '@account-centre/contract';
import ipaddr from 'ipaddr.js';
import {
  DEFAULT_SMS_BODY_TEMPLATE,
  parseSmsBodyTemplate,
  type SmsBodyTemplate,
} from '#messaging/sms-body-template.ts';
import type { ValuesOf } from './declare.ts';
import { configDeclarations, DEFAULT_SMS_PROVIDER_TIMEOUT_MS } from './variables.ts';

/** What the variables give on their own (variables.ts), before the rules that combine several. */
export type ConfigValues = ValuesOf<typeof configDeclarations>;

/** `SMS_PROVIDER_*`: where and how each SMS is posted. */
export interface SmsProviderConfig {
  url: string;
  authHeader: ConfigValues['smsProvider']['authHeader'];
  bodyTemplate: SmsBodyTemplate;
  timeoutMs: number;
}

/**
 * The server's configuration: the variables' values as variables.ts places them, and the three
 * that the rules below work out from several variables. Only this folder reads `process.env`
 * (STYLE "Boundaries"); everything else receives a `Config`.
 */
export interface Config extends Omit<ConfigValues, 'outbox' | 'oidcIssuer' | 'smsProvider'> {
  /** `OUTBOX`, else on when `DATABASE_URL` is unset. */
  outbox: boolean;
  /** `OIDC_ISSUER`, else `http://localhost:PORT`. */
  oidcIssuer: string;
  /** The HTTP SMS provider; unset when SMS go to the dev outbox. */
  smsProvider: SmsProviderConfig | undefined;
}

export type BrandConfig = Config['brands']['first'];
export type RequestSecurityConfig = Config['requestSecurity'];
export type EncryptionKeysConfig = Config['encryptionKeys'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The rules between variables, checked in this order once each variable is valid on its own:
 * exactly one mail transport, the dev outbox only on loopback, KEY_ENCRYPTION_SECRET with
 * DATABASE_URL, exactly one SMS transport, the
 * second brand's tenant with its hosts. Throws `ConfigError` at the first one broken.
 */
export function applyRules(values: ConfigValues): Config {
  const outbox = values.outbox ?? values.databaseUrl === undefined;
  if (outbox && values.smtpUrl !== undefined) {
    throw new ConfigError(
      'Invalid configuration: OUTBOX and SMTP_URL cannot be used together; the dev outbox is only for development (set OUTBOX=false to send through SMTP_URL)',
    );
  }
  if (!outbox && values.smtpUrl === undefined) {
    throw new ConfigError(
      'Invalid configuration: no mail transport; set SMTP_URL to send e-mail, or OUTBOX=true to keep messages in the dev outbox',
    );
  }
  if (outbox && !values.outboxAllowNonLoopback && !isLoopbackHost(values.host)) {
    throw new ConfigError(
      `Invalid configuration: the dev outbox serves every code at /_dev/outbox, and HOST=${values.host} is not a loopback address; set HOST=localhost, turn the outbox off (OUTBOX=false with SMTP_URL), or set OUTBOX_ALLOW_NON_LOOPBACK=true on a closed test network`,
    );
  }
  if (values.databaseUrl !== undefined && values.encryptionKeys.secret === undefined) {
    throw new ConfigError(
      'Invalid configuration: KEY_ENCRYPTION_SECRET is required with DATABASE_URL (at least 32 characters, e.g. `openssl rand -base64 48`): without it the private keys and authenticator secrets are stored unsealed and the cookie and code-hash keys derive from an empty secret',
    );
  }
  const smsProvider = smsProviderOf(values.smsProvider, outbox);
  if (values.secondBrandHosts.length > 0 && !values.tenantIds.includes(SECOND_BRAND_TENANT_ID)) {
    throw new ConfigError(
      `Invalid configuration: TENANT_IDS must include ${SECOND_BRAND_TENANT_ID} when SECOND_BRAND_HOSTS is set (requests to those hosts without Tenant-Id belong to it)`,
    );
  }
  const oidcIssuer = values.oidcIssuer ?? `http://localhost:${values.port}`;
  return {
    ...values,
    ...passkeyRelyingParties(values, oidcIssuer),
    outbox,
    oidcIssuer,
    smsProvider,
  };
}

/**
 * The passkeys' relying-party ids and origins (decision 041). With DATABASE_URL they never come
 * from a request's Host: unset, they are the issuer's host and origin and the second brand's hosts
 * (on the issuer's scheme). Without it (development on the embedded database) an empty list still
 * means the request's own host (relying-party.ts).
 */
function passkeyRelyingParties(
  values: ConfigValues,
  oidcIssuer: string,
): Pick<ConfigValues, 'passkeyRpIds' | 'passkeyOrigins'> {
  const { passkeyRpIds, passkeyOrigins } = values;
  if (values.databaseUrl === undefined) return { passkeyRpIds, passkeyOrigins };
  const issuer = new URL(oidcIssuer);
  const hosts = [issuer.hostname.toLowerCase(), ...values.secondBrandHosts];
  return {
    passkeyRpIds: passkeyRpIds.length > 0 ? passkeyRpIds : [...new Set(hosts)],
    passkeyOrigins:
      passkeyOrigins.length > 0
        ? passkeyOrigins
        : [
            ...new Set([
              issuer.origin,
              ...values.secondBrandHosts.map((host) => `${issuer.protocol}//${host}`),
            ]),
          ],
  };
}

/**
 * The SMS transport's settings: the HTTP provider, or none when the dev outbox takes SMS. Exactly
 * one of the two, like SMTP and the outbox for e-mail.
 */
function smsProviderOf(
  sms: ConfigValues['smsProvider'],
  outbox: boolean,
): SmsProviderConfig | undefined {
  if (outbox && sms.url !== undefined) {
    throw new ConfigError(
      'Invalid configuration: OUTBOX and SMS_PROVIDER_URL cannot be used together; the dev outbox is only for development (set OUTBOX=false to send SMS through SMS_PROVIDER_URL)',
    );
  }
  if (sms.url === undefined) {
    if (!outbox) {
      throw new ConfigError(
        'Invalid configuration: no SMS transport; set SMS_PROVIDER_URL to send SMS, or OUTBOX=true to keep messages in the dev outbox',
      );
    }
    const orphans = (['authHeader', 'bodyTemplate', 'timeoutMs'] as const)
      .filter((setting) => sms[setting] !== undefined)
      .map((setting) => configDeclarations.smsProvider[setting].name);
    if (orphans.length > 0) {
      throw new ConfigError(
        `Invalid configuration: ${orphans.join(', ')} set without SMS_PROVIDER_URL`,
      );
    }
    return undefined;
  }
  return {
    url: sms.url,
    authHeader: sms.authHeader,
    bodyTemplate: sms.bodyTemplate ?? parseSmsBodyTemplate(DEFAULT_SMS_BODY_TEMPLATE),
    timeoutMs: sms.timeoutMs ?? DEFAULT_SMS_PROVIDER_TIMEOUT_MS,
  };
}

/**
 * Whether `HOST` listens on loopback only: `localhost` or a loopback address. Any other name, and
 * the any-address `0.0.0.0` / `::`, may be reachable from elsewhere.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (bare.toLowerCase() === 'localhost') return true;
  return ipaddr.isValid(bare) && ipaddr.process(bare).range() === 'loopback';
}

/** Start-up warnings about a configuration that runs but is unsafe for production. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.databaseUrl !== undefined && config.outbox) {
    warnings.push(
      'the dev outbox is on with DATABASE_URL: every code is kept in the database and served at /_dev/outbox; production sends through SMTP_URL and SMS_PROVIDER_URL with OUTBOX=false',
    );
  }
  return warnings;
}
