import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Muat turun data anda',
  exportText:
    'Salinan semua yang disimpan oleh akaun anda: profil, pengecam log masuk, perjanjian yang diterima, peranti, aktiviti, kunci laluan dan apl yang anda benarkan. Sehingga 5 muat turun sehari.',
  exportJson: 'Fail data (JSON)',
  exportJsonDetail: 'Boleh dibaca mesin, untuk membawa data anda ke perkhidmatan lain',
  exportHtml: 'Halaman boleh baca (HTML)',
  exportHtmlDetail: 'Dalam bahasa anda, dibuka dalam mana-mana pelayar',
  download: 'Muat turun',
  downloadLabel: 'Muat turun: {{format}}',
  exportDone: 'Data anda telah dimuat turun.',
  proofTitle: 'Sahkan bahawa ini anda',
  proofText: 'Masukkan kata laluan anda, atau kod daripada apl pengesah anda.',
  proofLabel: 'Kata laluan atau kod pengesah',
  proofMissing: 'Masukkan kata laluan atau kod anda.',
  proofPasskey: 'Gunakan kunci laluan',
  confirm: 'Sahkan',
  cancel: 'Batal',
  deleteTitle: 'Padam akaun',
  deleteText:
    'Akaun anda dinyahaktifkan serta-merta: anda dilog keluar pada semua peranti, apl yang anda log masuk kehilangan akses dan tiada sesiapa boleh log masuk ke akaun ini.',
  deleteGrace:
    'Akaun dipadam sepenuhnya selepas tempoh tangguh. Sehingga itu, pautan dalam notis yang kami hantar ke alamat hubungan anda boleh mengekalkan akaun.',
  deleteStart: 'Padam akaun…',
  confirmLabel: 'Untuk mengesahkan, taip {{account}}',
  confirmMissing: 'Taip {{account}} tepat seperti yang ditunjukkan.',
  deleteSubmit: 'Padam akaun saya',
  deletedTitle: 'Akaun dipadam',
  deletedText: 'Akaun anda telah dipadam dan anda telah dilog keluar.',
  deletedWhen:
    'Akaun akan dipadam sepenuhnya pada {{date}}. Untuk mengekalkannya, buka pautan dalam notis yang kami hantar sebelum tarikh itu.',
  cancelTitle: 'Kekalkan akaun anda',
  cancelQuestion:
    'Batalkan pemadaman akaun anda? Akaun akan aktif semula dan anda boleh log masuk.',
  cancelSubmit: 'Kekalkan akaun saya',
  cancelDone:
    'Pemadaman telah dibatalkan. Akaun anda aktif semula: log masuk untuk menggunakannya.',
  cancelInvalid:
    'Pautan ini tidak boleh digunakan lagi: ia telah digunakan atau telah tamat tempoh. Akaun yang telah dipadam sepenuhnya tidak boleh dipulihkan.',
  toLogin: 'Pergi ke log masuk',
} satisfies LocaleShape<typeof en>;
