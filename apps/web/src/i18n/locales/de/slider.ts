import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Zum Bestätigen schieben',
  hint: 'Ziehen Sie den Regler in die Lücke oder tippen Sie auf die Lücke. Mit der Tastatur: mit den Pfeiltasten zum Ziel, dann die Eingabetaste.',
  valueText: '{{value}} von 100, Ziel {{target}}',
  loading: 'Prüfung wird geladen…',
  unavailable: 'Die Prüfung konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  verifying: 'Wird überprüft…',
  verified: 'Bestätigt',
  failed: 'Das hat nicht gepasst. Bitte schieben Sie erneut.',
  lost: 'Die Prüfung konnte nicht abgeschlossen werden. Bitte schieben Sie erneut.',
  expired: 'Die Prüfung ist abgelaufen. Bitte schieben Sie erneut.',
  used: 'Bitte schieben Sie für den nächsten Schritt erneut.',
  required: 'Bitte schließen Sie die Schieberegler-Prüfung ab.',
} satisfies LocaleShape<typeof en>;
