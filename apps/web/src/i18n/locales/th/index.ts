import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/th/account.ts';
import { apps } from '#i18n/locales/th/apps.ts';
import { connectors } from '#i18n/locales/th/connectors.ts';
import { home } from '#i18n/locales/th/home.ts';
import { privacy } from '#i18n/locales/th/privacy.ts';
import { auth } from '#i18n/locales/th/auth.ts';
import { common } from '#i18n/locales/th/common.ts';
import { emailChange } from '#i18n/locales/th/email-change.ts';
import { errors } from '#i18n/locales/th/errors.ts';
import { legal } from '#i18n/locales/th/legal.ts';
import { logout } from '#i18n/locales/th/logout.ts';
import { password } from '#i18n/locales/th/password.ts';
import { register } from '#i18n/locales/th/register.ts';
import { slider } from '#i18n/locales/th/slider.ts';
import { security } from '#i18n/locales/th/security.ts';
import { validation } from '#i18n/locales/th/validation.ts';

/** Thai. */
export const th = {
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
