import { isApiError } from '#lib/api/api-error.ts';
import { errorText } from '#lib/api/error-text.ts';
import { i18n } from '#lib/i18n/i18n.ts';

/**
 * The words for a failed proof: the server's refusal, or — the browser's passkey prompt was
 * cancelled or failed — that the passkey could not be verified.
 */
export function proofFailureText(error: unknown, byPasskey: boolean): string {
  return byPasskey && !isApiError(error) ? i18n.t('errors:passkeyInvalid') : errorText(error);
}
