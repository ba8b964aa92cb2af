import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/da/account.ts';
import { apps } from '#i18n/locales/da/apps.ts';
import { connectors } from '#i18n/locales/da/connectors.ts';
import { home } from '#i18n/locales/da/home.ts';
import { privacy } from '#i18n/locales/da/privacy.ts';
import { auth } from '#i18n/locales/da/auth.ts';
import { common } from '#i18n/locales/da/common.ts';
import { emailChange } from '#i18n/locales/da/email-change.ts';
import { errors } from '#i18n/locales/da/errors.ts';
import { legal } from '#i18n/locales/da/legal.ts';
import { logout } from '#i18n/locales/da/logout.ts';
import { password } from '#i18n/locales/da/password.ts';
import { register } from '#i18n/locales/da/register.ts';
import { slider } from '#i18n/locales/da/slider.ts';
import { security } from '#i18n/locales/da/security.ts';
import { validation } from '#i18n/locales/da/validation.ts';

/** Danish. */
export const da = {
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
