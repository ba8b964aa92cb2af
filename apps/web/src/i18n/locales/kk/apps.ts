import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: '{{name}} қолданбасына сіздің атыңыздан кіруге рұқсат беру керек пе?',
  consentIntro: '{{name}} кіру үшін есептік жазбаңызды пайдалануды сұрайды. Ол мыналарды алады:',
  scopeAccountId: 'Есептік жазба идентификаторы',
  scopeEmail: 'Электрондық пошта мекенжайыңыз',
  scopePhone: 'Телефон нөміріңіз',
  scopeOfflineAccess: 'Сіз жоқта қолжетімділік (жүйеде қалу)',
  consentRevokeHint: 'Бұл рұқсатты кез келген уақытта есептік жазба бетінде алып тастай аласыз.',
  consentAllow: 'Рұқсат беру',
  consentDeny: 'Бас тарту',
  appsTitle: 'Сіздің атыңыздан кіре алатын қолданбалар',
  appsEmpty: 'Бұл есептік жазбамен ешбір қолданба кіре алмайды.',
  appsGranted: 'Рұқсат берілген күні: {{date}}',
  appsRevoke: 'Рұқсатты алып тастау',
  appsRevokeNamed: '{{name}} рұқсатын алып тастау',
  appsRevoked: '{{name}} енді сіздің атыңыздан кіре алмайды.',
} satisfies LocaleShape<typeof en>;
