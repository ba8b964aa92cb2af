import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/ko/account.ts';
import { apps } from '#i18n/locales/ko/apps.ts';
import { connectors } from '#i18n/locales/ko/connectors.ts';
import { home } from '#i18n/locales/ko/home.ts';
import { privacy } from '#i18n/locales/ko/privacy.ts';
import { auth } from '#i18n/locales/ko/auth.ts';
import { common } from '#i18n/locales/ko/common.ts';
import { emailChange } from '#i18n/locales/ko/email-change.ts';
import { errors } from '#i18n/locales/ko/errors.ts';
import { legal } from '#i18n/locales/ko/legal.ts';
import { logout } from '#i18n/locales/ko/logout.ts';
import { password } from '#i18n/locales/ko/password.ts';
import { register } from '#i18n/locales/ko/register.ts';
import { slider } from '#i18n/locales/ko/slider.ts';
import { security } from '#i18n/locales/ko/security.ts';
import { validation } from '#i18n/locales/ko/validation.ts';

/** Korean. */
export const ko = {
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
