import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/sv/account.ts';
import { apps } from '#i18n/locales/sv/apps.ts';
import { connectors } from '#i18n/locales/sv/connectors.ts';
import { home } from '#i18n/locales/sv/home.ts';
import { privacy } from '#i18n/locales/sv/privacy.ts';
import { auth } from '#i18n/locales/sv/auth.ts';
import { common } from '#i18n/locales/sv/common.ts';
import { emailChange } from '#i18n/locales/sv/email-change.ts';
import { errors } from '#i18n/locales/sv/errors.ts';
import { legal } from '#i18n/locales/sv/legal.ts';
import { logout } from '#i18n/locales/sv/logout.ts';
import { password } from '#i18n/locales/sv/password.ts';
import { register } from '#i18n/locales/sv/register.ts';
import { slider } from '#i18n/locales/sv/slider.ts';
import { security } from '#i18n/locales/sv/security.ts';
import { validation } from '#i18n/locales/sv/validation.ts';

/** Swedish. */
export const sv = {
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
