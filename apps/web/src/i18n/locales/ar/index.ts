import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/ar/account.ts';
import { apps } from '#i18n/locales/ar/apps.ts';
import { connectors } from '#i18n/locales/ar/connectors.ts';
import { home } from '#i18n/locales/ar/home.ts';
import { privacy } from '#i18n/locales/ar/privacy.ts';
import { auth } from '#i18n/locales/ar/auth.ts';
import { common } from '#i18n/locales/ar/common.ts';
import { emailChange } from '#i18n/locales/ar/email-change.ts';
import { errors } from '#i18n/locales/ar/errors.ts';
import { legal } from '#i18n/locales/ar/legal.ts';
import { logout } from '#i18n/locales/ar/logout.ts';
import { password } from '#i18n/locales/ar/password.ts';
import { register } from '#i18n/locales/ar/register.ts';
import { slider } from '#i18n/locales/ar/slider.ts';
import { security } from '#i18n/locales/ar/security.ts';
import { validation } from '#i18n/locales/ar/validation.ts';

/** Arabic (Modern Standard). */
export const ar = {
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
