import { account } from '#i18n/locales/en/account.ts';
import { apps } from '#i18n/locales/en/apps.ts';
import { connectors } from '#i18n/locales/en/connectors.ts';
import { home } from '#i18n/locales/en/home.ts';
import { privacy } from '#i18n/locales/en/privacy.ts';
import { auth } from '#i18n/locales/en/auth.ts';
import { common } from '#i18n/locales/en/common.ts';
import { emailChange } from '#i18n/locales/en/email-change.ts';
import { errors } from '#i18n/locales/en/errors.ts';
import { legal } from '#i18n/locales/en/legal.ts';
import { logout } from '#i18n/locales/en/logout.ts';
import { password } from '#i18n/locales/en/password.ts';
import { register } from '#i18n/locales/en/register.ts';
import { slider } from '#i18n/locales/en/slider.ts';
import { security } from '#i18n/locales/en/security.ts';
import { validation } from '#i18n/locales/en/validation.ts';

/** English: the source texts and the type of every other language. */
export const en = {
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
};
/** Every namespace's texts. */
export type LocaleResources = typeof en;
