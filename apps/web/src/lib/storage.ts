import { z } from 'zod';

/** Every key the app keeps in local storage (spec §3 stored state). */
export type StoredKey =
  'refreshToken' | 'urlParams' | 'language' | 'isZhLang' | 'appType' | 'userInfo';

export const STORAGE_PREFIX = 'ac-';

/** Spec §3: values carry their data type, content, storage type and timestamp. */
export interface StoredEnvelope<T> {
  dataType: string;
  content: T;
  type: 'localStorage';
  datetime: number;
}

const envelopeSchema = z.object({
  dataType: z.string(),
  content: z.unknown(),
  type: z.literal('localStorage'),
  datetime: z.number(),
});

export function storageKey(key: StoredKey): string {
  return `${STORAGE_PREFIX}${key}`;
}

export function setStored<T>(key: StoredKey, content: T): void {
  const envelope: StoredEnvelope<T> = {
    dataType: typeof content,
    content,
    type: 'localStorage',
    datetime: Date.now(),
  };
  try {
    localStorage.setItem(storageKey(key), JSON.stringify(envelope));
  } catch {
    // Storage full or disabled (private mode): the app keeps working without persistence.
  }
}

/** The stored content when it is present and matches `schema`; otherwise undefined. */
export function getStored<T>(key: StoredKey, schema: z.ZodType<T>): T | undefined {
  let raw: string | null;
  try {
    raw = localStorage.getItem(storageKey(key));
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const envelope = envelopeSchema.safeParse(JSON.parse(raw));
    if (!envelope.success) return undefined;
    const content = schema.safeParse(envelope.data.content);
    return content.success ? content.data : undefined;
  } catch {
    return undefined;
  }
}

export function removeStored(key: StoredKey): void {
  try {
    localStorage.removeItem(storageKey(key));
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
