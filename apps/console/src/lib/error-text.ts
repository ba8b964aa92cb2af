import { isConsoleOnlyErrorName } from '@account-centre/contract';
import type { TFunction } from 'i18next';
import { ConsoleApiError } from '#lib/api-client.ts';

/**
 * The text for a failed call: the console's own errors by name (40080 with the server's `msg`,
 * which names the refused rule), 400 validation, 404, 429; anything else with its code.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ConsoleApiError)) return t('errors.network');
  const name = error.errorName;
  if (name === 'consoleInputRefused') return t('errors.consoleInputRefused', { msg: error.msg });
  if (isConsoleOnlyErrorName(name)) return t(`errors.${name}`);
  switch (name) {
    case 'invalidParameter':
      return t('errors.invalidParameter');
    case 'notFound':
      return t('errors.notFound');
    case 'tooManyRequests':
      return t('errors.tooManyRequests');
    default:
      return error.status === 400
        ? t('errors.invalidParameter')
        : t('errors.unknown', { code: error.code });
  }
}
