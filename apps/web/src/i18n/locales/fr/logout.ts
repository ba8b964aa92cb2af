import type { logout as en } from '#i18n/locales/en/logout.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const logout = {
  title: 'Déconnexion',
  question: 'Voulez-vous vous déconnecter ?',
} satisfies LocaleShape<typeof en>;
