import { ALL_LANGUAGES, type Language } from '@account-centre/contract';

/** One language's text of a legal document as typed in the form. */
export interface TextDraft {
  key: number;
  language: Language;
  title: string;
  body: string;
}

export type TextProblem = 'required' | 'duplicateLanguage';
export interface TextsCheck {
  /** Per draft (by key): which of its fields is wrong. */
  fields: Map<number, Partial<Record<'language' | 'title' | 'body', TextProblem>>>;
  /** A new version must have English (every reader's fallback, spec §4). */
  englishMissing: boolean;
}

/** What is wrong with the drafts before they are sent; nothing when `fields` is empty and English is there. */
export function checkTexts(
  drafts: readonly TextDraft[],
  { englishRequired }: { englishRequired: boolean },
): TextsCheck {
  const fields: TextsCheck['fields'] = new Map();
  const seen = new Set<Language>();
  for (const draft of drafts) {
    const problems: Partial<Record<'language' | 'title' | 'body', TextProblem>> = {};
    if (seen.has(draft.language)) problems.language = 'duplicateLanguage';
    seen.add(draft.language);
    if (!draft.title.trim()) problems.title = 'required';
    if (!draft.body.trim()) problems.body = 'required';
    if (Object.keys(problems).length > 0) fields.set(draft.key, problems);
  }
  return { fields, englishMissing: englishRequired && !seen.has('en') };
}

export function textsOk(check: TextsCheck): boolean {
  return check.fields.size === 0 && !check.englishMissing;
}

/** The first language no draft (and no text already published) has, for "Add language". */
export function nextLanguage(
  drafts: readonly TextDraft[],
  taken: readonly string[] = [],
): Language | undefined {
  const used = new Set<string>([...taken, ...drafts.map((draft) => draft.language)]);
  return ALL_LANGUAGES.find((language) => !used.has(language));
}

/** The drafts as the contract's texts (title trimmed, as the server stores it). */
export function toTexts(drafts: readonly TextDraft[]) {
  return drafts.map(({ language, title, body }) => ({ language, title: title.trim(), body }));
}
