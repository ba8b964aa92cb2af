import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: 'Аккаунт {{brand}}',
  navLabel: 'Разделы аккаунта',
  backToOverview: 'Все настройки',
  sectionProfile: 'Личные данные',
  sectionSecurity: 'Безопасность',
  sectionDevices: 'Устройства',
  sectionApps: 'Приложения',
  sectionActivity: 'Действия',
  sectionAgreements: 'Соглашения',
  sectionPrivacy: 'Конфиденциальность и данные',
  glanceTitle: 'Безопасность вкратце',
  glancePassword: 'Пароль',
  glancePasswordChanged: 'Изменён {{time}}',
  glancePasswordNotRecent: 'Давно не менялся',
  glancePasskeys: 'Ключи доступа',
  glanceNone: 'Пока нет',
  glanceCount: 'Настроено: {{count}}',
  glanceAuthenticator: 'Приложение-аутентификатор',
  glanceOn: 'Включено',
  glanceOff: 'Выключено',
  glanceDevices: 'Устройства со входом',
  glanceDeviceCount: 'Устройств: {{count}}',
  passwordText: 'Надёжный пароль, который вы больше нигде не используете, защищает ваш аккаунт.',
  change: 'Изменить',
  emptyPasskeys:
    'У вас ещё нет ключей доступа. Добавьте ключ, чтобы входить по отпечатку пальца, лицу или блокировке экрана.',
  emptyActivity: 'Пока пусто. Здесь будут входы в аккаунт и изменения настроек безопасности.',
  emptyApps:
    'Ни одно приложение не может выполнять вход от вашего имени. Когда вы разрешите приложению доступ к аккаунту, оно появится здесь, и вы сможете отозвать доступ.',
  emptyAgreements: 'К вашему аккаунту пока не относится ни одно соглашение.',
} satisfies LocaleShape<typeof en>;
