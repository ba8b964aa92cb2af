import type { LocaleResources } from '#i18n/locale-loaders.ts';
import { useTranslation } from 'react-i18next';
import { getRuntime } from '#lib/runtime.ts';

type ValidationKey = keyof LocaleResources['validation'];

/**
 * Form errors carry rule message keys (contract rules: 'passwordRule', 'invalidEmail', …);
 * this turns them into the current language's text. A key of another namespace is written with
 * its prefix (`errors:newPasswordSameAsOld`), so a form can show a server text before asking.
 * Texts may name the configured minimum age as `{{old}}` (spec §5).
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('validation');
  return (message) => {
    if (!message) return undefined;
    if (!i18n.exists(message, { ns: 'validation' })) return message;
    return t(message as ValidationKey, { old: getRuntime().config.minAge });
  };
}
