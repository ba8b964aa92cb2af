import type { DeviceName } from '@account-centre/contract';

/** A date and time in the shown language (ISO 8601 in). */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** "Chrome on macOS", or a dash when the browser told nothing. */
export function formatDevice(device: DeviceName | null): string {
  if (!device) return '—';
  return [device.browser, device.os, device.type].filter(Boolean).join(' · ') || '—';
}
