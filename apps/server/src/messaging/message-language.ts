import { matchLanguage } from '@account-centre/contract';

/** Languages with their own e-mail and SMS texts; every other language gets English. */
export const MESSAGE_LANGUAGES = ['en', 'zh'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** The message language for a request's language tag (`zh-CN` → `zh`, `fr` → `en`). */
export function messageLanguageOf(tag: string | undefined): MessageLanguage {
  return (matchLanguage(tag, MESSAGE_LANGUAGES) ?? 'en') as MessageLanguage;
}
