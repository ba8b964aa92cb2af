import {
  ALL_LANGUAGES,
  DEFAULT_LANGUAGE,
  matchLanguage,
  type Language,
} from '@account-centre/contract';
import { MESSAGE_TEXTS } from '#messaging/texts/index.ts';
import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** The message language for a request's language tag (`zh-CN` → `zh`, `pt-BR` → `pt`); English when none fits. */
export function messageLanguageOf(tag: string | undefined): Language {
  return (matchLanguage(tag, ALL_LANGUAGES) ?? DEFAULT_LANGUAGE) as Language;
}

/** The e-mail and SMS texts for a request's language tag. */
export function messageTextsFor(tag: string | undefined): MessageTexts {
  return MESSAGE_TEXTS[messageLanguageOf(tag)];
}
