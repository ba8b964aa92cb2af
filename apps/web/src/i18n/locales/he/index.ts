import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/he/account.ts';
import { apps } from '#i18n/locales/he/apps.ts';
import { connectors } from '#i18n/locales/he/connectors.ts';
import { home } from '#i18n/locales/he/home.ts';
import { privacy } from '#i18n/locales/he/privacy.ts';
import { auth } from '#i18n/locales/he/auth.ts';
import { common } from '#i18n/locales/he/common.ts';
import { emailChange } from '#i18n/locales/he/email-change.ts';
import { errors } from '#i18n/locales/he/errors.ts';
import { legal } from '#i18n/locales/he/legal.ts';
import { logout } from '#i18n/locales/he/logout.ts';
import { password } from '#i18n/locales/he/password.ts';
import { register } from '#i18n/locales/he/register.ts';
import { slider } from '#i18n/locales/he/slider.ts';
import { security } from '#i18n/locales/he/security.ts';
import { validation } from '#i18n/locales/he/validation.ts';

/** Hebrew. */
export const he = {
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
