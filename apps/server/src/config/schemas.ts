import { isIP } from 'node:net';
import {
  countryGroupTableSchema,
  REGION_GROUP_DOMAINS,
  regionApiBaseUrlsSchema,
  type CountryGroupTable,
  type RegionApiBaseUrls,
} from '@account-centre/contract';
import { z } from 'zod';
import { parseSmsBodyTemplate } from '#messaging/sms-body-template.ts';

/*
 * The value schemas the variables are declared with (variables.ts). Each takes the variable's text
 * (set and not blank) and gives its value, or an issue whose message completes "NAME …".
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * `required`: a request without the value is refused. `optional`: a request without it is
 * accepted (a transition for clients that do not send it yet); a value that is present but bad is refused either way.
 */
export const REQUIREMENTS = ['required', 'optional'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

export const int = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `must be an integer ${min}-${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `must be an integer ${min}-${max}` })
        .max(max, { error: `must be an integer ${min}-${max}` }),
    );

export const text = (max = 200) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

export const list = (item: z.ZodType<string>, what: string) =>
  z.string().transform((value, ctx) => {
    const items = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    for (const part of items) {
      if (!item.safeParse(part).success) {
        ctx.addIssue({ code: 'custom', message: `must be a comma-separated list of ${what}` });
        return z.NEVER;
      }
    }
    return items;
  });

const BOOLEAN_WORDS: Record<string, boolean> = {
  '1': true,
  true: true,
  on: true,
  yes: true,
  '0': false,
  false: false,
  off: false,
  no: false,
};

export const bool = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value in BOOLEAN_WORDS, {
    error: 'must be one of true/false, on/off, 1/0, yes/no',
  })
  .transform((value) => BOOLEAN_WORDS[value] === true);

export const requirement = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(REQUIREMENTS, { error: `must be one of ${REQUIREMENTS.join(', ')}` }));

export const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export const url = (protocols: readonly string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { error: `must be a URL like ${example}` },
    );

/** An IPv4/IPv6 address, optionally with a `/prefix` (CIDR). */
function isProxyAddress(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  if (rest.length > 0) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: a hop count, or the trusted proxies' addresses. */
export const trustedProxies = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100) return Number(value);
    const items = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (items.length > 0 && items.every(isProxyAddress)) return items;
    ctx.addIssue({
      code: 'custom',
      message: 'must be a hop count 1-100 or a comma-separated list of IP addresses/CIDRs',
    });
    return z.NEVER;
  });

/** `COUNTRY_GROUPS`: a JSON group table, checked against the country list. */
export const countryGroupTable = z.string().transform((value, ctx): CountryGroupTable => {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object of country groups' });
    return z.NEVER;
  }
  const table = countryGroupTableSchema.safeParse(json);
  if (table.success) return table.data;
  const [issue] = table.error.issues;
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  ctx.addIssue({
    code: 'custom',
    message: `is not a valid country group table${where}: ${issue?.message}`,
  });
  return z.NEVER;
});

/** An exact origin: `scheme://host[:port]`, http(s), no path, query or trailing slash. */
export function isOrigin(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      parsed.username === '' &&
      parsed.password === '' &&
      parsed.origin === value.toLowerCase()
    );
  } catch {
    return false;
  }
}

/** `REGION_API_BASE_URLS`: `eu=https://eu.example.com,us=…`, each region at most once. */
export const regionApiBaseUrls = z.string().transform((value, ctx): RegionApiBaseUrls => {
  const pairs = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [region = '', ...url] = part.split('=');
      return [region.trim().toLowerCase(), url.join('=').trim().replace(/\/+$/, '')] as const;
    });
  const regions = new Set(pairs.map(([region]) => region));
  const urls = regionApiBaseUrlsSchema.safeParse(Object.fromEntries(pairs));
  if (urls.success && regions.size === pairs.length) return urls.data;
  ctx.addIssue({
    code: 'custom',
    message: `must be comma-separated region=URL pairs, each region (${Object.values(REGION_GROUP_DOMAINS).join(', ')}) once, each URL like https://eu.example.com`,
  });
  return z.NEVER;
});

/** `SMS_PROVIDER_AUTH_HEADER`: one header line, `Name: value`. */
export const headerLine = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([^\r\n]+)$/.exec(value);
    if (match?.[1] && match[2]) return { name: match[1], value: match[2].trim() };
    ctx.addIssue({
      code: 'custom',
      message: 'must be a header like `Authorization: Bearer <key>`',
    });
    return z.NEVER;
  });

/** `SMS_PROVIDER_BODY_TEMPLATE`: a JSON object with `{{to}}` and `{{text}}` placeholders. */
export const smsBodyTemplate = z.string().transform((value, ctx) => {
  try {
    return parseSmsBodyTemplate(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});
