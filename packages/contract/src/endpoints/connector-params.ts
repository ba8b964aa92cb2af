/**
 * The connectors' URL parameters and cookie (decision 050), without schemas: the login screen's
 * first load reads them.
 */
/** The cookie binding an upstream round trip (and its ticket) to the browser that started it. */
export const CONNECTOR_BINDING_COOKIE = 'ac_connector';
/** The query parameter of the web app's page that carries the callback's one-time ticket. */
export const CONNECTOR_TICKET_PARAM = 'connector_ticket';
/** The query parameter of the web app's page that carries a refused callback's reason. */
export const CONNECTOR_ERROR_PARAM = 'connector_error';
/**
 * `denied`: the user said no upstream; `state`: a forged, replayed, expired or another browser's
 * callback; `upstream`: the provider failed or gave no verified e-mail; `taken`: that identity is
 * linked to another account.
 */
export const CONNECTOR_ERROR_REASONS = ['denied', 'state', 'upstream', 'taken'] as const;
export type ConnectorErrorReason = (typeof CONNECTOR_ERROR_REASONS)[number];
