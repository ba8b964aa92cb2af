import {
  CONSOLE_MAIL_PREVIEW_HTML_PATH,
  CONSOLE_MAIL_PREVIEWS_PATH,
  consoleMailPreviewHtmlUrl,
  CONSOLE_CSRF_HEADER,
  consoleAdminPaths,
  consoleDeletionPaths,
  consoleConnectorPaths,
  consoleWebhookPaths,
  consoleImportPaths,
  consolePaths,
  managementPaths,
  OIDC_PATHS,
  OPERATIONS,
  TENANT_HEADER,
  type OperationDoc,
} from '@account-centre/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATHS } from '#plugins/openapi.ts';
import { operationsByRoute } from '#plugins/openapi-operations.ts';
import { appSuite } from '#testing/app-suite.ts';
import { consoleTester, createStaff, type ConsoleSession } from '#testing/console-session.ts';
import { parseClientArgs, runClientCommand } from '#modules/oauth/client-commands.ts';
import { basic, createOauthClient } from '#testing/oauth-client.ts';
import { phoneRegistrationBody, uniqueMobile } from '#testing/phone-accounts.ts';
import { fetchChallenge, answerChallenge, keyboardTrace } from '#testing/slider-solver.ts';
import {
  AUTH_HEADER,
  BRAND,
  databases,
  latestCode,
  latestCodeFor,
  outboxFor,
  paths,
  registerUser,
  registrationBody,
  signIn,
  testConfig,
  tokenCall,
  UNLIMITED_CODES,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
}

const AUTHORIZATION = {
  client_id: 'aurora-web',
  redirect_url: 'https://app.example.com/cb',
  interaction: 'unknown-interaction',
};
/** Bodies that pass validation, so that a missing token is what is refused. */
const VALID_BODIES: Record<string, object> = {
  oauthConsent: { ...AUTHORIZATION, allow: true },
  storeRedirect: AUTHORIZATION,
  appsRevoke: { grant_id: 'no-such-grant' },
  changePassword: { currentPassword: VALID_PASSWORD, password: 'Another-Dock43' },
  changeEmailCode: { email: 'new@example.com' },
  changeEmail: { email: 'new@example.com', code: '123456', currentPassword: VALID_PASSWORD },
  endSession: { sessionId: '00000000-0000-4000-8000-000000000000' },
  endOtherSessions: { currentPassword: VALID_PASSWORD },
  totpDisable: { currentPassword: VALID_PASSWORD },
  passkeyRegisterOptions: { currentPassword: VALID_PASSWORD },
  passkeyRename: { id: '00000000-0000-4000-8000-000000000000', name: 'Phone' },
  passkeyRemove: { id: '00000000-0000-4000-8000-000000000000' },
  totpConfirm: { code: '123456' },
  passkeyRegister: { credential: {}, name: 'Phone' },
  accountDeletion: { currentPassword: VALID_PASSWORD, confirmation: 'someone@example.com' },
  dataExport: { currentPassword: VALID_PASSWORD, format: 'json' },
  connectorLink: { connectorId: 'no-such-connector', currentPassword: VALID_PASSWORD },
  connectorUnlink: { id: 'no-such-identity' },
};

/** A ticket of the right shape that no connector flow issued. */
const UNKNOWN_TICKET = 'x'.repeat(43);
/** The one-time token of the deletion notice's cancel link (decision 048). */
const CANCEL_LINK = /cancelDeletion\?token=([A-Za-z0-9_-]{43})/;

/** Each operation's answers seen by this file: success (2xx/3xx) and error, by operationId. */
const seen = { success: new Set<string>(), error: new Set<string>() };

/** `:name` of a Fastify route as OpenAPI writes it. */
const asOpenApi = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe.each(databases)('real answers against the OpenAPI document (%s)', (kind) => {
  const suite = appSuite(kind, UNLIMITED_CODES);
  const consoleApi = consoleTester(suite);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  let document: Document;
  const validators = new Map<string, ValidateFunction>();
  const routes = operationsByRoute(BRAND);

  beforeAll(async () => {
    const response = await suite.app.inject({ method: 'GET', url: OPENAPI_PATHS.document });
    document = response.json<Document>();
    ajv.addSchema(document, 'openapi');
  });

  /**
   * Checks one real answer of `route` (`METHOD /path` as registered): its status is one the
   * document gives the operation, and its body validates against that status's schema.
   */
  function check(route: string, response: LightMyRequestResponse): void {
    const [method = '', url = ''] = route.split(' ');
    const path = asOpenApi(url);
    const operation = routes.get(`${method} ${path}`);
    expect(operation, route).toBeDefined();
    const status = String(response.statusCode);
    const answers = document.paths[path]?.[method.toLowerCase()]?.responses ?? {};
    expect(Object.keys(answers), `${route} answered ${status}: ${response.body}`).toContain(status);
    const id = (operation as OperationDoc).operationId;
    (response.statusCode < 400 ? seen.success : seen.error).add(id);
    if (!answers[status]?.content || response.body === '') return;
    if (String(response.headers['content-type']).startsWith('text/html')) {
      // A page (the console's mail preview): documented as HTML, no JSON to check.
      expect(Object.keys(answers[status].content), route).toEqual(['text/html']);
      return;
    }
    const pointer = `openapi#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.getSchema(pointer);
      if (!validate) throw new Error(`no schema at ${pointer}`);
      validators.set(pointer, validate);
    }
    const body: unknown = response.json();
    expect(
      validate(body),
      `${route} ${status}: ${JSON.stringify(validate.errors)} ${response.body}`,
    ).toBe(true);
  }

  const inject = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: { headers?: Record<string, string>; payload?: object | string; route?: string } = {},
  ) => {
    const response = await suite.app.inject({
      method,
      url,
      headers: options.headers ?? {},
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
    check(`${method} ${options.route ?? url.split('?')[0]}`, response);
    return response;
  };

  /** A fresh account signed in: its e-mail and access token. */
  const signedIn = async () => {
    const email = uniqueEmail('openapi');
    await registerUser(suite.app, email);
    const tokens = await signIn(suite.app, email);
    return { email, auth: { [AUTH_HEADER]: tokens.access_token } };
  };

  it('every API call refuses an unknown tenant, and every signed-in call a missing token, as documented', async () => {
    for (const operation of OPERATIONS) {
      if (operation.auth.startsWith('console')) continue;
      const path = operation.path.replaceAll('{brand}', BRAND);
      // A query that passes validation, so that the token is what is refused.
      const url =
        operation.operationId === 'authCode'
          ? `${path}?client_id=aurora-web&redirect_url=${encodeURIComponent('https://app.example.com/cb')}&interaction=unknown-interaction`
          : path;
      const bad = await inject(operation.method, url, {
        headers: { [TENANT_HEADER]: '12' },
        ...(operation.method === 'GET' ? {} : { payload: {} }),
      });
      expect(bad.json<{ code: number }>().code, url).toBe(40040);
      if (operation.auth === 'session') {
        const none = await inject(operation.method, url, {
          ...(operation.method === 'GET'
            ? {}
            : { payload: VALID_BODIES[operation.operationId] ?? {} }),
        });
        expect(none.json<{ code: number }>().code, url).toBe(40100);
      }
    }
  });

  it('every console call refuses a missing session, and every admin call support staff', async () => {
    const support = await consoleApi.signIn(await createStaff(suite.database.db, kind, 'support'));
    for (const operation of OPERATIONS) {
      if (!operation.auth.startsWith('console')) continue;
      const url = operation.path
        .replace('{userId}', '00000000-0000-4000-8000-000000000000')
        .replace('{clientId}', 'no-such-client')
        .replace('{staffId}', '00000000-0000-4000-8000-000000000000')
        .replace('{messageId}', '00000000-0000-4000-8000-000000000000')
        .replace('{importId}', '00000000-0000-4000-8000-000000000000')
        .replace('{kind}', 'privacy-policy')
        .replace('{version}', '1');
      const route = operation.path.replace(/\{([A-Za-z]+)\}/g, ':$1');
      const payload = operation.method === 'GET' ? {} : { payload: {} };
      if (operation.operationId === 'consoleSignIn') {
        const bad = await inject('POST', url, { route, payload: { email: 'a@example.com' } });
        expect(bad.json<{ code: number }>().code).toBe(40000);
        continue;
      }
      const none = await inject(operation.method, url, { route, ...payload });
      expect(none.json<{ code: number }>().code, url).toBe(40110);
      if (operation.auth === 'consoleAdmin') {
        const refused = await inject(operation.method, url, {
          route,
          headers: { cookie: support.cookie, [CONSOLE_CSRF_HEADER]: support.csrf },
          ...payload,
        });
        expect(refused.json<{ code: number }>().code, url).toBe(40322);
      }
    }
  });

  it('the sign-in, registration and public calls answer as documented', async () => {
    await inject('POST', paths.publicKey, { payload: {} });
    const challenge = await fetchChallenge(suite.app);
    check(
      `POST ${paths.sliderChallenge}`,
      await suite.app.inject({ method: 'POST', url: paths.sliderChallenge }),
    );
    const trace = keyboardTrace(challenge.target);
    check(
      `POST ${paths.sliderVerify}`,
      await answerChallenge(suite.app, challenge.challengeId, 'keyboard', trace),
    );
    const wrong = await inject('POST', paths.sliderVerify, {
      payload: { challengeId: challenge.challengeId, input: 'keyboard', position: 0, trace },
    });
    expect(wrong.json<{ code: number }>().code).toBe(40021);

    const email = uniqueEmail('openapi.reg');
    await inject('POST', paths.registerEmailCode, { payload: { email } });
    const code = await latestCode(suite.app, email);
    await inject('POST', paths.registerEmailVerification, {
      payload: registrationBody(email, code),
    });
    const again = await inject('POST', paths.registerEmailCode, { payload: { email } });
    expect(again.json<{ code: number }>().code).toBe(30901);

    const phone = uniqueMobile();
    await inject('POST', paths.registerSms, {
      payload: { areaCode: phone.areaCode, phone: phone.phone },
    });
    const smsCode = await latestCode(suite.app, phone.e164);
    await inject('POST', paths.registerSmsVerification, {
      payload: phoneRegistrationBody(phone, smsCode),
    });

    check(
      `POST ${paths.token}`,
      await tokenCall(suite.app, {
        grant_type: 'password',
        username: email,
        password: VALID_PASSWORD,
      }),
    );
    const wrongPassword = await tokenCall(suite.app, {
      grant_type: 'password',
      username: email,
      password: 'Wrong-Password1',
    });
    check(`POST ${paths.token}`, wrongPassword);
    expect(wrongPassword.json<{ code: number }>().code).toBe(40011);
    const noGrant = await tokenCall(suite.app, { grant_type: 'implicit' });
    check(`POST ${paths.token}`, noGrant);
    expect(noGrant.json<{ code: number }>().code).toBe(40014);
    const noClient = await inject('POST', paths.token, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password',
    });
    expect(noClient.json<{ code: number }>().code).toBe(40101);
    // A malformed second-factor code: the token call's own 40013 (API.md says so too).
    const malformed = await tokenCall(suite.app, {
      grant_type: 'second_factor',
      second_factor_token: 'x'.repeat(20),
      code: '12',
    });
    check(`POST ${paths.token}`, malformed);
    expect(malformed.json<{ code: number }>().code, malformed.body).toBe(40013);

    await inject('POST', paths.oauthEmail, { payload: { purpose: 'login', account: email } });
    const unknown = await inject('POST', paths.oauthEmail, {
      payload: { purpose: 'login', account: uniqueEmail('nobody') },
    });
    expect(unknown.json<{ code: number }>().code).toBe(30401);
    await inject('POST', paths.passkeySignInOptions, { payload: {} });

    await inject('POST', paths.resetPasswordCode, { payload: { account: email } });
    const resetCode = await latestCodeFor(suite.app, email, 'reset');
    await inject('POST', paths.resetPassword, {
      payload: { account: email, code: resetCode, password: 'Another-Dock43' },
    });
    const undo = await inject('POST', paths.undoEmailChange, {
      payload: { token: 'no-such-token' },
    });
    expect(undo.json<{ code: number }>().code).toBe(30914);

    await inject('GET', `${paths.privacy}?kind=privacy-policy&lang=en&country=DE`);
    await inject('GET', `${paths.privacy}?kind=nonsense&lang=en&country=DE`);
    await createOauthClient(suite.database.db, {
      id: `openapi-${kind}`,
      redirectUrl: 'https://app.example.com/cb',
      secret: 'a-long-enough-client-secret-0123456789',
    });
    await inject(
      'GET',
      `${paths.oauthClient}?client_id=openapi-${kind}&redirect_url=${encodeURIComponent('https://app.example.com/cb')}`,
    );
    const unregistered = await inject(
      'GET',
      `${paths.oauthClient}?client_id=openapi-${kind}&redirect_url=${encodeURIComponent('https://evil.example.com/cb')}`,
    );
    expect(unregistered.json<{ code: number }>().code).toBe(40061);
  });

  it("the signed-in account's calls answer as documented", async () => {
    const user = await signedIn();
    for (const url of [
      paths.userInfo,
      paths.activity,
      paths.sessions,
      paths.totp,
      paths.passkeys,
      paths.apps,
    ]) {
      await inject('GET', url, { headers: user.auth });
    }
    await inject('POST', paths.homeRuleList, { headers: user.auth, payload: {} });
    await inject('POST', paths.homeRuleCheck, { headers: user.auth, payload: {} });
    const stale = await inject('POST', paths.homeRuleCheck, {
      headers: user.auth,
      payload: { accept: [{ kind: 'privacy-policy', version: 999 }] },
    });
    expect(stale.json<{ code: number }>().code, stale.body).toBe(40900);

    const newEmail = uniqueEmail('openapi.new');
    await inject('POST', paths.changeEmailCode, {
      headers: user.auth,
      payload: { email: newEmail },
    });
    const emailCode = await latestCode(suite.app, newEmail);
    await inject('POST', paths.changeEmail, {
      headers: user.auth,
      payload: { email: newEmail, code: emailCode, currentPassword: VALID_PASSWORD },
    });
    const same = await inject('POST', paths.changePassword, {
      headers: user.auth,
      payload: { currentPassword: VALID_PASSWORD, password: VALID_PASSWORD },
    });
    expect(same.json<{ code: number }>().code).toBe(30918);

    // Two more sign-ins: one is ended by the first, the other by "end the others".
    const second = await signIn(suite.app, newEmail);
    await signIn(suite.app, newEmail);
    const list = await inject('GET', paths.sessions, {
      headers: { [AUTH_HEADER]: second.access_token },
    });
    const sessions = list.json<{ data: { sessions: { id: string; current: boolean }[] } }>().data
      .sessions;
    const other = sessions.find((session) => !session.current);
    await inject('POST', paths.endSession, {
      headers: user.auth,
      payload: { sessionId: other?.id },
    });
    const gone = await inject('POST', paths.endSession, {
      headers: user.auth,
      payload: { sessionId: other?.id },
    });
    expect(gone.json<{ code: number }>().code).toBe(40401);
    await inject('POST', paths.endOtherSessions, {
      headers: user.auth,
      payload: { currentPassword: VALID_PASSWORD },
    });
    const noProof = await inject('POST', paths.endOtherSessions, {
      headers: user.auth,
      payload: {},
    });
    expect(noProof.json<{ code: number }>().code).toBe(40072);

    await inject('POST', paths.passkeyRegisterOptions, {
      headers: user.auth,
      payload: { currentPassword: VALID_PASSWORD },
    });
    const noPasskey = await inject('POST', paths.passkeyRemove, {
      headers: user.auth,
      payload: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(noPasskey.json<{ code: number }>().code).toBe(40401);
    await inject('POST', paths.passkeyRename, {
      headers: user.auth,
      payload: { id: '00000000-0000-4000-8000-000000000000', name: 'Phone' },
    });
    const setup = await inject('POST', paths.totpSetup, { headers: user.auth, payload: {} });
    const totp = new TOTP({ secret: setup.json<{ data: { secret: string } }>().data.secret });
    await inject('POST', paths.totpConfirm, {
      headers: user.auth,
      payload: { code: totp.generate() },
    });
    await inject('POST', paths.totpDisable, {
      headers: user.auth,
      payload: { totpCode: totp.generate({ timestamp: Date.now() + 30_000 }) },
    });
    await inject('POST', paths.appsRevoke, {
      headers: user.auth,
      payload: { grant_id: 'no-such-grant' },
    });
    const authCode = await inject(
      'GET',
      `${paths.authCode}?client_id=openapi-${kind}&redirect_url=${encodeURIComponent('https://app.example.com/cb')}&interaction=unknown-interaction`,
      { headers: user.auth },
    );
    expect(authCode.json<{ code: number }>().code).toBe(40062);
    await inject('POST', paths.changePassword, {
      headers: user.auth,
      payload: { currentPassword: VALID_PASSWORD, password: 'Another-Dock43' },
    });
    await inject('GET', paths.logout, { headers: user.auth });
  });

  it('the connector calls answer as documented (decision 050)', async () => {
    await inject('GET', `${paths.connectors}?country=DE`);
    const badCountry = await inject('GET', `${paths.connectors}?country=germany`);
    expect(badCountry.json<{ code: number }>().code).toBe(40000);
    const ticket = await inject('POST', paths.connectorTicket, {
      payload: { ticket: UNKNOWN_TICKET },
    });
    expect(ticket.json<{ code: number }>().code).toBe(40090);
    const register = await inject('POST', paths.connectorRegister, {
      payload: {
        ticket: UNKNOWN_TICKET,
        country: 'DE',
        birthDate: { year: 1990, month: 1, day: 1 },
        agreementAccepted: true,
      },
    });
    expect(register.json<{ code: number }>().code).toBe(40090);
    const linkExisting = await inject('POST', paths.connectorLinkExisting, {
      payload: { ticket: UNKNOWN_TICKET, password: VALID_PASSWORD },
    });
    expect(linkExisting.json<{ code: number }>().code).toBe(40090);
    const linkExistingCode = await inject('POST', paths.connectorLinkExistingCode, {
      payload: { ticket: UNKNOWN_TICKET },
    });
    expect(linkExistingCode.json<{ code: number }>().code).toBe(40090);
    // The token call's connector grant with a ticket no flow issued.
    const grant = await tokenCall(suite.app, {
      grant_type: 'connector',
      connector_ticket: UNKNOWN_TICKET,
    });
    check(`POST ${paths.token}`, grant);
    expect(grant.json<{ code: number }>().code, grant.body).toBe(40090);

    const user = await signedIn();
    await inject('GET', paths.connectorIdentities, { headers: user.auth });
    const noProof = await inject('POST', paths.connectorLink, {
      headers: user.auth,
      payload: { connectorId: 'no-such-connector' },
    });
    expect(noProof.json<{ code: number }>().code).toBe(40072);
    const unknownConnector = await inject('POST', paths.connectorLink, {
      headers: user.auth,
      payload: { connectorId: 'no-such-connector', currentPassword: VALID_PASSWORD },
    });
    expect(unknownConnector.json<{ code: number }>().code).toBe(40090);
    const unlink = await inject('POST', paths.connectorUnlink, {
      headers: user.auth,
      payload: { id: 'no-such-identity' },
    });
    expect(unlink.json<{ code: number }>().code).toBe(40090);
  });

  it('account deletion, its cancel link and the data export answer as documented (decision 048)', async () => {
    const user = await signedIn();
    await inject('POST', paths.dataExport, {
      headers: user.auth,
      payload: { currentPassword: VALID_PASSWORD, format: 'json' },
    });
    const wrongPassword = await inject('POST', paths.dataExport, {
      headers: user.auth,
      payload: { currentPassword: 'Wrong-Password1', format: 'html' },
    });
    expect(wrongPassword.json<{ code: number }>().code).toBe(30916);
    const mismatch = await inject('POST', paths.accountDeletion, {
      headers: user.auth,
      payload: { currentPassword: VALID_PASSWORD, confirmation: 'someone-else@example.com' },
    });
    expect(mismatch.json<{ code: number }>().code).toBe(30922);
    await inject('POST', paths.accountDeletion, {
      headers: user.auth,
      payload: { currentPassword: VALID_PASSWORD, confirmation: user.email },
    });
    const unknownLink = await inject('POST', paths.cancelAccountDeletion, {
      payload: { token: UNKNOWN_TICKET },
    });
    expect(unknownLink.json<{ code: number }>().code).toBe(30921);
    const notice = (await outboxFor(suite.app, user.email)).find(
      (message) => message.purpose === 'account-deletion',
    );
    const token = CANCEL_LINK.exec(notice?.text ?? '')?.[1];
    expect(token, notice?.text).toBeDefined();
    await inject('POST', paths.cancelAccountDeletion, { payload: { token } });
  });

  it("the management API's calls answer as documented", async () => {
    const id = `openapi-machine-${kind}`;
    await runClientCommand(
      parseClientArgs(
        [
          'create-client',
          id,
          '--machine',
          '--secret',
          'a-long-enough-client-secret-0123456789',
          ...['users:read', 'users:write', 'sessions:write', 'legal:write'].flatMap((scope) => [
            '--scope',
            scope,
          ]),
        ],
        testConfig(),
      ),
      { db: suite.database.db, print: () => {} },
    );
    const token = await suite.app.inject({
      method: 'POST',
      url: OIDC_PATHS.token,
      headers: {
        authorization: basic(id, 'a-long-enough-client-secret-0123456789'),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload:
        'grant_type=client_credentials&scope=users%3Aread+users%3Awrite+sessions%3Awrite+legal%3Awrite',
    });
    const bearer = {
      authorization: `Bearer ${token.json<{ access_token: string }>().access_token}`,
    };
    const manage = managementPaths(BRAND);
    const user = await signedIn();
    const found = await inject('GET', `${manage.users}?account=${encodeURIComponent(user.email)}`, {
      headers: bearer,
    });
    const userId = found.json<{ data: { users: { id: string }[] } }>().data.users[0]?.id ?? '';
    const at = (path: string) => ({ url: path.replace(':userId', userId), route: path });
    for (const path of [manage.user]) {
      const { url, route } = at(path);
      await inject('GET', url, { headers: bearer, route });
    }
    for (const path of [manage.disable, manage.enable, manage.endSessions, manage.passwordReset]) {
      const { url, route } = at(path);
      await inject('POST', url, { headers: bearer, route });
      const missing = await inject('POST', url, { route });
      expect(missing.json<{ code: number }>().code).toBe(40100);
    }
    const unknown = await inject(
      'GET',
      manage.user.replace(':userId', '00000000-0000-4000-8000-000000000000'),
      { headers: bearer, route: manage.user },
    );
    expect(unknown.json<{ code: number }>().code).toBe(40400);
    await inject('POST', manage.legal, {
      headers: bearer,
      payload: {
        kind: 'privacy-policy',
        country: 'IT',
        texts: [{ language: 'en', title: 'Privacy', body: 'Policy.' }],
      },
    });
    // Last: the account's deletion (started, then refused as pending already).
    const deletion = at(manage.deletion);
    await inject('POST', deletion.url, { headers: bearer, route: deletion.route });
    const pending = await inject('POST', deletion.url, { headers: bearer, route: deletion.route });
    expect(pending.json<{ code: number }>().code).toBe(40910);
  });

  it('the webhook calls answer as documented', async () => {
    const id = `openapi-hooks-${kind}`;
    await runClientCommand(
      parseClientArgs(
        [
          'create-client',
          id,
          '--machine',
          '--secret',
          'a-long-enough-client-secret-0123456789',
          '--scope',
          'webhooks:read',
          '--scope',
          'webhooks:write',
        ],
        testConfig(),
      ),
      { db: suite.database.db, print: () => {} },
    );
    const token = await suite.app.inject({
      method: 'POST',
      url: OIDC_PATHS.token,
      headers: {
        authorization: basic(id, 'a-long-enough-client-secret-0123456789'),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials&scope=webhooks%3Aread+webhooks%3Awrite',
    });
    const bearer = {
      authorization: `Bearer ${token.json<{ access_token: string }>().access_token}`,
    };
    const manage = managementPaths(BRAND);
    await inject('GET', manage.webhooks, { headers: bearer });
    expect((await inject('GET', manage.webhooks)).json<{ code: number }>().code).toBe(40100);
    const created = await inject('POST', manage.webhooks, {
      headers: bearer,
      payload: { url: 'https://hooks.example.com/in', events: ['user.created'] },
    });
    const refused = await inject('POST', manage.webhooks, {
      headers: bearer,
      payload: { url: 'https://127.0.0.1/in', events: ['user.created'] },
    });
    expect(refused.json<{ code: number }>().code).toBe(40080);
    const endpointId = created.json<{ data: { endpoint: { id: string } } }>().data.endpoint.id;
    const at = (path: string, ids: { endpointId?: string; messageId?: string } = {}) => ({
      url: path
        .replace(':endpointId', ids.endpointId ?? endpointId)
        .replace(':messageId', ids.messageId ?? '00000000-0000-4000-8000-000000000000'),
      route: path,
    });
    // Disabled here, its deliveries fail at once (no receiver is reached) and become dead.
    const disable = () =>
      suite.database.db
        .updateTable('webhook_endpoints')
        .set({ enabled: false })
        .where('id', '=', endpointId)
        .execute();
    await disable();
    const test = at(manage.webhookTest);
    const sent = await inject('POST', test.url, { headers: bearer, route: test.route });
    const messageId = sent.json<{ data: { messageId: string } }>().data.messageId;
    const enable = at(manage.webhookEnable);
    await inject('POST', enable.url, { headers: bearer, route: enable.route });
    await disable();
    const deliveries = at(manage.webhookDeliveries);
    await inject('GET', deliveries.url, { headers: bearer, route: deliveries.route });
    const redeliver = at(manage.webhookRedeliver, { messageId });
    await inject('POST', redeliver.url, { headers: bearer, route: redeliver.route });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['DELETE', manage.webhook],
      ['POST', manage.webhookEnable],
      ['POST', manage.webhookTest],
      ['GET', manage.webhookDeliveries],
      ['POST', manage.webhookRedeliver],
    ] as const) {
      const { url, route } = at(path, { endpointId: unknown });
      const missing = await inject(method, url, { headers: bearer, route });
      expect(missing.json<{ code: number }>().code, url).toBe(40400);
    }
    const removed = at(manage.webhook);
    await inject('DELETE', removed.url, { headers: bearer, route: removed.route });
  });

  it("the console's calls answer as documented", async () => {
    const adminStaff = await createStaff(suite.database.db, kind, 'admin');
    const half = await consoleApi.passwordStep(adminStaff);
    check(
      `POST ${consolePaths.signIn}`,
      await consoleApi.call('POST', consolePaths.signIn, undefined, {
        email: adminStaff.email,
        password: 'wrong',
      }),
    );
    const admin: ConsoleSession = await consoleApi.signIn(adminStaff);
    void half;
    seen.success.add('consoleSignIn').add('consoleSignInTotp');
    const call = async (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      route: string,
      url: string,
      payload?: object,
    ) => {
      const response = await consoleApi.call(method, url, admin, payload);
      check(`${method} ${route}`, response);
      return response;
    };
    const user = await signedIn();
    await call('GET', consolePaths.me, consolePaths.me);
    const found = await call(
      'GET',
      consolePaths.users,
      `${consolePaths.users}?tenant=000000&account=${encodeURIComponent(user.email)}`,
    );
    const userId = found.json<{ data: { users: { id: string }[] } }>().data.users[0]?.id ?? '';
    await call(
      'GET',
      consolePaths.user,
      `${consolePaths.user.replace(':userId', userId)}?tenant=000000`,
    );
    await call(
      'POST',
      consolePaths.userAction,
      consolePaths.userAction.replace(':userId', userId),
      { tenant: '000000', action: 'unlock' },
    );
    await call('GET', consolePaths.audit, consolePaths.audit);
    await call('GET', consoleAdminPaths.clients, consoleAdminPaths.clients);
    const clientId = `openapi-console-${kind}`;
    const fields = {
      name: 'OpenAPI',
      redirectUrls: ['https://app.example.com/cb'],
      scopes: ['email'],
      skipConsent: false,
      postLogoutRedirectUrls: [],
    };
    await call('POST', consoleAdminPaths.clients, consoleAdminPaths.clients, {
      clientId,
      ...fields,
    });
    const taken = await call('POST', consoleAdminPaths.clients, consoleAdminPaths.clients, {
      clientId,
      ...fields,
    });
    expect(taken.json<{ code: number }>().code).toBe(40910);
    const client = consoleAdminPaths.client.replace(':clientId', clientId);
    await call('PUT', consoleAdminPaths.client, client, fields);
    await call(
      'POST',
      consoleAdminPaths.clientSecret,
      consoleAdminPaths.clientSecret.replace(':clientId', clientId),
    );
    await call('DELETE', consoleAdminPaths.client, client);
    await call('DELETE', consoleAdminPaths.client, client);
    await call('GET', consoleAdminPaths.legal, consoleAdminPaths.legal);
    const published = await call('POST', consoleAdminPaths.legal, consoleAdminPaths.legal, {
      kind: 'privacy-policy',
      country: 'DE',
      texts: [{ language: 'en', title: 'Privacy', body: 'The privacy policy.' }],
    });
    const version = published.json<{ data: { version: number } }>().data.version;
    const versionPath = (path: string) =>
      path.replace(':kind', 'privacy-policy').replace(':version', String(version));
    await call('POST', consoleAdminPaths.legalTexts, versionPath(consoleAdminPaths.legalTexts), {
      texts: [{ language: 'de', title: 'Datenschutz', body: 'Die Datenschutzerklärung.' }],
    });
    await call(
      'GET',
      consoleAdminPaths.legalAcceptances,
      `${versionPath(consoleAdminPaths.legalAcceptances)}?tenant=000000`,
    );
    await call('GET', consoleAdminPaths.keys, consoleAdminPaths.keys);
    await call('POST', consoleAdminPaths.keysRotate, consoleAdminPaths.keysRotate);
    await call('GET', consoleAdminPaths.staff, consoleAdminPaths.staff);
    const created = await call('POST', consoleAdminPaths.staff, consoleAdminPaths.staff, {
      email: uniqueEmail('openapi.staff'),
      role: 'support',
    });
    const staffId = created.json<{ data: { staff: { id: string } } }>().data.staff.id;
    await call(
      'PATCH',
      consoleAdminPaths.staffMember,
      consoleAdminPaths.staffMember.replace(':staffId', staffId),
      { role: 'admin' },
    );
    await call('GET', consoleAdminPaths.messages, `${consoleAdminPaths.messages}?status=dead`);
    await call(
      'GET',
      CONSOLE_MAIL_PREVIEWS_PATH,
      `${CONSOLE_MAIL_PREVIEWS_PATH}?brand=second&language=de`,
    );
    await call(
      'GET',
      CONSOLE_MAIL_PREVIEW_HTML_PATH,
      consoleMailPreviewHtmlUrl('code-login', 'ar', 'first'),
    );
    await call(
      'GET',
      CONSOLE_MAIL_PREVIEW_HTML_PATH,
      consoleMailPreviewHtmlUrl('no-such-kind', 'ar', 'first'),
    );
    await call(
      'POST',
      consoleAdminPaths.messageRetry,
      consoleAdminPaths.messageRetry.replace(':messageId', '00000000-0000-4000-8000-000000000000'),
    );
    // Decision 054: webhooks across tenants (an endpoint disabled here fails at once: no network).
    const hooks = consoleWebhookPaths;
    await call('GET', hooks.webhooks, hooks.webhooks);
    const hook = await call('POST', hooks.webhooks, hooks.webhooks, {
      tenant: '000000',
      url: 'https://hooks.example.com/console',
      events: ['user.created'],
    });
    const refusedHook = await call('POST', hooks.webhooks, hooks.webhooks, {
      tenant: '000000',
      url: 'https://10.0.0.1/in',
      events: ['user.created'],
    });
    expect(refusedHook.json<{ code: number }>().code).toBe(40080);
    const hookId = hook.json<{ data: { endpoint: { id: string } } }>().data.endpoint.id;
    await suite.database.db
      .updateTable('webhook_endpoints')
      .set({ enabled: false })
      .where('id', '=', hookId)
      .execute();
    for (const [method, path] of [
      ['POST', hooks.webhookTest],
      ['GET', hooks.webhookDeliveries],
      ['POST', hooks.webhookEnable],
    ] as const) {
      await call(method, path, path.replace(':endpointId', hookId));
      const missing = await call(
        method,
        path,
        path.replace(':endpointId', '00000000-0000-4000-8000-000000000000'),
      );
      expect(missing.json<{ code: number }>().code).toBe(40400);
    }
    // Decision 048: the pending deletions; cancelling one, erasing another (admin).
    const deleting = await Promise.all([signedIn(), signedIn()]);
    for (const one of deleting) {
      const deleted = await suite.app.inject({
        method: 'POST',
        url: paths.accountDeletion,
        headers: one.auth,
        payload: { currentPassword: VALID_PASSWORD, confirmation: one.email },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    const pending = await call('GET', consoleDeletionPaths.list, consoleDeletionPaths.list);
    const pendingIds = deleting.map(
      (one) =>
        pending
          .json<{ data: { deletions: { userId: string; email: string | null }[] } }>()
          .data.deletions.find((row) => row.email === one.email)?.userId ?? '',
    );
    const [cancelId = '', eraseId = ''] = pendingIds;
    const deletionPath = (path: string, id: string) => path.replace(':userId', id);
    await call(
      'POST',
      consoleDeletionPaths.cancel,
      deletionPath(consoleDeletionPaths.cancel, cancelId),
    );
    const notPending = await call(
      'POST',
      consoleDeletionPaths.cancel,
      deletionPath(consoleDeletionPaths.cancel, cancelId),
    );
    expect(notPending.json<{ code: number }>().code).toBe(40410);
    await call(
      'POST',
      consoleDeletionPaths.erase,
      deletionPath(consoleDeletionPaths.erase, eraseId),
    );
    const erased = await call(
      'POST',
      consoleDeletionPaths.erase,
      deletionPath(consoleDeletionPaths.erase, eraseId),
    );
    expect(erased.json<{ code: number }>().code).toBe(40410);

    // Issue 34: the user import (decision 049).
    const imported = await call(
      'POST',
      consoleImportPaths.userImports,
      consoleImportPaths.userImports,
      {
        fileName: 'users.jsonl',
        format: 'jsonl',
        content: JSON.stringify({
          email: 'too-young@example.com',
          country: 'DE',
          birthDate: '2021-01-01',
        }),
      },
    );
    const runId = imported.json<{ data: { run: { id: string } } }>().data.run.id;
    const badFormat = await call(
      'POST',
      consoleImportPaths.userImports,
      consoleImportPaths.userImports,
      { fileName: 'users.xml', format: 'xml', content: '' },
    );
    expect(badFormat.json<{ code: number }>().code).toBe(40000);
    await call('GET', consoleImportPaths.userImports, consoleImportPaths.userImports);
    await call(
      'GET',
      consoleImportPaths.userImportRefusals,
      consoleImportPaths.userImportRefusals.replace(':importId', runId),
    );
    // Issue 35: the connectors (decision 056).
    const saved = await call(
      'POST',
      consoleConnectorPaths.connectors,
      consoleConnectorPaths.connectors,
      {
        tenant: '000000',
        slug: 'openapi-google',
        kind: 'google',
        name: 'Google',
        clientId: 'google-client',
        clientSecret: 'google-secret',
        enabled: false,
      },
    );
    const connectorId = saved.json<{ data: { connector: { id: string } } }>().data.connector.id;
    await call(
      'GET',
      consoleConnectorPaths.connectors,
      `${consoleConnectorPaths.connectors}?tenant=000000`,
    );
    await call(
      'POST',
      consoleConnectorPaths.connectorEnabled,
      consoleConnectorPaths.connectorEnabled.replace(':connectorId', connectorId),
      { tenant: '000000', enabled: false },
    );
    await call(
      'GET',
      consoleConnectorPaths.userIdentities,
      `${consoleConnectorPaths.userIdentities.replace(':userId', userId)}?tenant=000000`,
    );
    await call('POST', consolePaths.signOut, consolePaths.signOut);
  });
});

/**
 * The operations this file has no success answer of yet: they need a WebAuthn ceremony, an
 * OpenID sign-in request in flight, or (the connector calls) an upstream identity provider's
 * sign-in and a connector configured for it; their own suites drive those (passkeys, oidc,
 * connectors).
 */
const SUCCESS_ELSEWHERE = new Set([
  'passkeyRegister',
  'passkeyRename',
  'passkeyRemove',
  'authCode',
  'oauthConsent',
  'storeRedirect',
  'appsRevoke',
  'undoEmailChange',
  'consoleRetryMessage',
  'connectorTicket',
  'connectorRegister',
  'connectorLinkExisting',
  'connectorLinkExistingCode',
  'connectorLink',
  'connectorUnlink',
]);

afterAll(() => {
  // Every operation gave an error answer checked above, and all but the listed a success answer.
  const missingError = OPERATIONS.filter((operation) => !seen.error.has(operation.operationId));
  const missingSuccess = OPERATIONS.filter(
    (operation) =>
      !seen.success.has(operation.operationId) && !SUCCESS_ELSEWHERE.has(operation.operationId),
  );
  expect(missingError.map((operation) => operation.operationId)).toEqual([]);
  expect(missingSuccess.map((operation) => operation.operationId)).toEqual([]);
});
