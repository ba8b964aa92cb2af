import { createCipheriv, pbkdf2, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import bcrypt from 'bcrypt';

/**
 * Password hashes brought in from another system (decision 049). Each is kept in `password_hash`
 * in a self-describing form that names its scheme and parameters, so that it can be verified
 * without any other setting and replaced by the product's argon2id at the first right sign-in:
 *
 * - bcrypt: as the old system stored it (`$2a$`, `$2b$`, `$2y$`), verified with `bcrypt`.
 * - argon2i / argon2id: the PHC string as stored (`$argon2i$v=19$m=…,t=…,p=…$salt$hash`), verified
 *   with `argon2` (lib/passwords.ts).
 * - scrypt: `$scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt b64>$<hash b64>`, node:crypto.
 * - Firebase's scrypt variant: `$firebase-scrypt$m=<mem_cost>,r=<rounds>$<salt b64>$<salt
 *   separator b64>$<signer key b64>$<hash b64>`: the scrypt key of the password with salt + salt
 *   separator (N = 2^mem_cost, r = rounds, p = 1, 32 bytes) AES-256-CTR-encrypts the signer key
 *   (zero IV); the result is the hash (Firebase's published algorithm).
 * - PBKDF2: `$pbkdf2-sha256$i=<iterations>$<salt b64>$<hash b64>` (or `pbkdf2-sha512`),
 *   node:crypto.
 * - none: `!reset`: no password matches; the user sets one by the reset flow.
 */
export const IMPORT_SCHEMES = [
  'bcrypt',
  'scrypt',
  'firebase-scrypt',
  'pbkdf2-sha256',
  'pbkdf2-sha512',
  'argon2i',
  'argon2id',
  'none',
] as const;
export type ImportScheme = (typeof IMPORT_SCHEMES)[number];

/** The stored form of an account imported without a password: no password matches it. */
export const NO_PASSWORD = '!reset';

/** The hash of one imported row as the file gives it (docs/import-users.md). */
export interface ImportedHashInput {
  scheme: string;
  hash?: string | undefined;
  salt?: string | undefined;
  /** Scheme parameters by name: ln or n, r, p (scrypt); iterations; signerKey, saltSeparator, rounds, memCost. */
  params?: Record<string, string | number | undefined> | undefined;
}

/** A hash the import refuses: the reason goes to the report. */
export class MalformedHashError extends Error {
  override name = 'MalformedHashError';
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const BCRYPT = /^\$2[aby]\$(0[4-9]|[12][0-9]|3[01])\$[./A-Za-z0-9]{53}$/;
/** A PHC string of argon2 (its parameters m, t, p in any order). */
const ARGON2 =
  /^\$(argon2i|argon2id)\$v=19\$([mtp]=\d+,[mtp]=\d+,[mtp]=\d+)\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/;

/** Bounds that keep an imported hash's verification within the server's means (and its time). */
const LIMITS = {
  scryptMaxLogN: 20,
  scryptMaxR: 16,
  scryptMaxP: 4,
  pbkdf2MaxIterations: 2_000_000,
  argon2MaxMemoryKiB: 262_144,
} as const;

function base64Field(value: unknown, what: string, { min = 1 } = {}): string {
  if (typeof value !== 'string' || !BASE64.test(value)) {
    throw new MalformedHashError(`${what} is not base64`);
  }
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length < min) throw new MalformedHashError(`${what} is too short`);
  // Re-encoded so that the stored form is canonical.
  return bytes.toString('base64');
}

function intParam(
  params: ImportedHashInput['params'],
  names: readonly string[],
  what: string,
  min: number,
  max: number,
): number {
  const raw = names.map((name) => params?.[name]).find((value) => value !== undefined);
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new MalformedHashError(`${what} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function stringParam(params: ImportedHashInput['params'], names: readonly string[]): unknown {
  return names.map((name) => params?.[name]).find((value) => value !== undefined);
}

/**
 * The stored form of an imported row's hash; throws MalformedHashError naming what is wrong (the
 * import refuses the row).
 */
export function storedFormOf(input: ImportedHashInput): string {
  const scheme = input.scheme.trim().toLowerCase();
  switch (scheme) {
    case 'none':
      return NO_PASSWORD;
    case 'bcrypt': {
      const hash = input.hash?.trim() ?? '';
      if (!BCRYPT.test(hash)) throw new MalformedHashError('not a bcrypt hash ($2a$, $2b$, $2y$)');
      return hash;
    }
    case 'argon2i':
    case 'argon2id': {
      const hash = input.hash?.trim() ?? '';
      const match = ARGON2.exec(hash);
      if (match?.[1] !== scheme) {
        throw new MalformedHashError(`not an ${scheme} PHC string ($${scheme}$v=19$m=…,t=…,p=…)`);
      }
      const params = new Map(
        (match[2] ?? '').split(',').map((pair) => pair.split('=') as [string, string]),
      );
      const memory = Number(params.get('m'));
      if (
        params.size !== 3 ||
        !(memory <= LIMITS.argon2MaxMemoryKiB) ||
        !(Number(params.get('t')) >= 1)
      ) {
        throw new MalformedHashError(`${scheme} parameters out of range`);
      }
      return hash;
    }
    case 'scrypt': {
      const salt = base64Field(input.salt, 'salt');
      const hash = base64Field(input.hash, 'hash', { min: 16 });
      const logN =
        stringParam(input.params, ['n', 'N']) === undefined
          ? intParam(input.params, ['ln', 'logN'], 'ln', 1, LIMITS.scryptMaxLogN)
          : Math.log2(intParam(input.params, ['n', 'N'], 'n', 2, 2 ** LIMITS.scryptMaxLogN));
      if (!Number.isInteger(logN)) throw new MalformedHashError('n must be a power of 2');
      const r = intParam(input.params, ['r'], 'r', 1, LIMITS.scryptMaxR);
      const p = intParam(input.params, ['p'], 'p', 1, LIMITS.scryptMaxP);
      return `$scrypt$ln=${logN},r=${r},p=${p}$${salt}$${hash}`;
    }
    case 'firebase-scrypt': {
      const salt = base64Field(input.salt, 'salt');
      const hash = base64Field(input.hash, 'hash', { min: 16 });
      const separator = base64Field(
        stringParam(input.params, ['saltSeparator', 'salt_separator']),
        'salt separator',
      );
      const signerKey = base64Field(
        stringParam(input.params, ['signerKey', 'signer_key']),
        'signer key',
        { min: 16 },
      );
      const memCost = intParam(input.params, ['memCost', 'mem_cost'], 'mem cost', 1, 20);
      const rounds = intParam(input.params, ['rounds'], 'rounds', 1, LIMITS.scryptMaxR);
      return `$firebase-scrypt$m=${memCost},r=${rounds}$${salt}$${separator}$${signerKey}$${hash}`;
    }
    case 'pbkdf2-sha256':
    case 'pbkdf2-sha512': {
      const salt = base64Field(input.salt, 'salt');
      const hash = base64Field(input.hash, 'hash', { min: 16 });
      const iterations = intParam(
        input.params,
        ['iterations', 'i'],
        'iterations',
        1000,
        LIMITS.pbkdf2MaxIterations,
      );
      return `$${scheme}$i=${iterations}$${salt}$${hash}`;
    }
    default:
      throw new MalformedHashError(`unknown password scheme: ${input.scheme}`);
  }
}

const scryptAsync = promisify(scrypt) as (
  password: string | Buffer,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;
const pbkdf2Async = promisify(pbkdf2);

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

function paramsOf(field: string | undefined): Map<string, number> {
  return new Map(
    (field ?? '').split(',').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [name, Number(value)] as const;
    }),
  );
}

function scryptOptions(logN: number, r: number, p: number) {
  // scrypt needs 128·N·r bytes; node's default cap (32 MiB) is raised to what the row needs.
  return { N: 2 ** logN, r, p, maxmem: 128 * 2 ** logN * r * p + 1024 * 1024 };
}

/** The scheme of a stored hash that is not the product's argon2id; undefined for argon2 forms. */
export function importedSchemeOf(stored: string): ImportScheme | undefined {
  if (stored === NO_PASSWORD) return 'none';
  if (stored.startsWith('$2')) return 'bcrypt';
  if (stored.startsWith('$scrypt$')) return 'scrypt';
  if (stored.startsWith('$firebase-scrypt$')) return 'firebase-scrypt';
  if (stored.startsWith('$pbkdf2-sha256$')) return 'pbkdf2-sha256';
  if (stored.startsWith('$pbkdf2-sha512$')) return 'pbkdf2-sha512';
  return undefined;
}

/**
 * Verifies `password` against an imported hash of the forms above other than argon2 (which
 * lib/passwords.ts verifies). A malformed stored value, or `!reset`, is wrong.
 */
export async function verifyImportedHash(stored: string, password: string): Promise<boolean> {
  const scheme = importedSchemeOf(stored);
  const parts = stored.split('$');
  switch (scheme) {
    case 'bcrypt':
      return bcrypt.compare(password, stored);
    case 'scrypt': {
      const params = paramsOf(parts[2]);
      const salt = Buffer.from(parts[3] ?? '', 'base64');
      const expected = Buffer.from(parts[4] ?? '', 'base64');
      const options = scryptOptions(
        params.get('ln') ?? 0,
        params.get('r') ?? 0,
        params.get('p') ?? 0,
      );
      const derived = await scryptAsync(password, salt, expected.length, options);
      return sameBytes(derived, expected);
    }
    case 'firebase-scrypt': {
      const params = paramsOf(parts[2]);
      const salt = Buffer.from(parts[3] ?? '', 'base64');
      const separator = Buffer.from(parts[4] ?? '', 'base64');
      const signerKey = Buffer.from(parts[5] ?? '', 'base64');
      const expected = Buffer.from(parts[6] ?? '', 'base64');
      const options = scryptOptions(params.get('m') ?? 0, params.get('r') ?? 0, 1);
      const key = await scryptAsync(
        Buffer.from(password, 'utf8'),
        Buffer.concat([salt, separator]),
        32,
        options,
      );
      const cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16, 0));
      const derived = Buffer.concat([cipher.update(signerKey), cipher.final()]);
      return sameBytes(derived, expected);
    }
    case 'pbkdf2-sha256':
    case 'pbkdf2-sha512': {
      const iterations = paramsOf(parts[2]).get('i') ?? 0;
      const salt = Buffer.from(parts[3] ?? '', 'base64');
      const expected = Buffer.from(parts[4] ?? '', 'base64');
      const digest = scheme === 'pbkdf2-sha256' ? 'sha256' : 'sha512';
      const derived = await pbkdf2Async(password, salt, iterations, expected.length, digest);
      return sameBytes(derived, expected);
    }
    default:
      return false;
  }
}
