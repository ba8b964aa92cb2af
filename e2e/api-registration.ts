import {
  apiPaths,
  DEFAULT_TENANT_ID,
  hostDefaultCountry,
  registerResponseSchema,
  sendCodeResponseSchema,
  SIGNED_CALLS,
  SLIDER_KEY_STEP,
  SLIDER_PAGE_STEP,
  SLIDER_TICKET_HEADER,
  SUCCESS_CODE,
  sliderChallengeResponseSchema,
  sliderVerifyResponseSchema,
  type SliderSample,
} from '@account-centre/contract';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, PASSWORD, readCode } from './fixtures.ts';
import {
  contextHeader,
  encryptedPassword,
  signatureHeaders,
  webClientHeaders,
} from './secure-request.ts';

const paths = apiPaths('aurora');
/** The language `registerByEmail` registers in (the screen's default). */
const LANGUAGE = 'en';
/** The birth date `registerByEmail` chooses. */
const BIRTH_DATE = { year: 1990, month: 5, day: 17 };
/** Milliseconds between two key presses (and before Enter), as the server's tests send them. */
const KEY_INTERVAL_MS = 15;

/**
 * Registration through the HTTP API, for the journeys that only need an account to exist before
 * what they test (sign-in, a password change, deletion, the console, a shop's sign-in…): the calls
 * the Register screen makes, sent as a script would (request security, issue 7: context header,
 * signed calls, encrypted password; a slide-to-verify ticket for each call; the code from the dev
 * outbox), without the seconds of filling the screen. Registering on the screen has journeys of
 * its own (`registerByEmail` in account-journey, tenants, request-security, slider-proof-of-work…).
 *
 * The account is the one `registerByEmail` makes: same password, birth date (1990-05-17), country
 * (the host's default, as the screen starts with), language and accepted agreement, in the tenant
 * given, on the server of `request` (its base URL); `page.request` shares the page's cookies, so
 * the device becomes known to the browser as it does on the screen. Any refusal fails the journey.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  email: string,
  {
    password = PASSWORD,
    tenantId = DEFAULT_TENANT_ID,
  }: { password?: string; tenantId?: string } = {},
): Promise<void> {
  const headers = { ...webClientHeaders(tenantId), ...(await contextHeader(request)) };

  const sent = await postSigned(
    request,
    'registerEmailCode',
    { email, language: LANGUAGE },
    {
      ...headers,
      [SLIDER_TICKET_HEADER]: await sliderTicket(request, headers),
    },
  );
  await dataOf(sent, sendCodeResponseSchema, 'registerEmailCode');
  const code = await readCode(request, email, { purpose: 'register' });

  const registered = await postSigned(
    request,
    'registerEmailVerification',
    {
      email,
      code,
      password: await encryptedPassword(request, password),
      country: hostDefaultCountry(new URL(sent.url()).hostname),
      birthDate: BIRTH_DATE,
      agreementAccepted: true,
      language: LANGUAGE,
    },
    // Each ticket opens one call: registering needs the check again.
    { ...headers, [SLIDER_TICKET_HEADER]: await sliderTicket(request, headers) },
  );
  await dataOf(registered, registerResponseSchema, 'registerEmailVerification');
}

/** The data of a success answer; anything else fails the journey, with the answer in the message. */
async function dataOf<T>(
  answer: APIResponse,
  schema: { parse: (value: unknown) => { data: T } },
  call: string,
): Promise<T> {
  const body = await answer.text();
  expect(answer.status(), `${call} answered ${body}`).toBe(200);
  const json: unknown = JSON.parse(body);
  expect(json, `${call} answered ${body}`).toMatchObject({ code: SUCCESS_CODE });
  return schema.parse(json).data;
}

/** A signed call (spec §7) with a JSON body, signed over the body exactly as sent. */
async function postSigned(
  request: APIRequestContext,
  call: 'registerEmailCode' | 'registerEmailVerification',
  payload: object,
  headers: Record<string, string>,
): Promise<APIResponse> {
  const target = paths[call];
  const body = JSON.stringify(payload);
  return request.post(target, {
    data: body,
    headers: {
      ...headers,
      'content-type': 'application/json',
      ...(await signatureHeaders(SIGNED_CALLS[call], target, body)),
    },
  });
}

/**
 * A passed slide-to-verify check, answered as a keyboard user does (Page Up while a whole page
 * fits before the target, then the up arrow, then Enter): its ticket, good for one call.
 */
async function sliderTicket(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<string> {
  const challenge = await dataOf(
    await request.post(paths.sliderChallenge, { headers }),
    sliderChallengeResponseSchema,
    'sliderChallenge',
  );
  // The journeys' servers but one ask for none; that one's journeys register on the screen.
  expect(challenge.proofOfWork, 'a slider challenge without a proof of work').toBeUndefined();
  const trace: SliderSample[] = [{ t: 0, x: 0 }];
  for (let x = 0, t = 0; x !== challenge.target;) {
    x += challenge.target - x >= SLIDER_PAGE_STEP ? SLIDER_PAGE_STEP : SLIDER_KEY_STEP;
    t += KEY_INTERVAL_MS;
    trace.push({ t, x });
  }
  const enter = (trace.at(-1)?.t ?? 0) + KEY_INTERVAL_MS;
  trace.push({ t: enter, x: challenge.target });
  // The server refuses a trace longer than its challenge has existed: the keys take their time.
  await new Promise((resolve) => setTimeout(resolve, enter));
  const verdict = await request.post(paths.sliderVerify, {
    headers,
    data: {
      challengeId: challenge.challengeId,
      input: 'keyboard',
      position: challenge.target,
      trace,
    },
  });
  return (await dataOf(verdict, sliderVerifyResponseSchema, 'sliderVerify')).ticket;
}
