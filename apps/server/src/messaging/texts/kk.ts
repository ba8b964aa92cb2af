import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Kazakh (Cyrillic script). */
export const kk: MessageTexts = {
  codeEmail: {
    subject: (brand) => `${brand} растау кодыңыз`,
    action: {
      register: 'аккаунт ашу',
      login: 'кіру',
      reset: 'құпия сөзді қалпына келтіру',
      'change-email': 'эл. пошта мекенжайын өзгерту',
      'double-check': 'кіріп жатқан өзіңіз екеніңізді тексеру',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `${brand}: ${action} үшін растау кодыңыз — ${code}.`,
        `Код ${validity} бойы жарамды және оны бір рет қана пайдалануға болады.`,
        'Егер кодты сіз сұрамаған болсаңыз, бұл хатты елемеңіз. Кодты ешкімге айтпаңыз.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `${brand} аккаунтыңыздың эл. пошта мекенжайы өзгертілді`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `${brand} аккаунтыңыздың эл. пошта мекенжайы өзгертілді. Жаңа мекенжай: ${newEmail}.`,
        'Аккаунтқа қатысты кодтар мен хабарлар енді жаңа мекенжайға жіберіледі.',
        `Егер мұны сіз жасамаған болсаңыз, ${validity} ішінде ${undoUrl} сілтемесін ашыңыз: бұл мекенжай қалпына келеді және барлық құрылғылардан шығу орындалады. Содан кейін құпия сөзді қалпына келтіріңіз.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `${brand} құпиясөзіңіз өзгертілді`,
    body: ({ brand, resetUrl }) =>
      [
        `${brand} тіркелгіңіздің құпиясөзі жаңа ғана өзгертілді.`,
        `Егер мұны сіз жасасаңыз, ештеңе істеудің қажеті жоқ.`,
        `Егер бұл сіз болмасаңыз, құпиясөзді дереу ${resetUrl} мекенжайында қалпына келтіріңіз: барлық құрылғылар жүйеден шығарылады.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: құпиясөз өзгертілді. Сіз емессіз бе? Қазір қалпына келтіріңіз: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'тіркелу',
      login: 'кіру',
      reset: 'қалпына келтіру',
      'change-email': 'поштаны өзгерту',
      'double-check': 'кіруді растау',
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: ${action} коды ${code}, ${validityShort}. Ешкімге айтпаңыз.`,
  },
  providerPages: {
    logoutTitle: 'Шығу',
    logoutQuestion: ({ app, brand }) => `${app} сізді ${brand} тіркелгісінен шығаруды сұрайды.`,
    logoutConfirm: 'Мені шығару',
    logoutCancel: 'Жүйеде қалу',
    signedOutTitle: 'Сіз шықтыңыз',
    signedOutText: (brand) => `Сіз ${brand} тіркелгісінен шықтыңыз.`,
    errorTitle: 'Кіру мүмкін емес',
    errorText:
      'Қолданбаның сұрауын орындау мүмкін болмады. Қолданбаға оралып, қайталап көріңіз немесе осында кіріңіз.',
    errorCode: 'Қате коды',
    toLogin: 'Қалыпты кіруге өту',
    signingOutTitle: 'Шығу',
    signingOutText: (brand) =>
      `Мұнда ${brand} тіркелгісіне кірмегенсіз. Шығуды аяқтау үшін жалғастырыңыз.`,
    continue: 'Жалғастыру',
    languageLabel: 'Тіл',
    languageChange: 'Өзгерту',
    footer: ({ year, brand }) => `© ${year} ${brand}. Барлық құқықтар қорғалған.`,
  },
};
