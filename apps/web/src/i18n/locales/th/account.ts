import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'บัญชีของฉัน',
  email: 'อีเมล',
  productId: 'รหัสผลิตภัณฑ์',
  country: 'ประเทศ/ภูมิภาค',
  phone: 'โทรศัพท์',
  notSet: 'ยังไม่ได้ตั้งค่า',
  changePasswordLink: 'เปลี่ยนรหัสผ่าน',
  changeEmailLink: 'เปลี่ยนอีเมล',
  logoutLink: 'ออกจากระบบ',
} satisfies LocaleShape<typeof en>;
