import type { BrandKey } from '@account-centre/contract';
import type { LocaleCopy } from '#i18n/locale-loaders.ts';

/**
 * Each brand's own wording per language (spec §1: the second brand's Russian and Turkish texts
 * name it differently), lazily loaded with the language; only the keys that differ.
 */
export const brandCopyLoaders: Record<
  BrandKey,
  Partial<Record<string, () => Promise<LocaleCopy>>>
> = {
  first: {},
  second: {
    ru: () => import('#brands/second/copy/ru.ts').then((m) => m.ru),
    tr: () => import('#brands/second/copy/tr.ts').then((m) => m.tr),
  },
};
