import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/tr/account.ts';
import { apps } from '#i18n/locales/tr/apps.ts';
import { connectors } from '#i18n/locales/tr/connectors.ts';
import { home } from '#i18n/locales/tr/home.ts';
import { privacy } from '#i18n/locales/tr/privacy.ts';
import { auth } from '#i18n/locales/tr/auth.ts';
import { common } from '#i18n/locales/tr/common.ts';
import { emailChange } from '#i18n/locales/tr/email-change.ts';
import { errors } from '#i18n/locales/tr/errors.ts';
import { legal } from '#i18n/locales/tr/legal.ts';
import { logout } from '#i18n/locales/tr/logout.ts';
import { password } from '#i18n/locales/tr/password.ts';
import { register } from '#i18n/locales/tr/register.ts';
import { slider } from '#i18n/locales/tr/slider.ts';
import { security } from '#i18n/locales/tr/security.ts';
import { validation } from '#i18n/locales/tr/validation.ts';

/** Turkish. */
export const tr = {
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
