import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/de/account.ts';
import { apps } from '#i18n/locales/de/apps.ts';
import { connectors } from '#i18n/locales/de/connectors.ts';
import { home } from '#i18n/locales/de/home.ts';
import { privacy } from '#i18n/locales/de/privacy.ts';
import { auth } from '#i18n/locales/de/auth.ts';
import { common } from '#i18n/locales/de/common.ts';
import { emailChange } from '#i18n/locales/de/email-change.ts';
import { errors } from '#i18n/locales/de/errors.ts';
import { legal } from '#i18n/locales/de/legal.ts';
import { logout } from '#i18n/locales/de/logout.ts';
import { password } from '#i18n/locales/de/password.ts';
import { register } from '#i18n/locales/de/register.ts';
import { slider } from '#i18n/locales/de/slider.ts';
import { security } from '#i18n/locales/de/security.ts';
import { validation } from '#i18n/locales/de/validation.ts';

/** German. */
export const de = {
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
