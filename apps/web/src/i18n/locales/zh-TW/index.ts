import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/zh-TW/account.ts';
import { apps } from '#i18n/locales/zh-TW/apps.ts';
import { connectors } from '#i18n/locales/zh-TW/connectors.ts';
import { home } from '#i18n/locales/zh-TW/home.ts';
import { privacy } from '#i18n/locales/zh-TW/privacy.ts';
import { auth } from '#i18n/locales/zh-TW/auth.ts';
import { common } from '#i18n/locales/zh-TW/common.ts';
import { emailChange } from '#i18n/locales/zh-TW/email-change.ts';
import { errors } from '#i18n/locales/zh-TW/errors.ts';
import { legal } from '#i18n/locales/zh-TW/legal.ts';
import { logout } from '#i18n/locales/zh-TW/logout.ts';
import { password } from '#i18n/locales/zh-TW/password.ts';
import { register } from '#i18n/locales/zh-TW/register.ts';
import { slider } from '#i18n/locales/zh-TW/slider.ts';
import { security } from '#i18n/locales/zh-TW/security.ts';
import { validation } from '#i18n/locales/zh-TW/validation.ts';

/** Traditional Chinese (Taiwan). */
export const zhTW = {
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
