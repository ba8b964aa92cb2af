import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/fr/account.ts';
import { apps } from '#i18n/locales/fr/apps.ts';
import { connectors } from '#i18n/locales/fr/connectors.ts';
import { home } from '#i18n/locales/fr/home.ts';
import { privacy } from '#i18n/locales/fr/privacy.ts';
import { auth } from '#i18n/locales/fr/auth.ts';
import { common } from '#i18n/locales/fr/common.ts';
import { emailChange } from '#i18n/locales/fr/email-change.ts';
import { errors } from '#i18n/locales/fr/errors.ts';
import { legal } from '#i18n/locales/fr/legal.ts';
import { logout } from '#i18n/locales/fr/logout.ts';
import { password } from '#i18n/locales/fr/password.ts';
import { register } from '#i18n/locales/fr/register.ts';
import { slider } from '#i18n/locales/fr/slider.ts';
import { security } from '#i18n/locales/fr/security.ts';
import { validation } from '#i18n/locales/fr/validation.ts';

/** French. */
export const fr = {
  common,
  validation,
  errors,
  auth,
  register,
  account,
  logout,
  password,
  emailChange,
  slider,
  legal,
  security,
  apps,
  connectors,
  home,
  privacy,
} satisfies LocaleShape<LocaleResources>;
