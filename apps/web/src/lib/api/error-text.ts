import { errorMessages, isConsoleOnlyErrorName } from '@account-centre/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '#lib/api/api-error.ts';
import { i18n } from '#lib/i18n/i18n.ts';
import { getRuntime } from '#lib/runtime.ts';

/**
 * The user-facing text of a failed call (spec §8): the catalogue text, else the server's msg,
 * else the token-invalid text for a 401 and a neutral one otherwise (an unknown code is no
 * expired login). 10007 and 30916 pick their text by the body's msg.
 */
type ErrorTextT = TFunction<['errors', 'validation', 'common']>;

export function errorText(
  error: unknown,
  t: ErrorTextT = i18n.getFixedT(null, ['errors', 'validation', 'common']),
): string {
  if (!isApiError(error)) return t('errors:internalError');
  if (error.kind === 'network') return t('common:networkError');
  if (error.kind === 'timeout') return t('common:timeout');
  if (error.kind === 'invalid-response') return t('errors:internalError');
  // The support console's own errors (decision 035): the user app never calls its routes, so it
  // carries no texts for them.
  if (isConsoleOnlyErrorName(error.errorName)) return error.body.msg || t('errors:internalError');
  const msg = error.body.msg?.trim().toLowerCase();
  switch (error.errorName) {
    case undefined:
      if (error.body.msg) return error.body.msg;
      return error.status === 401 ? t('errors:tokenInvalid') : t('errors:unknownError');
    case 'invalidParameter':
      // Spec §5: the server refused the number the form let through: "please enter again".
      if (msg === errorMessages.invalidPhone) return t('validation:invalidMobileNumber');
      if (msg === errorMessages.invalidEmail) return t('validation:invalidEmail');
      if (msg === errorMessages.emailLength) return t('validation:emailLength');
      return t('errors:invalidParameter');
    case 'underMinimumAge':
      // Spec §5 "older than {old}": the age the server is configured with, as the form says it.
      return t('errors:underMinimumAge', { old: getRuntime().config.minAge });
    case 'passwordIncorrect':
      return msg === errorMessages.originalPasswordWrong
        ? t('errors:passwordIncorrect')
        : t('validation:passwordRule');
    default:
      return t(`errors:${error.errorName}`);
  }
}
