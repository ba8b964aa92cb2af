import type { Language } from '@account-centre/contract';
import { ar } from '#messaging/texts/ar.ts';
import { da } from '#messaging/texts/da.ts';
import { de } from '#messaging/texts/de.ts';
import { en } from '#messaging/texts/en.ts';
import { es } from '#messaging/texts/es.ts';
import { fi } from '#messaging/texts/fi.ts';
import { fr } from '#messaging/texts/fr.ts';
import { he } from '#messaging/texts/he.ts';
import { id } from '#messaging/texts/id.ts';
import { it } from '#messaging/texts/it.ts';
import { ja } from '#messaging/texts/ja.ts';
import { kk } from '#messaging/texts/kk.ts';
import { ko } from '#messaging/texts/ko.ts';
import { ms } from '#messaging/texts/ms.ts';
import { nb } from '#messaging/texts/nb.ts';
import { nl } from '#messaging/texts/nl.ts';
import { pl } from '#messaging/texts/pl.ts';
import { pt } from '#messaging/texts/pt.ts';
import { ru } from '#messaging/texts/ru.ts';
import { sv } from '#messaging/texts/sv.ts';
import { th } from '#messaging/texts/th.ts';
import { tr } from '#messaging/texts/tr.ts';
import { uk } from '#messaging/texts/uk.ts';
import { vi } from '#messaging/texts/vi.ts';
import { zh } from '#messaging/texts/zh.ts';
import { zhHK } from '#messaging/texts/zh-HK.ts';
import { zhTW } from '#messaging/texts/zh-TW.ts';
import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** The e-mail and SMS texts of every language of spec §3, one file each. */
export const MESSAGE_TEXTS: Record<Language, MessageTexts> = {
  zh,
  en,
  es,
  fr,
  de,
  it,
  nl,
  ru,
  kk,
  pl,
  tr,
  'zh-TW': zhTW,
  'zh-HK': zhHK,
  ko,
  id,
  vi,
  ja,
  th,
  uk,
  pt,
  nb,
  sv,
  da,
  ms,
  ar,
  he,
  fi,
};
