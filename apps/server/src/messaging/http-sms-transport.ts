import type { SmsProviderConfig } from '#config/index.ts';
import type { MessageTransport, SmsMessage } from '#messaging/message.ts';
import { renderSmsBody } from '#messaging/sms-body-template.ts';

/**
 * SMS through a generic HTTP provider (`SMS_PROVIDER_*`): one JSON `POST` per message with the
 * configured body template and credentials header. Any 2xx answer is a delivery; any other status,
 * a network failure or no answer within the timeout is a failure (the message queue retries it).
 * Errors name the status only: the provider's body may echo the number or the code.
 */
export function createHttpSmsTransport(provider: SmsProviderConfig): MessageTransport<SmsMessage> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (provider.authHeader) headers[provider.authHeader.name] = provider.authHeader.value;
  return {
    name: 'http-sms',
    async send(message) {
      const signal = AbortSignal.timeout(provider.timeoutMs);
      let response: Response;
      try {
        response = await fetch(provider.url, {
          method: 'POST',
          headers,
          body: renderSmsBody(provider.bodyTemplate, { to: message.to, text: message.text }),
          signal,
          // A redirect would carry the credentials header to wherever it points.
          redirect: 'error',
        });
        // Read to the end, so that the connection can be reused; the content is not needed.
        await response.arrayBuffer();
      } catch (error) {
        if (signal.aborted) {
          throw new Error(`SMS provider did not answer within ${provider.timeoutMs} ms`, {
            cause: error,
          });
        }
        throw new Error('SMS provider request failed', { cause: error });
      }
      if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
    },
    close: () => {},
  };
}
