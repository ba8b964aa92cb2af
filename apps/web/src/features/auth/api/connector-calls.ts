import {
  authCodeResponseSchema,
  type AuthCodeResult,
  connectorNextResponseSchema,
  connectorPaths,
  connectorsResponseSchema,
  connectorTicketResponseSchema,
  type Connector,
  type ConnectorLinkExistingCodeRequest,
  type ConnectorLinkExistingRequest,
  type ConnectorRegisterRequest,
  type ConnectorTicketResult,
  sendCodeResponseSchema,
  type SendCodeResult,
  type SendEmailCodeRequest,
} from '@account-centre/contract';
import { requestTokens, type LoginAnswer } from '#features/auth/api/request-tokens.ts';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';
import type { SliderTicketOption } from '#lib/api/http.ts';
import { getRuntime } from '#lib/runtime.ts';
import { passkeyAnswer } from '#lib/security/passkey-answer.ts';

const paths = () => connectorPaths(getRuntime().config.brandSegment);

/** The connectors enabled for this tenant (and country): the login and register buttons. */
export async function listConnectors(country?: string): Promise<Connector[]> {
  const answer = await apiClient.get(paths().connectors, {
    schema: connectorsResponseSchema,
    ...(country === undefined ? {} : { query: { country } }),
    showLoading: false,
    toastErrors: false,
  });
  return answer.data.connectors;
}

/** Where a button goes: a navigation to the account server, which sends the browser upstream. */
export function connectorStartUrl(connector: Connector): string {
  return `${paths().connectorStart}?${new URLSearchParams({ connector: connector.id }).toString()}`;
}

export async function describeTicket(ticket: string): Promise<ConnectorTicketResult> {
  const answer = await apiClient.post(paths().connectorTicket, {
    body: { ticket },
    schema: connectorTicketResponseSchema,
  });
  return answer.data;
}

export async function registerWithConnector(request: ConnectorRegisterRequest): Promise<void> {
  await apiClient.post(paths().connectorRegister, {
    body: request,
    schema: connectorNextResponseSchema,
  });
}

export async function linkExistingAccount(request: ConnectorLinkExistingRequest): Promise<void> {
  await apiClient.post(paths().connectorLinkExisting, {
    body: request,
    schema: connectorNextResponseSchema,
  });
}

/** A `login` code to the existing account of a `link-existing` ticket (its masked address). */
export async function sendLinkExistingCode(
  request: ConnectorLinkExistingCodeRequest,
): Promise<AuthCodeResult> {
  const answer = await apiClient.post(paths().connectorLinkExistingCode, {
    body: request,
    schema: authCodeResponseSchema,
  });
  return answer.data;
}

/**
 * The passkey proof of the existing account: a fresh sign-in challenge answered by the browser
 * with one of this site's passkeys (the library is loaded on use only); the server checks that
 * it is the account's. The user's cancel rejects with the browser's error.
 */
export function linkExistingPasskeyAnswer(): Promise<string> {
  return passkeyAnswer();
}

/** The token call's `connector` grant: tokens, or the double check's or authenticator's step. */
export function signInWithConnector(ticket: string): Promise<LoginAnswer> {
  return requestTokens({ grant_type: 'connector', connector_ticket: ticket });
}

/**
 * Decision 056: the registration code for the address a `needsEmail` ticket's account is made
 * with (the registration's own call and slider check; 30901 when the address has an account).
 */
export async function sendConnectorEmailCode(
  input: SendEmailCodeRequest,
  { sliderTicket }: SliderTicketOption,
): Promise<SendCodeResult> {
  const answer = await apiClient.post(getApiPaths().registerEmailCode, {
    body: input,
    sliderTicket,
    schema: sendCodeResponseSchema,
  });
  return answer.data;
}
