import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} tidak memberikan alamat e-mel yang disahkan. Masukkan alamat anda dan kod yang kami hantar kepadanya; beberapa butiran lagi dan akaun anda dicipta.',
  email: 'Alamat e-mel',
  haveAccount: 'Saya sudah mempunyai akaun',
  linkTitle: 'Pautkan ke akaun anda',
  linkIntro:
    'Masukkan alamat e-mel akaun anda dan kata laluannya atau kod yang dihantar kepadanya, atau gunakan kunci laluannya, untuk memautkan {{name}} kepadanya.',
  takenIntro:
    'Alamat ini sudah mempunyai akaun. Masukkan kata laluannya atau kod yang dihantar kepadanya, atau gunakan kunci laluannya, untuk memautkan {{name}} kepadanya.',
  createInstead: 'Cipta akaun baharu sahaja',
} satisfies LocaleShape<typeof en>;
