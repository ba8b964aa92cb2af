import {
  CONNECTOR_ERROR_PARAM,
  CONNECTOR_ERROR_REASONS,
  CONNECTOR_TICKET_PARAM,
  type ConnectorErrorReason,
} from '@account-centre/contract';

/** The errors a refused callback names, as their texts (decision 050). */
const ERROR_TEXTS = {
  denied: 'connectors:errorDenied',
  state: 'errors:connectorTicketInvalid',
  upstream: 'errors:connectorUpstreamFailed',
  taken: 'errors:connectorIdentityTaken',
} as const satisfies Record<ConnectorErrorReason, string>;

export function connectorErrorText(
  reason: string | null,
): (typeof ERROR_TEXTS)[ConnectorErrorReason] | undefined {
  return (CONNECTOR_ERROR_REASONS as readonly string[]).includes(reason ?? '')
    ? ERROR_TEXTS[reason as ConnectorErrorReason]
    : undefined;
}

/** The callback's answer in this page's URL: a ticket to continue with, or a refusal. */
export function connectorReturnOf(search: string): { ticket?: string; error?: string } {
  const parameters = new URLSearchParams(search);
  const ticket = parameters.get(CONNECTOR_TICKET_PARAM);
  const error = parameters.get(CONNECTOR_ERROR_PARAM);
  return {
    ...(ticket === null ? {} : { ticket }),
    ...(error === null ? {} : { error }),
  };
}

/** Removes the callback's parameters from the address bar (a reload does not replay them). */
export function forgetConnectorReturn(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(CONNECTOR_TICKET_PARAM);
  url.searchParams.delete(CONNECTOR_ERROR_PARAM);
  window.history.replaceState(window.history.state, '', url.href);
}
