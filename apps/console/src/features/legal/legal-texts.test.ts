import { describe, expect, it } from 'vitest';
import {
  checkTexts,
  nextLanguage,
  textsOk,
  toTexts,
  type TextDraft,
} from '#features/legal/legal-texts.ts';

const draft = (
  key: number,
  language: TextDraft['language'],
  title = 'T',
  body = 'B',
): TextDraft => ({
  key,
  language,
  title,
  body,
});

describe('legal document texts typed in the console', () => {
  it('accepts complete texts in distinct languages with English', () => {
    const check = checkTexts([draft(1, 'en'), draft(2, 'de')], { englishRequired: true });
    expect(textsOk(check)).toBe(true);
  });

  it('names the empty title or text and the repeated language, per draft', () => {
    const check = checkTexts([draft(1, 'en', ' ', 'B'), draft(2, 'de', 'T', ''), draft(3, 'en')], {
      englishRequired: true,
    });
    expect(textsOk(check)).toBe(false);
    expect(check.fields.get(1)).toEqual({ title: 'required' });
    expect(check.fields.get(2)).toEqual({ body: 'required' });
    expect(check.fields.get(3)).toEqual({ language: 'duplicateLanguage' });
  });

  it('requires English for a new version only', () => {
    expect(checkTexts([draft(1, 'de')], { englishRequired: true }).englishMissing).toBe(true);
    expect(textsOk(checkTexts([draft(1, 'de')], { englishRequired: false }))).toBe(true);
  });

  it('offers the next language neither drafted nor published', () => {
    expect(nextLanguage([draft(1, 'zh')], ['en'])).toBe('es');
    expect(nextLanguage([])).toBe('zh');
  });

  it('sends trimmed titles and the text as typed', () => {
    expect(toTexts([draft(1, 'en', '  Terms ', ' body\n')])).toEqual([
      { language: 'en', title: 'Terms', body: ' body\n' },
    ]);
  });
});
