import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'Izinkan {{name}} memasukkan Anda?',
  consentIntro:
    '{{name}} meminta untuk menggunakan akun Anda untuk masuk. Aplikasi ini akan menerima:',
  scopeAccountId: 'ID akun Anda',
  scopeEmail: 'Alamat email Anda',
  scopePhone: 'Nomor telepon Anda',
  scopeOfflineAccess: 'Akses saat Anda tidak ada (tetap masuk)',
  consentRevokeHint: 'Anda dapat menghapus akses ini kapan saja di halaman akun Anda.',
  consentAllow: 'Izinkan',
  consentDeny: 'Tolak',
  appsTitle: 'Aplikasi yang dapat memasukkan Anda',
  appsEmpty: 'Tidak ada aplikasi yang dapat memasukkan Anda dengan akun ini.',
  appsGranted: 'Diizinkan pada {{date}}',
  appsRevoke: 'Hapus akses',
  appsRevokeNamed: 'Hapus akses untuk {{name}}',
  appsRevoked: '{{name}} tidak dapat lagi memasukkan Anda.',
} satisfies LocaleShape<typeof en>;
