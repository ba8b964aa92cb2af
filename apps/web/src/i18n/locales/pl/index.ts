import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/pl/account.ts';
import { apps } from '#i18n/locales/pl/apps.ts';
import { connectors } from '#i18n/locales/pl/connectors.ts';
import { home } from '#i18n/locales/pl/home.ts';
import { privacy } from '#i18n/locales/pl/privacy.ts';
import { auth } from '#i18n/locales/pl/auth.ts';
import { common } from '#i18n/locales/pl/common.ts';
import { emailChange } from '#i18n/locales/pl/email-change.ts';
import { errors } from '#i18n/locales/pl/errors.ts';
import { legal } from '#i18n/locales/pl/legal.ts';
import { logout } from '#i18n/locales/pl/logout.ts';
import { password } from '#i18n/locales/pl/password.ts';
import { register } from '#i18n/locales/pl/register.ts';
import { slider } from '#i18n/locales/pl/slider.ts';
import { security } from '#i18n/locales/pl/security.ts';
import { validation } from '#i18n/locales/pl/validation.ts';

/** Polish. */
export const pl = {
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
