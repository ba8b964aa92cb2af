import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/zh/account.ts';
import { apps } from '#i18n/locales/zh/apps.ts';
import { connectors } from '#i18n/locales/zh/connectors.ts';
import { home } from '#i18n/locales/zh/home.ts';
import { privacy } from '#i18n/locales/zh/privacy.ts';
import { auth } from '#i18n/locales/zh/auth.ts';
import { common } from '#i18n/locales/zh/common.ts';
import { emailChange } from '#i18n/locales/zh/email-change.ts';
import { errors } from '#i18n/locales/zh/errors.ts';
import { legal } from '#i18n/locales/zh/legal.ts';
import { logout } from '#i18n/locales/zh/logout.ts';
import { password } from '#i18n/locales/zh/password.ts';
import { register } from '#i18n/locales/zh/register.ts';
import { slider } from '#i18n/locales/zh/slider.ts';
import { security } from '#i18n/locales/zh/security.ts';
import { validation } from '#i18n/locales/zh/validation.ts';

/** Simplified Chinese. */
export const zh = {
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
