import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/fi/account.ts';
import { apps } from '#i18n/locales/fi/apps.ts';
import { connectors } from '#i18n/locales/fi/connectors.ts';
import { home } from '#i18n/locales/fi/home.ts';
import { privacy } from '#i18n/locales/fi/privacy.ts';
import { auth } from '#i18n/locales/fi/auth.ts';
import { common } from '#i18n/locales/fi/common.ts';
import { emailChange } from '#i18n/locales/fi/email-change.ts';
import { errors } from '#i18n/locales/fi/errors.ts';
import { legal } from '#i18n/locales/fi/legal.ts';
import { logout } from '#i18n/locales/fi/logout.ts';
import { password } from '#i18n/locales/fi/password.ts';
import { register } from '#i18n/locales/fi/register.ts';
import { slider } from '#i18n/locales/fi/slider.ts';
import { security } from '#i18n/locales/fi/security.ts';
import { validation } from '#i18n/locales/fi/validation.ts';

/** Finnish. */
export const fi = {
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
