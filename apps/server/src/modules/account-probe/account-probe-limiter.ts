import {
  CODE_GRANT_TYPE,
  errorCatalogue,
  type ApiPaths,
  type ErrorName,
} from '@account-centre/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError, type AppError } from '#lib/app-error.ts';
import { clientNetworkOf } from '#lib/client-network.ts';
import type { AccountProbeRepo } from '#modules/account-probe/account-probe.repo.ts';

/**
 * The answers whose text tells whether an account exists (spec §8 keeps them: "The requested
 * user does NOT exist.", "The email has been signed up…"). DESIGN §5 / ASVS 6.3.8: one client
 * gets only so many of them per hour.
 */
export const ACCOUNT_PROBE_ANSWERS: readonly ErrorName[] = [
  'mobileNotSignedUp',
  'accountNotRegistered',
  'mobileAlreadySignedUp',
  'emailAlreadySignedUp',
  'emailOccupied',
  'usernameOrPasswordError',
];
const probeCodes = new Set<number>(ACCOUNT_PROBE_ANSWERS.map((name) => errorCatalogue[name].code));

/**
 * The per-IP cap on answers that reveal accounts (DESIGN §5, ASVS 6.3.8). Only those answers
 * count; once a client has had its share, every answer of the calls that can give one is 42900
 * (`assertUnderCap`), success included, so nothing past the cap tells a known account from an
 * unknown one (issue 19, Medium 1).
 */
export class AccountProbeLimiter {
  readonly #repo: AccountProbeRepo;
  readonly #maxPerHour: number;

  constructor(options: { repo: AccountProbeRepo; maxPerHour: number }) {
    this.#repo = options.repo;
    this.#maxPerHour = options.maxPerHour;
  }

  /** The answer to send: `error` itself, or 42900 when `clientIp` has had its share. */
  async gate(error: AppError, clientIp: string): Promise<AppError> {
    if (!probeCodes.has(error.body.code)) return error;
    const waitSeconds = await this.#repo.admit(clientIp, this.#maxPerHour);
    return waitSeconds === undefined ? error : capped(waitSeconds);
  }

  /**
   * 42900 when `clientIp` has had its share: run before a call that could answer about an account
   * does anything (no code is sent, no password checked, nothing changes).
   */
  async assertUnderCap(clientIp: string): Promise<void> {
    const waitSeconds = await this.#repo.waitSeconds(clientIp, this.#maxPerHour);
    if (waitSeconds !== undefined) throw capped(waitSeconds);
  }
}

function capped(waitSeconds: number): AppError {
  return appError('tooManyRequests', 'too many answers about accounts', {
    retryAfterSeconds: waitSeconds,
  });
}

/** The token call's grants that can answer about an account (40011/40012). */
const PROBING_GRANTS = new Set<unknown>(['password', CODE_GRANT_TYPE]);

/**
 * The calls that can give an answer about an account: registration (30901/30911), password reset
 * (30400/30401), sign-in and its code (30400/30401, 40011/40012), e-mail change (30911).
 */
function probingPaths(paths: ApiPaths): Set<string> {
  return new Set([
    paths.registerEmailCode,
    paths.registerEmailVerification,
    paths.registerSms,
    paths.registerSmsVerification,
    paths.resetPasswordCode,
    paths.resetPassword,
    paths.oauthEmail,
    paths.changeEmailCode,
    paths.changeEmail,
  ]);
}

function grantTypeOf(request: FastifyRequest): unknown {
  const field = (value: unknown) =>
    typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>).grant_type
      : undefined;
  // As the token call reads it: a field in the body wins over the same field in the query.
  return field(request.body) ?? field(request.query);
}

/**
 * Past the cap, the calls that can answer about an account answer 42900 whatever they would have
 * said (`preValidation`: after the session check, before anything is looked up or sent).
 */
export function registerAccountProbeCap(
  app: FastifyInstance,
  options: { paths: ApiPaths; limiter: AccountProbeLimiter },
): void {
  const probing = probingPaths(options.paths);
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url;
    if (url === undefined) return;
    const isProbing =
      probing.has(url) || (url === options.paths.token && PROBING_GRANTS.has(grantTypeOf(request)));
    if (isProbing) await options.limiter.assertUnderCap(clientNetworkOf(request.ip));
  });
}
