import type { DeviceName } from '@account-centre/contract';
import { UAParser } from 'ua-parser-js';

/** The browser, system and device type a User-Agent header names (ua-parser-js 1, MIT). */
export function deviceNameOf(userAgent: string | null): DeviceName | null {
  if (userAgent === null) return null;
  const result = new UAParser(userAgent).getResult();
  const browser = result.browser.name ?? null;
  const os = result.os.name ? [result.os.name, result.os.version].filter(Boolean).join(' ') : null;
  if (browser === null && os === null) return null;
  return { browser, os, type: result.device.type ?? null };
}
