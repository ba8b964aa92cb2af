import {
  pluralForm,
  type Period,
  type PeriodUnit,
  type PluralForms,
} from '#messaging/texts/case-forms.ts';
import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** German unit words in the dative ("innerhalb von 1 Tag", "innerhalb von 7 Tagen"). */
const DATIVE: Record<PeriodUnit, PluralForms> = {
  second: { one: 'Sekunde', other: 'Sekunden' },
  minute: { one: 'Minute', other: 'Minuten' },
  hour: { one: 'Stunde', other: 'Stunden' },
  day: { one: 'Tag', other: 'Tagen' },
};

/** The period in the dative, the word chosen by Intl's German plural rules. */
function dative({ value, unit }: Period): string {
  return `${value} ${pluralForm('de', value, DATIVE[unit])}`;
}

/** German. */
export const de: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Ihr ${brand}-Bestätigungscode`,
    action: {
      register: 'zum Erstellen Ihres Kontos',
      login: 'zur Anmeldung',
      reset: 'zum Zurücksetzen Ihres Passworts',
      'change-email': 'zum Ändern Ihrer E-Mail-Adresse',
      'double-check': 'zur Bestätigung Ihrer Identität bei der Anmeldung',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `Ihr ${brand}-Bestätigungscode ${action} lautet: ${code}`,
        `Er ist ${validity} lang gültig und kann nur einmal verwendet werden.`,
        'Falls Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht. Geben Sie den Code niemals an andere weiter.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `Die E-Mail-Adresse Ihres ${brand}-Kontos wurde geändert`,
    body: ({ brand, newEmail, undoUrl, period }) =>
      [
        `Die E-Mail-Adresse Ihres ${brand}-Kontos wurde in ${newEmail} geändert.`,
        'Codes und Nachrichten zu Ihrem Konto werden ab sofort an die neue Adresse gesendet.',
        `Falls Sie das nicht selbst waren, öffnen Sie innerhalb von ${dative(period)} ${undoUrl}: Damit wird diese Adresse wiederhergestellt und alle Geräte werden abgemeldet. Setzen Sie danach Ihr Passwort zurück.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `Das Passwort Ihres ${brand}-Kontos wurde geändert`,
    body: ({ brand, resetUrl }) =>
      [
        `Das Passwort Ihres ${brand}-Kontos wurde soeben geändert.`,
        `Wenn Sie das waren, ist nichts weiter zu tun.`,
        `Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort unter ${resetUrl} zurück: Dadurch werden alle Geräte abgemeldet.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: Ihr Passwort wurde geändert. Nicht Sie? Jetzt zurücksetzen: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'zum Erstellen Ihres Kontos',
      login: 'zur Anmeldung',
      reset: 'zum Zurücksetzen Ihres Passworts',
      'change-email': 'zum Ändern Ihrer E-Mail',
      'double-check': 'zur Bestätigung Ihrer Anmeldung',
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: ${code} ist Ihr Code ${action}. ${validityShort} gültig. Geben Sie ihn nie weiter.`,
  },
  providerPages: {
    logoutTitle: 'Abmelden',
    logoutQuestion: ({ app, brand }) => `${app} möchte Sie von Ihrem ${brand}-Konto abmelden.`,
    logoutConfirm: 'Mich abmelden',
    logoutCancel: 'Angemeldet bleiben',
    signedOutTitle: 'Abgemeldet',
    signedOutText: (brand) => `Sie sind von Ihrem ${brand}-Konto abgemeldet.`,
    errorTitle: 'Anmeldung nicht möglich',
    errorText:
      'Die Anfrage der App konnte nicht abgeschlossen werden. Kehren Sie zur App zurück und versuchen Sie es erneut, oder melden Sie sich hier an.',
    errorCode: 'Fehlercode',
    toLogin: 'Weiter zur normalen Anmeldung',
    signingOutTitle: 'Abmeldung',
    signingOutText: (brand) =>
      `Sie sind hier nicht bei Ihrem ${brand}-Konto angemeldet. Fahren Sie fort, um die Abmeldung abzuschließen.`,
    continue: 'Weiter',
    languageLabel: 'Sprache',
    languageChange: 'Ändern',
    footer: ({ year, brand }) => `© ${year} ${brand}. Alle Rechte vorbehalten.`,
  },
};
