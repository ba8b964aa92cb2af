import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/nl/account.ts';
import { apps } from '#i18n/locales/nl/apps.ts';
import { connectors } from '#i18n/locales/nl/connectors.ts';
import { home } from '#i18n/locales/nl/home.ts';
import { privacy } from '#i18n/locales/nl/privacy.ts';
import { auth } from '#i18n/locales/nl/auth.ts';
import { common } from '#i18n/locales/nl/common.ts';
import { emailChange } from '#i18n/locales/nl/email-change.ts';
import { errors } from '#i18n/locales/nl/errors.ts';
import { legal } from '#i18n/locales/nl/legal.ts';
import { logout } from '#i18n/locales/nl/logout.ts';
import { password } from '#i18n/locales/nl/password.ts';
import { register } from '#i18n/locales/nl/register.ts';
import { slider } from '#i18n/locales/nl/slider.ts';
import { security } from '#i18n/locales/nl/security.ts';
import { validation } from '#i18n/locales/nl/validation.ts';

/** Dutch. */
export const nl = {
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
