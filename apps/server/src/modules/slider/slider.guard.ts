import { CODE_GRANT_TYPE, SLIDER_TICKET_HEADER, type ApiPaths } from '@account-centre/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SliderService } from '#modules/slider/slider.service.ts';

/** Tells whether a request to a protected path needs a ticket (some calls only in one mode). */
type NeedsTicket = (request: FastifyRequest) => boolean;

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The token call takes its fields from the query or a form body; the body wins (auth.routes.ts). */
function grantTypeOf(request: FastifyRequest): unknown {
  const body = asRecord(request.body);
  return 'grant_type' in body ? body.grant_type : asRecord(request.query).grant_type;
}

const ALWAYS: NeedsTicket = () => true;
/** Grants that start a sign-in; refresh and the double check continue one already verified. */
const SIGN_IN_GRANTS = new Set<unknown>(['password', CODE_GRANT_TYPE]);

/**
 * The calls a bot would script in bulk (spec §2 "a slide-to-verify check must be passed"): sign-in,
 * sending codes, creating accounts. Paths that do not exist yet (phone registration) are simply
 * never matched.
 */
export function sliderProtectedCalls(paths: ApiPaths): ReadonlyMap<string, NeedsTicket> {
  return new Map<string, NeedsTicket>([
    [paths.token, (request) => SIGN_IN_GRANTS.has(grantTypeOf(request))],
    [paths.oauthEmail, (request) => asRecord(request.body).purpose === 'login'],
    [paths.registerEmailCode, ALWAYS],
    [paths.registerEmailVerification, ALWAYS],
    [paths.registerSms, ALWAYS],
    [paths.registerSmsVerification, ALWAYS],
    [paths.resetPasswordCode, ALWAYS],
  ]);
}

/**
 * The one place that enforces the slider: a `preHandler` hook (the body is parsed and, where the
 * route has a schema, validated) that uses up the request's `Slider-Ticket` before the route runs,
 * or refuses it with 40020. A used ticket stays used even if the call then fails: one check, one
 * attempt. Register before the routes, so that every route inherits it.
 */
export function registerSliderGuard(
  app: FastifyInstance,
  deps: { paths: ApiPaths; slider: SliderService },
): void {
  const protectedCalls = sliderProtectedCalls(deps.paths);
  const headerName = SLIDER_TICKET_HEADER.toLowerCase();
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST') return;
    const needsTicket = protectedCalls.get(request.routeOptions.url ?? '');
    if (!needsTicket?.(request)) return;
    const ticket = request.headers[headerName];
    await deps.slider.useTicket(typeof ticket === 'string' ? ticket : undefined, request.tenantId);
  });
}
