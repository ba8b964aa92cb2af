import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/kk/account.ts';
import { apps } from '#i18n/locales/kk/apps.ts';
import { connectors } from '#i18n/locales/kk/connectors.ts';
import { home } from '#i18n/locales/kk/home.ts';
import { privacy } from '#i18n/locales/kk/privacy.ts';
import { auth } from '#i18n/locales/kk/auth.ts';
import { common } from '#i18n/locales/kk/common.ts';
import { emailChange } from '#i18n/locales/kk/email-change.ts';
import { errors } from '#i18n/locales/kk/errors.ts';
import { legal } from '#i18n/locales/kk/legal.ts';
import { logout } from '#i18n/locales/kk/logout.ts';
import { password } from '#i18n/locales/kk/password.ts';
import { register } from '#i18n/locales/kk/register.ts';
import { slider } from '#i18n/locales/kk/slider.ts';
import { security } from '#i18n/locales/kk/security.ts';
import { validation } from '#i18n/locales/kk/validation.ts';

/** Kazakh (Cyrillic script). */
export const kk = {
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
