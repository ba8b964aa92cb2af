import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/ms/account.ts';
import { apps } from '#i18n/locales/ms/apps.ts';
import { connectors } from '#i18n/locales/ms/connectors.ts';
import { home } from '#i18n/locales/ms/home.ts';
import { privacy } from '#i18n/locales/ms/privacy.ts';
import { auth } from '#i18n/locales/ms/auth.ts';
import { common } from '#i18n/locales/ms/common.ts';
import { emailChange } from '#i18n/locales/ms/email-change.ts';
import { errors } from '#i18n/locales/ms/errors.ts';
import { legal } from '#i18n/locales/ms/legal.ts';
import { logout } from '#i18n/locales/ms/logout.ts';
import { password } from '#i18n/locales/ms/password.ts';
import { register } from '#i18n/locales/ms/register.ts';
import { slider } from '#i18n/locales/ms/slider.ts';
import { security } from '#i18n/locales/ms/security.ts';
import { validation } from '#i18n/locales/ms/validation.ts';

/** Malay. */
export const ms = {
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
