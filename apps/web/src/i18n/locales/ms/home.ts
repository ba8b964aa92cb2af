import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: 'Akaun {{brand}}',
  navLabel: 'Bahagian akaun',
  backToOverview: 'Semua tetapan',
  sectionProfile: 'Maklumat peribadi',
  sectionSecurity: 'Keselamatan',
  sectionDevices: 'Peranti',
  sectionApps: 'Aplikasi',
  sectionActivity: 'Aktiviti',
  sectionAgreements: 'Perjanjian',
  sectionPrivacy: 'Privasi dan data',
  glanceTitle: 'Ringkasan keselamatan',
  glancePassword: 'Kata laluan',
  glancePasswordChanged: 'Kali terakhir ditukar {{time}}',
  glancePasswordNotRecent: 'Tidak ditukar baru-baru ini',
  glancePasskeys: 'Kunci laluan',
  glanceNone: 'Belum ada',
  glanceCount: 'Disediakan: {{count}}',
  glanceAuthenticator: 'Aplikasi pengesah',
  glanceOn: 'Hidup',
  glanceOff: 'Mati',
  glanceDevices: 'Peranti yang log masuk',
  glanceDeviceCount: 'Peranti: {{count}}',
  passwordText: 'Kata laluan kukuh yang tidak anda gunakan di tempat lain melindungi akaun anda.',
  change: 'Tukar',
  emptyPasskeys:
    'Anda belum mempunyai kunci laluan. Tambah satu untuk log masuk dengan cap jari, wajah atau kunci skrin.',
  emptyActivity:
    'Belum ada apa-apa. Log masuk dan perubahan pada tetapan keselamatan akan disenaraikan di sini.',
  emptyApps:
    'Tiada aplikasi boleh log masuk untuk anda. Apabila anda membenarkan aplikasi menggunakan akaun anda, ia dipaparkan di sini dan anda boleh menarik balik aksesnya.',
  emptyAgreements: 'Belum ada perjanjian yang terpakai pada akaun anda.',
} satisfies LocaleShape<typeof en>;
