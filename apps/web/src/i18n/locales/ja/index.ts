import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/ja/account.ts';
import { apps } from '#i18n/locales/ja/apps.ts';
import { connectors } from '#i18n/locales/ja/connectors.ts';
import { home } from '#i18n/locales/ja/home.ts';
import { privacy } from '#i18n/locales/ja/privacy.ts';
import { auth } from '#i18n/locales/ja/auth.ts';
import { common } from '#i18n/locales/ja/common.ts';
import { emailChange } from '#i18n/locales/ja/email-change.ts';
import { errors } from '#i18n/locales/ja/errors.ts';
import { legal } from '#i18n/locales/ja/legal.ts';
import { logout } from '#i18n/locales/ja/logout.ts';
import { password } from '#i18n/locales/ja/password.ts';
import { register } from '#i18n/locales/ja/register.ts';
import { slider } from '#i18n/locales/ja/slider.ts';
import { security } from '#i18n/locales/ja/security.ts';
import { validation } from '#i18n/locales/ja/validation.ts';

/** Japanese. */
export const ja = {
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
