/** The console's languages (issue 26: at least en, zh, de), English the fallback. */
export const CONSOLE_LANGUAGES = ['en', 'zh', 'de'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

/** Each language's name in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<ConsoleLanguage, string> = {
  en: 'English',
  zh: '中文',
  de: 'Deutsch',
};

export function isConsoleLanguage(value: string | null | undefined): value is ConsoleLanguage {
  return (CONSOLE_LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The first of the browser's languages the console speaks (`zh-CN` → zh), else English. */
export function pickLanguage(
  stored: string | null | undefined,
  browser: readonly string[],
): ConsoleLanguage {
  if (isConsoleLanguage(stored)) return stored;
  for (const tag of browser) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isConsoleLanguage(primary)) return primary;
  }
  return 'en';
}
