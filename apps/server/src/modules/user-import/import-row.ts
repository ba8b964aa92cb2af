import {
  ageOn,
  birthDateSchema,
  countryCodeSchema,
  emailSchema,
  legalDocumentKindSchema,
  matchLanguage,
  normalizeEmail,
  parseInternationalPhone,
  REQUIRED_LEGAL_DOCUMENT_KINDS,
  TENANT_ID_PATTERN,
} from '@account-centre/contract';
import * as z from 'zod/mini';
import { MalformedHashError, storedFormOf } from '#lib/imported-hashes.ts';
import type { ImportedAcceptance, ImportRow } from '#modules/user-import/user-import.repo.ts';

export type { ImportedAcceptance, ImportRow };

/** What the row rules need besides the row. */
export interface ImportRules {
  minAge: number;
  appLanguages: readonly string[];
  defaultTenantId: string;
  /** Phone numbers: of a region that allows phone sign-in (PhoneRegionPolicy.allows). */
  phoneAllowed: (e164: string) => boolean;
  /** `kind:version` of the published legal document versions. */
  publishedVersions: ReadonlySet<string>;
  today?: Date;
}

/** A refused row: its reason goes to the report. */
export class RowRefused extends Error {
  override name = 'RowRefused';
}

const PRODUCT_ID = /^[1-9][0-9]{9}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw new RowRefused('a field is not text');
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function parsedOr<T>(schema: z.ZodMiniType<T>, value: unknown, reason: string): T {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new RowRefused(reason);
  return result.data;
}

/**
 * `[{kind, version, acceptedAt}]` (JSON) or `kind=version@time;…` (CSV). Registration's rule: the
 * required agreements (user agreement, privacy policy) are accepted, of published versions.
 */
function acceptancesOf(raw: unknown, rules: ImportRules): ImportedAcceptance[] {
  let items: unknown[];
  if (typeof raw === 'string') {
    items = raw
      .split(';')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .map((entry) => {
        const match = /^([a-z-]+)=(\d+)@(.+)$/.exec(entry);
        if (!match) throw new RowRefused(`agreement "${entry}" is not kind=version@time`);
        return { kind: match[1], version: Number(match[2]), acceptedAt: match[3] };
      });
  } else if (Array.isArray(raw)) {
    items = raw;
  } else {
    items = [];
  }
  const acceptances = items.map((item): ImportedAcceptance => {
    const { kind, version, acceptedAt } = (item ?? {}) as Record<string, unknown>;
    const parsedKind = parsedOr(
      legalDocumentKindSchema,
      kind,
      `unknown agreement "${String(kind)}"`,
    );
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
      throw new RowRefused(`agreement ${parsedKind}: version must be a whole number`);
    }
    if (!rules.publishedVersions.has(`${parsedKind}:${version}`)) {
      throw new RowRefused(`agreement ${parsedKind} version ${version} is not published`);
    }
    const at = new Date(typeof acceptedAt === 'string' ? acceptedAt : Number.NaN);
    if (Number.isNaN(at.getTime()) || at.getTime() > (rules.today ?? new Date()).getTime()) {
      throw new RowRefused(`agreement ${parsedKind}: acceptedAt is not a past time`);
    }
    return { kind: parsedKind, version, acceptedAt: at };
  });
  for (const kind of REQUIRED_LEGAL_DOCUMENT_KINDS) {
    if (!acceptances.some((acceptance) => acceptance.kind === kind)) {
      throw new RowRefused(`agreement required: ${kind}`);
    }
  }
  return acceptances;
}

/** The password of a JSON row (`password: {scheme, hash, salt, params}`) or a CSV row (columns). */
function passwordOf(record: Record<string, unknown>): string {
  const nested = record['password'];
  const source =
    nested !== undefined && typeof nested === 'object' && nested !== null
      ? (nested as Record<string, unknown>)
      : {
          scheme: record['password_scheme'],
          hash: record['password_hash'],
          salt: record['password_salt'],
          params: paramsOfCsv(text(record['password_params'])),
        };
  const scheme = text(source['scheme']);
  if (scheme === undefined) throw new RowRefused('password scheme missing (use "none" to reset)');
  const params = source['params'];
  try {
    return storedFormOf({
      scheme,
      hash: text(source['hash']),
      salt: text(source['salt']),
      params:
        typeof params === 'object' && params !== null
          ? (params as Record<string, string | number>)
          : undefined,
    });
  } catch (error) {
    if (error instanceof MalformedHashError) throw new RowRefused(`password: ${error.message}`);
    throw error;
  }
}

/** `name=value;name=value` (a value may hold `=`, as base64 does: split at the first one). */
function paramsOfCsv(field: string | undefined): Record<string, string> | undefined {
  if (field === undefined) return undefined;
  const params: Record<string, string> = {};
  for (const pair of field.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) params[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return params;
}

function field(record: Record<string, unknown>, json: string, csv: string): unknown {
  return record[json] ?? record[csv];
}

/**
 * Checks one record of the file with the rules registration applies (e-mail form, phone number
 * and its region, country, birth date and minimum age, accepted agreements) and the import's own
 * (tenant, product ID, password hash). Throws RowRefused with the reason.
 */
export function importRowOf(line: number, record: unknown, rules: ImportRules): ImportRow {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    throw new RowRefused('not an object');
  }
  const row = record as Record<string, unknown>;
  const emailText = text(row['email']);
  const phoneText = text(row['phone']);
  if (emailText === undefined && phoneText === undefined) {
    throw new RowRefused('an e-mail address or a phone number is required');
  }
  const email =
    emailText === undefined
      ? undefined
      : normalizeEmail(parsedOr(emailSchema, emailText, 'invalid e-mail address'));
  let phone: string | undefined;
  if (phoneText !== undefined) {
    const mobile = parseInternationalPhone(phoneText);
    if (!mobile) throw new RowRefused('invalid phone number (E.164 mobile number expected)');
    if (!rules.phoneAllowed(mobile.e164)) {
      throw new RowRefused('phone number of a region without phone sign-in');
    }
    phone = mobile.e164;
  }
  const tenantId = text(row['tenant']) ?? rules.defaultTenantId;
  if (!TENANT_ID_PATTERN.test(tenantId)) throw new RowRefused('tenant must be six digits');
  const productId = text(field(row, 'productId', 'product_id'));
  if (productId !== undefined && !PRODUCT_ID.test(productId)) {
    throw new RowRefused('product ID must be 10 digits, not starting with 0');
  }
  const country = parsedOr(countryCodeSchema, text(row['country']) ?? '', 'invalid country');
  const dateMatch = ISO_DATE.exec(text(field(row, 'birthDate', 'birth_date')) ?? '');
  const birthDate = parsedOr(
    birthDateSchema,
    dateMatch
      ? { year: Number(dateMatch[1]), month: Number(dateMatch[2]), day: Number(dateMatch[3]) }
      : undefined,
    'invalid birth date (YYYY-MM-DD)',
  );
  if (ageOn(birthDate, rules.today) < rules.minAge) {
    throw new RowRefused(`under the minimum age of ${rules.minAge}`);
  }
  const language = matchLanguage(text(row['language']), rules.appLanguages) ?? 'en';
  const acceptances = acceptancesOf(row['agreements'], rules);
  const passwordHash = passwordOf(row);
  return {
    line,
    tenantId,
    email,
    phone,
    productId,
    country,
    birthDate: dateMatch?.[0] ?? '',
    language,
    passwordHash,
    acceptances,
  };
}
