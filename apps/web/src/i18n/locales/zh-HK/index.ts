import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/zh-HK/account.ts';
import { apps } from '#i18n/locales/zh-HK/apps.ts';
import { connectors } from '#i18n/locales/zh-HK/connectors.ts';
import { home } from '#i18n/locales/zh-HK/home.ts';
import { privacy } from '#i18n/locales/zh-HK/privacy.ts';
import { auth } from '#i18n/locales/zh-HK/auth.ts';
import { common } from '#i18n/locales/zh-HK/common.ts';
import { emailChange } from '#i18n/locales/zh-HK/email-change.ts';
import { errors } from '#i18n/locales/zh-HK/errors.ts';
import { legal } from '#i18n/locales/zh-HK/legal.ts';
import { logout } from '#i18n/locales/zh-HK/logout.ts';
import { password } from '#i18n/locales/zh-HK/password.ts';
import { register } from '#i18n/locales/zh-HK/register.ts';
import { slider } from '#i18n/locales/zh-HK/slider.ts';
import { security } from '#i18n/locales/zh-HK/security.ts';
import { validation } from '#i18n/locales/zh-HK/validation.ts';

/** Traditional Chinese (Hong Kong). */
export const zhHK = {
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
