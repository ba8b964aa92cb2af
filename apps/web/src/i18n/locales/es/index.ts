import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/es/account.ts';
import { apps } from '#i18n/locales/es/apps.ts';
import { connectors } from '#i18n/locales/es/connectors.ts';
import { home } from '#i18n/locales/es/home.ts';
import { privacy } from '#i18n/locales/es/privacy.ts';
import { auth } from '#i18n/locales/es/auth.ts';
import { common } from '#i18n/locales/es/common.ts';
import { emailChange } from '#i18n/locales/es/email-change.ts';
import { errors } from '#i18n/locales/es/errors.ts';
import { legal } from '#i18n/locales/es/legal.ts';
import { logout } from '#i18n/locales/es/logout.ts';
import { password } from '#i18n/locales/es/password.ts';
import { register } from '#i18n/locales/es/register.ts';
import { slider } from '#i18n/locales/es/slider.ts';
import { security } from '#i18n/locales/es/security.ts';
import { validation } from '#i18n/locales/es/validation.ts';

/** Spanish. */
export const es = {
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
