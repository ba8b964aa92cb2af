import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Thai. */
export const th: MessageTexts = {
  codeEmail: {
    subject: (brand) => `รหัสยืนยัน ${brand} ของคุณ`,
    action: {
      register: 'การสร้างบัญชี',
      login: 'การเข้าสู่ระบบ',
      reset: 'การรีเซ็ตรหัสผ่าน',
      'change-email': 'การเปลี่ยนที่อยู่อีเมล',
      'double-check': 'การยืนยันว่าคุณเป็นผู้เข้าสู่ระบบ',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `รหัสยืนยัน ${brand} สำหรับ${action}ของคุณคือ ${code}`,
        `รหัสนี้มีอายุ ${validity}และใช้ได้เพียงครั้งเดียว`,
        'หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลฉบับนี้ และห้ามบอกรหัสนี้แก่ผู้ใดเด็ดขาด',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `ที่อยู่อีเมลของบัญชี ${brand} ของคุณถูกเปลี่ยนแล้ว`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `ที่อยู่อีเมลของบัญชี ${brand} ของคุณถูกเปลี่ยนเป็น ${newEmail} แล้ว`,
        'นับจากนี้ รหัสยืนยันและข้อความเกี่ยวกับบัญชีของคุณจะส่งไปยังที่อยู่ใหม่',
        `หากคุณไม่ได้ดำเนินการนี้ โปรดเปิด ${undoUrl} ภายใน ${validity} เพื่อกู้คืนที่อยู่นี้และออกจากระบบในทุกอุปกรณ์ จากนั้นโปรดรีเซ็ตรหัสผ่าน`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `รหัสผ่าน ${brand} ของคุณถูกเปลี่ยนแล้ว`,
    body: ({ brand, resetUrl }) =>
      [
        `รหัสผ่านของบัญชี ${brand} ของคุณเพิ่งถูกเปลี่ยน`,
        `หากคุณเป็นผู้เปลี่ยน ไม่ต้องดำเนินการใด ๆ`,
        `หากไม่ใช่คุณ โปรดรีเซ็ตรหัสผ่านทันทีที่ ${resetUrl} ซึ่งจะออกจากระบบในทุกอุปกรณ์`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) => `${brand}: รหัสผ่านถูกเปลี่ยน ไม่ใช่คุณ? รีเซ็ตเลย: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'ลงทะเบียน',
      login: 'เข้าสู่ระบบ',
      reset: 'รีเซ็ตรหัสผ่าน',
      'change-email': 'เปลี่ยนอีเมล',
      'double-check': 'ยืนยันการเข้าระบบ',
    },
    body: ({ brand, action, code, validity }) =>
      `${brand}: รหัส ${code} ใช้${action} อายุ ${validity} ห้ามบอกผู้อื่น`,
  },
  providerPages: {
    logoutTitle: 'ออกจากระบบ',
    logoutQuestion: ({ app, brand }) => `${app} ขอให้คุณออกจากระบบบัญชี ${brand}`,
    logoutConfirm: 'ออกจากระบบเลย',
    logoutCancel: 'คงการเข้าสู่ระบบไว้',
    signedOutTitle: 'ออกจากระบบแล้ว',
    signedOutText: (brand) => `คุณออกจากระบบบัญชี ${brand} แล้ว`,
    errorTitle: 'ไม่สามารถเข้าสู่ระบบได้',
    errorText: 'ไม่สามารถดำเนินการตามคำขอของแอปได้ โปรดกลับไปที่แอปแล้วลองอีกครั้ง หรือเข้าสู่ระบบที่นี่',
    errorCode: 'รหัสข้อผิดพลาด',
    toLogin: 'ไปที่การเข้าสู่ระบบตามปกติ',
    signingOutTitle: 'ออกจากระบบ',
    signingOutText: (brand) => `คุณไม่ได้เข้าสู่ระบบบัญชี ${brand} ที่นี่ ดำเนินการต่อเพื่อออกจากระบบให้เสร็จสิ้น`,
    continue: 'ดำเนินการต่อ',
    languageLabel: 'ภาษา',
    languageChange: 'เปลี่ยน',
    footer: ({ year, brand }) => `© ${year} ${brand} สงวนลิขสิทธิ์`,
  },
};
