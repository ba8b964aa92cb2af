import * as z from 'zod/mini';

/** Every key the app keeps in storage (spec §3 stored state). */
export type StoredKey =
  | 'refreshToken'
  | 'urlParams'
  | 'language'
  | 'isZhLang'
  | 'appType'
  | 'userInfo'
  | 'countryArea'
  | 'countryDisabled'
  | 'countryList';

/** Spec §3 "storage type": where a value is kept. */
export type StorageType = 'localStorage' | 'sessionStorage';

/**
 * Values that belong to one visit: they survive reloads in the tab, and a new visit starts
 * without them (the country state follows the `country` parameter the visit came with).
 */
const SESSION_KEYS: ReadonlySet<StoredKey> = new Set([
  'countryArea',
  'countryDisabled',
  'countryList',
]);

export function storageTypeOf(key: StoredKey): StorageType {
  return SESSION_KEYS.has(key) ? 'sessionStorage' : 'localStorage';
}

/** The browser storage of a key; throws where storage is disabled, like `localStorage` itself. */
function storageOf(key: StoredKey): Storage {
  return storageTypeOf(key) === 'sessionStorage' ? sessionStorage : localStorage;
}

export const STORAGE_PREFIX = 'ac-';

/** Spec §3: values carry their data type, content, storage type and timestamp. */
export interface StoredEnvelope<T> {
  dataType: string;
  content: T;
  type: StorageType;
  datetime: number;
}

const envelopeSchema = z.object({
  dataType: z.string(),
  content: z.unknown(),
  type: z.enum(['localStorage', 'sessionStorage']),
  datetime: z.number(),
});

export function storageKey(key: StoredKey): string {
  return `${STORAGE_PREFIX}${key}`;
}

export function setStored<T>(key: StoredKey, content: T): void {
  const envelope: StoredEnvelope<T> = {
    dataType: typeof content,
    content,
    type: storageTypeOf(key),
    datetime: Date.now(),
  };
  try {
    storageOf(key).setItem(storageKey(key), JSON.stringify(envelope));
  } catch {
    // Storage full or disabled (private mode): the app keeps working without persistence.
  }
}

/** The stored content when it is present and matches `schema`; otherwise undefined. */
export function getStored<T>(key: StoredKey, schema: z.core.$ZodType<T>): T | undefined {
  let raw: string | null;
  try {
    raw = storageOf(key).getItem(storageKey(key));
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const envelope = envelopeSchema.safeParse(JSON.parse(raw));
    if (!envelope.success) return undefined;
    const content = z.safeParse(schema, envelope.data.content);
    return content.success ? content.data : undefined;
  } catch {
    return undefined;
  }
}

export function removeStored(key: StoredKey): void {
  try {
    storageOf(key).removeItem(storageKey(key));
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
