import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import { account } from '#i18n/locales/uk/account.ts';
import { apps } from '#i18n/locales/uk/apps.ts';
import { connectors } from '#i18n/locales/uk/connectors.ts';
import { home } from '#i18n/locales/uk/home.ts';
import { privacy } from '#i18n/locales/uk/privacy.ts';
import { auth } from '#i18n/locales/uk/auth.ts';
import { common } from '#i18n/locales/uk/common.ts';
import { emailChange } from '#i18n/locales/uk/email-change.ts';
import { errors } from '#i18n/locales/uk/errors.ts';
import { legal } from '#i18n/locales/uk/legal.ts';
import { logout } from '#i18n/locales/uk/logout.ts';
import { password } from '#i18n/locales/uk/password.ts';
import { register } from '#i18n/locales/uk/register.ts';
import { slider } from '#i18n/locales/uk/slider.ts';
import { security } from '#i18n/locales/uk/security.ts';
import { validation } from '#i18n/locales/uk/validation.ts';

/** Ukrainian. */
export const uk = {
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
