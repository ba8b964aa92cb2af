import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/id/account.ts';
import { apps } from '#i18n/locales/id/apps.ts';
import { connectors } from '#i18n/locales/id/connectors.ts';
import { home } from '#i18n/locales/id/home.ts';
import { privacy } from '#i18n/locales/id/privacy.ts';
import { auth } from '#i18n/locales/id/auth.ts';
import { common } from '#i18n/locales/id/common.ts';
import { emailChange } from '#i18n/locales/id/email-change.ts';
import { errors } from '#i18n/locales/id/errors.ts';
import { legal } from '#i18n/locales/id/legal.ts';
import { logout } from '#i18n/locales/id/logout.ts';
import { password } from '#i18n/locales/id/password.ts';
import { register } from '#i18n/locales/id/register.ts';
import { slider } from '#i18n/locales/id/slider.ts';
import { security } from '#i18n/locales/id/security.ts';
import { validation } from '#i18n/locales/id/validation.ts';

/** Indonesian. */
export const id = {
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
