import { connectorPaths } from '@account-centre/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseKind } from '#db/open-database.ts';
import { appSuite, type AppSuite } from '#testing/app-suite.ts';
import { TestBrowser } from '#testing/oidc-browser.ts';
import { BRAND, tokenCall } from '#testing/test-app.ts';
import { startUpstreamProvider, type UpstreamProvider } from '#testing/upstream-provider.ts';
import { UpstreamVisit, type UpstreamAnswer } from '#testing/upstream-visit.ts';

export const connector = connectorPaths(BRAND);
/** The account server's connector callback (`OIDC_ISSUER/connect/callback` of `testConfig`). */
export const CALLBACK = 'http://localhost:3000/connect/callback';
/** What a connector registration asks besides the ticket: an adult in DE who agrees. */
export const REGISTRATION = {
  country: 'DE',
  birthDate: { year: 1990, month: 5, day: 17 },
  agreementAccepted: true,
};

/** A stand-in server the suite starts before its app and closes after it. */
export interface StandIn {
  close: () => Promise<void>;
}

/** An upstream OpenID provider stand-in (testing/upstream-provider.ts) that sends back to CALLBACK. */
export function upstreamStandIn(
  client: Omit<Parameters<typeof startUpstreamProvider>[0], 'redirectUris'>,
): Promise<UpstreamProvider> {
  return startUpstreamProvider({ redirectUris: [CALLBACK], ...client });
}

/** The generic OpenID connector `upstream` ("Upstream ID") for a stand-in and its client. */
export function upstreamConnector(
  upstream: UpstreamProvider,
  client: { clientId: string; clientSecret: string },
) {
  return { slug: 'upstream', name: 'Upstream ID', issuer: upstream.issuer, ...client };
}

export interface ConnectorSuiteOptions<S extends Record<string, StandIn>> {
  /**
   * Starts the suite's stand-ins, once, before its app is built (and after the `beforeAll` hooks
   * the file registered before this call, e.g. one that makes keys they need).
   */
  standIns: () => Promise<S>;
  /** The app's CONNECTORS setting, for the running stand-ins. */
  connectors: (standIns: S) => object[];
  /** More settings of the app. */
  env?: Record<string, string>;
}

interface ListedConnector {
  id: string;
  slug: string;
  kind: string;
  name: string;
}

/**
 * The connector tests' harness, called in a `describe.each(databases)` callback: `appSuite` with
 * the suite's stand-ins running and configured as connectors, and the calls every connector test
 * makes. `standIns` is filled before the first test.
 */
export function connectorSuite<S extends Record<string, StandIn>>(
  kind: DatabaseKind,
  options: ConnectorSuiteOptions<S>,
) {
  // Filled in beforeAll, read by the tests (and the app's settings) after it.
  const standIns = {} as S;
  beforeAll(async () => {
    Object.assign(standIns, await options.standIns());
  });
  afterAll(async () => {
    for (const standIn of Object.values(standIns)) await standIn.close();
  });
  const suite: AppSuite = appSuite(kind, () => ({
    ...options.env,
    CONNECTORS: JSON.stringify(options.connectors(standIns)),
  }));

  /** A browser of the account server (its own cookies). */
  const newBrowser = () => new TestBrowser(() => suite.app);

  /** A JSON POST from `from` (its cookies), or from no browser at all. */
  const post = (from: TestBrowser | undefined, url: string, payload: object) =>
    suite.app.inject({
      method: 'POST',
      url,
      headers: from ? { cookie: from.cookieHeader } : {},
      payload,
    });

  /** The token call with the connector grant, from the browser the ticket is bound to. */
  const grant = (from: TestBrowser, ticket: string) =>
    tokenCall(
      suite.app,
      { grant_type: 'connector', connector_ticket: ticket },
      { headers: { cookie: from.cookieHeader } },
    );

  /** The connectors the sign-in screen lists, for a country or none. */
  const listConnectors = async (country?: string) =>
    (
      await suite.app.inject({
        method: 'GET',
        url: `${connector.connectors}${country === undefined ? '' : `?country=${country}`}`,
      })
    ).json<{ data: { connectors: ListedConnector[] } }>().data.connectors;

  const connectorOf = async (slug: string, country?: string) => {
    const found = (await listConnectors(country)).find((entry) => entry.slug === slug);
    if (!found) throw new Error(`no connector ${slug}`);
    return found;
  };

  /** Where a sign-in by the connector `slug` starts. */
  const startPath = async (slug: string, country?: string) =>
    `/connect/start?connector=${(await connectorOf(slug, country)).id}`;

  /** The browser opens a start URL: the upstream's authorization URL it is sent to. */
  const start = async (from: TestBrowser, url: string) => {
    const started = await from.request(url);
    expect(started.status).toBe(303);
    return new URL(started.location ?? '');
  };

  /** Start, then answer upstream as `login` or cancel: the authorization URL and the answer. */
  const roundTrip = async (
    from: TestBrowser,
    startUrl: string,
    choice: { login: string } | 'cancel',
  ) => {
    const authorization = await start(from, startUrl);
    const answer = await new UpstreamVisit(CALLBACK).answer(authorization.href, choice);
    return { authorization, answer };
  };

  /** The browser brings the upstream's answer to the callback (a redirect, or the form_post). */
  const callBack = (from: TestBrowser, answer: UpstreamAnswer) =>
    answer.method === 'GET'
      ? from.request(answer.url)
      : from.request(answer.url, { method: 'POST', form: answer.form });

  /** A new browser signs in upstream as `login` by `slug`: it and its ticket ('' for none). */
  const ticketThrough = async (slug: string, login: string) => {
    const from = newBrowser();
    const { answer } = await roundTrip(from, await startPath(slug), { login });
    const back = await callBack(from, answer);
    const ticket = new URL(back.location ?? '').searchParams.get('connector_ticket') ?? '';
    return { browser: from, ticket };
  };

  return {
    suite,
    standIns,
    newBrowser,
    post,
    grant,
    listConnectors,
    connectorOf,
    startPath,
    start,
    roundTrip,
    callBack,
    ticketThrough,
  };
}
