import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/vi/account.ts';
import { apps } from '#i18n/locales/vi/apps.ts';
import { connectors } from '#i18n/locales/vi/connectors.ts';
import { home } from '#i18n/locales/vi/home.ts';
import { privacy } from '#i18n/locales/vi/privacy.ts';
import { auth } from '#i18n/locales/vi/auth.ts';
import { common } from '#i18n/locales/vi/common.ts';
import { emailChange } from '#i18n/locales/vi/email-change.ts';
import { errors } from '#i18n/locales/vi/errors.ts';
import { legal } from '#i18n/locales/vi/legal.ts';
import { logout } from '#i18n/locales/vi/logout.ts';
import { password } from '#i18n/locales/vi/password.ts';
import { register } from '#i18n/locales/vi/register.ts';
import { slider } from '#i18n/locales/vi/slider.ts';
import { security } from '#i18n/locales/vi/security.ts';
import { validation } from '#i18n/locales/vi/validation.ts';

/** Vietnamese. */
export const vi = {
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
