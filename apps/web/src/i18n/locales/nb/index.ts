import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/nb/account.ts';
import { apps } from '#i18n/locales/nb/apps.ts';
import { connectors } from '#i18n/locales/nb/connectors.ts';
import { home } from '#i18n/locales/nb/home.ts';
import { privacy } from '#i18n/locales/nb/privacy.ts';
import { auth } from '#i18n/locales/nb/auth.ts';
import { common } from '#i18n/locales/nb/common.ts';
import { emailChange } from '#i18n/locales/nb/email-change.ts';
import { errors } from '#i18n/locales/nb/errors.ts';
import { legal } from '#i18n/locales/nb/legal.ts';
import { logout } from '#i18n/locales/nb/logout.ts';
import { password } from '#i18n/locales/nb/password.ts';
import { register } from '#i18n/locales/nb/register.ts';
import { slider } from '#i18n/locales/nb/slider.ts';
import { security } from '#i18n/locales/nb/security.ts';
import { validation } from '#i18n/locales/nb/validation.ts';

/** Norwegian Bokmål. */
export const nb = {
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
