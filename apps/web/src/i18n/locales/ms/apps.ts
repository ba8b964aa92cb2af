import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'Benarkan {{name}} mendaftar masuk untuk anda?',
  consentIntro:
    '{{name}} meminta untuk menggunakan akaun anda bagi mendaftar masuk. Ia akan menerima:',
  scopeAccountId: 'ID akaun anda',
  scopeEmail: 'Alamat e-mel anda',
  scopePhone: 'Nombor telefon anda',
  scopeOfflineAccess: 'Akses semasa anda tiada (kekal log masuk)',
  consentRevokeHint:
    'Anda boleh mengalih keluar akses ini pada bila-bila masa di halaman akaun anda.',
  consentAllow: 'Benarkan',
  consentDeny: 'Tolak',
  appsTitle: 'Aplikasi yang boleh mendaftar masuk untuk anda',
  appsEmpty: 'Tiada aplikasi boleh mendaftar masuk dengan akaun ini.',
  appsGranted: 'Dibenarkan pada {{date}}',
  appsRevoke: 'Alih keluar akses',
  appsRevokeNamed: 'Alih keluar akses untuk {{name}}',
  appsRevoked: '{{name}} tidak lagi boleh mendaftar masuk untuk anda.',
} satisfies LocaleShape<typeof en>;
