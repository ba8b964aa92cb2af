import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: 'Akun {{brand}}',
  navLabel: 'Bagian akun',
  backToOverview: 'Semua setelan',
  sectionProfile: 'Info pribadi',
  sectionSecurity: 'Keamanan',
  sectionDevices: 'Perangkat',
  sectionApps: 'Aplikasi',
  sectionActivity: 'Aktivitas',
  sectionAgreements: 'Perjanjian',
  sectionPrivacy: 'Privasi dan data',
  glanceTitle: 'Ringkasan keamanan',
  glancePassword: 'Kata sandi',
  glancePasswordChanged: 'Terakhir diubah {{time}}',
  glancePasswordNotRecent: 'Tidak diubah baru-baru ini',
  glancePasskeys: 'Kunci sandi',
  glanceNone: 'Belum ada',
  glanceCount: 'Disiapkan: {{count}}',
  glanceAuthenticator: 'Aplikasi autentikator',
  glanceOn: 'Aktif',
  glanceOff: 'Nonaktif',
  glanceDevices: 'Perangkat yang masuk',
  glanceDeviceCount: 'Perangkat: {{count}}',
  passwordText: 'Kata sandi kuat yang tidak Anda pakai di tempat lain melindungi akun Anda.',
  change: 'Ubah',
  emptyPasskeys:
    'Anda belum punya kunci sandi. Tambahkan satu untuk masuk dengan sidik jari, wajah, atau kunci layar.',
  emptyActivity:
    'Belum ada apa pun. Proses masuk dan perubahan setelan keamanan akan tercantum di sini.',
  emptyApps:
    'Tidak ada aplikasi yang dapat membuat Anda masuk. Saat Anda mengizinkan aplikasi memakai akun Anda, aplikasi itu muncul di sini dan Anda dapat mencabut aksesnya.',
  emptyAgreements: 'Belum ada perjanjian yang berlaku untuk akun Anda.',
} satisfies LocaleShape<typeof en>;
