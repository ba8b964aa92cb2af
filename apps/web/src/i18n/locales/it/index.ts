import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/it/account.ts';
import { apps } from '#i18n/locales/it/apps.ts';
import { connectors } from '#i18n/locales/it/connectors.ts';
import { home } from '#i18n/locales/it/home.ts';
import { privacy } from '#i18n/locales/it/privacy.ts';
import { auth } from '#i18n/locales/it/auth.ts';
import { common } from '#i18n/locales/it/common.ts';
import { emailChange } from '#i18n/locales/it/email-change.ts';
import { errors } from '#i18n/locales/it/errors.ts';
import { legal } from '#i18n/locales/it/legal.ts';
import { logout } from '#i18n/locales/it/logout.ts';
import { password } from '#i18n/locales/it/password.ts';
import { register } from '#i18n/locales/it/register.ts';
import { slider } from '#i18n/locales/it/slider.ts';
import { security } from '#i18n/locales/it/security.ts';
import { validation } from '#i18n/locales/it/validation.ts';

/** Italian. */
export const it = {
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
