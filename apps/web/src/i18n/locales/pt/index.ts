import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/pt/account.ts';
import { apps } from '#i18n/locales/pt/apps.ts';
import { connectors } from '#i18n/locales/pt/connectors.ts';
import { home } from '#i18n/locales/pt/home.ts';
import { privacy } from '#i18n/locales/pt/privacy.ts';
import { auth } from '#i18n/locales/pt/auth.ts';
import { common } from '#i18n/locales/pt/common.ts';
import { emailChange } from '#i18n/locales/pt/email-change.ts';
import { errors } from '#i18n/locales/pt/errors.ts';
import { legal } from '#i18n/locales/pt/legal.ts';
import { logout } from '#i18n/locales/pt/logout.ts';
import { password } from '#i18n/locales/pt/password.ts';
import { register } from '#i18n/locales/pt/register.ts';
import { slider } from '#i18n/locales/pt/slider.ts';
import { security } from '#i18n/locales/pt/security.ts';
import { validation } from '#i18n/locales/pt/validation.ts';

/** European Portuguese. */
export const pt = {
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
