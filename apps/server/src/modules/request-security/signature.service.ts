import { timingSafeEqual } from 'node:crypto';
import {
  canonicalString,
  hmacSha256,
  NONCE_PATTERN,
  SIGNATURE_HEADER,
  SIGNATURE_NONCE_HEADER,
  SIGNATURE_PATTERN,
  SIGNATURE_TIMESTAMP_HEADER,
  SIGNATURE_VERSION_HEADER,
  TIMESTAMP_PATTERN,
  type SignatureVersion,
} from '@account-centre/contract';
import type { Requirement } from '#config/index.ts';
import { appError } from '#lib/app-error.ts';
import type { NoncesRepo } from '#modules/request-security/nonces.repo.ts';

/** The parts of a request a signature covers. */
export interface SignedRequest {
  method: string;
  /** The request target as received: path and query. */
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The parsed body. */
  body: unknown;
  /** The JSON body's text as received; `undefined` without a JSON body. */
  rawBody: string | undefined;
}

/** A signature that matched; its nonce is used up by `consume` once the call's checks pass. */
export interface VerifiedSignature {
  nonce: string;
  /** Until then the timestamp could still pass the window (plus a margin for clock differences). */
  expiresAt: Date;
}

export interface SignatureSettings {
  /** The HMAC key: the web client's secret (public by nature: tamper evidence, not authentication). */
  secret: string;
  windowSeconds: number;
  requirement: Requirement;
}

const HEADERS = {
  version: SIGNATURE_VERSION_HEADER.toLowerCase(),
  timestamp: SIGNATURE_TIMESTAMP_HEADER.toLowerCase(),
  nonce: SIGNATURE_NONCE_HEADER.toLowerCase(),
  signature: SIGNATURE_HEADER.toLowerCase(),
} as const;
/** Servers' and the database's clocks may differ by this much when expired nonces are deleted. */
const CLOCK_MARGIN_MS = 60_000;
const CLEANUP_EVERY_MS = 60_000;

/**
 * Signatures v1/v2 of the calls spec §7 marks (recipe in the contract's `security/signature.ts`):
 * the time window, the MAC (constant-time comparison) and single use of the nonce, in that order.
 * Nothing is written unless all pass.
 */
export class SignatureService {
  readonly #repo: NoncesRepo;
  readonly #settings: SignatureSettings;
  #cleanedAt = Number.NEGATIVE_INFINITY;

  constructor(deps: { repo: NoncesRepo; settings: SignatureSettings }) {
    this.#repo = deps.repo;
    this.#settings = deps.settings;
  }

  /**
   * Checks the signature of a call marked `version`, without touching the database. No signature
   * headers at all: `undefined` when signatures are optional, else 40052. Malformed or not
   * matching: 40052; timestamp outside the window: 40053.
   */
  async verify(
    request: SignedRequest,
    version: SignatureVersion,
  ): Promise<VerifiedSignature | undefined> {
    const values = {
      version: request.headers[HEADERS.version],
      timestamp: request.headers[HEADERS.timestamp],
      nonce: request.headers[HEADERS.nonce],
      signature: request.headers[HEADERS.signature],
    };
    if (Object.values(values).every((value) => value === undefined)) {
      if (this.#settings.requirement === 'required') {
        throw appError('signatureInvalid', 'signature required');
      }
      return undefined;
    }
    const { timestamp, nonce, signature } = values;
    if (
      typeof values.version !== 'string' ||
      typeof timestamp !== 'string' ||
      typeof nonce !== 'string' ||
      typeof signature !== 'string' ||
      !TIMESTAMP_PATTERN.test(timestamp) ||
      !NONCE_PATTERN.test(nonce) ||
      !SIGNATURE_PATTERN.test(signature)
    ) {
      throw appError('signatureInvalid', 'signature headers malformed');
    }
    if (values.version !== version) {
      throw appError('signatureInvalid', `signature version ${version} required`);
    }
    const windowMs = this.#settings.windowSeconds * 1000;
    const time = Number(timestamp);
    if (Math.abs(Date.now() - time) > windowMs) throw appError('signatureExpired');

    let canonical: string;
    try {
      if (version === 'v2' && request.body !== undefined && request.rawBody === undefined) {
        throw new TypeError('v2 needs a JSON body');
      }
      canonical = await canonicalString({
        version,
        method: request.method,
        target: request.url,
        payload: request.body,
        body: request.rawBody,
        timestamp,
        nonce,
      });
    } catch (error) {
      if (error instanceof TypeError)
        throw appError('signatureInvalid', 'payload cannot be signed');
      throw error;
    }
    const expected = await hmacSha256(this.#settings.secret, canonical);
    // Both are 43 base64url characters; the strings are compared, so only one spelling matches.
    if (!timingSafeEqual(Buffer.from(signature, 'utf8'), Buffer.from(expected, 'utf8'))) {
      throw appError('signatureInvalid');
    }
    return { nonce, expiresAt: new Date(time + windowMs + CLOCK_MARGIN_MS) };
  }

  /** Uses the nonce up: 40054 when it was used before. Deletes expired nonces now and then. */
  async consume(signature: VerifiedSignature): Promise<void> {
    if (!(await this.#repo.use(signature.nonce, signature.expiresAt))) {
      throw appError('nonceReused');
    }
    const now = Date.now();
    if (now - this.#cleanedAt >= CLEANUP_EVERY_MS) {
      this.#cleanedAt = now;
      await this.#repo.deleteExpired();
    }
  }
}
