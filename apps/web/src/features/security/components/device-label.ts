import type { DeviceName } from '@account-centre/contract';
import type { TFunction } from 'i18next';

/** "Firefox on Windows 10", "Firefox", "Windows 10" or "Unknown device". */
export function deviceLabel(device: DeviceName | null, t: TFunction<'security'>): string {
  if (device?.browser && device.os) {
    return t('deviceOn', { browser: device.browser, os: device.os });
  }
  return device?.browser ?? device?.os ?? t('unknownDevice');
}

/** A date and time in the page's language, to the minute. */
export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A date in the page's language. */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}
