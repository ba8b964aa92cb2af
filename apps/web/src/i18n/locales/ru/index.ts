import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/ru/account.ts';
import { apps } from '#i18n/locales/ru/apps.ts';
import { connectors } from '#i18n/locales/ru/connectors.ts';
import { home } from '#i18n/locales/ru/home.ts';
import { privacy } from '#i18n/locales/ru/privacy.ts';
import { auth } from '#i18n/locales/ru/auth.ts';
import { common } from '#i18n/locales/ru/common.ts';
import { emailChange } from '#i18n/locales/ru/email-change.ts';
import { errors } from '#i18n/locales/ru/errors.ts';
import { legal } from '#i18n/locales/ru/legal.ts';
import { logout } from '#i18n/locales/ru/logout.ts';
import { password } from '#i18n/locales/ru/password.ts';
import { register } from '#i18n/locales/ru/register.ts';
import { slider } from '#i18n/locales/ru/slider.ts';
import { security } from '#i18n/locales/ru/security.ts';
import { validation } from '#i18n/locales/ru/validation.ts';

/** Russian. */
export const ru = {
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
