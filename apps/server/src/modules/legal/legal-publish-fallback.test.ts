import { describe, expect, it } from 'vitest';
import { confirmFallback, fallbackLanguages } from '#modules/legal/legal-publish-fallback.ts';

const APP = ['zh', 'en', 'es', 'fr', 'de'];

function run(options: { given: string[]; yes?: boolean; interactive?: boolean; answer?: string }) {
  const printed: string[] = [];
  const asked: string[] = [];
  const decision = confirmFallback({
    missing: fallbackLanguages(APP, options.given),
    yes: options.yes ?? false,
    interactive: options.interactive ?? false,
    ask: async (question) => {
      asked.push(question);
      return options.answer ?? '';
    },
    print: (line) => printed.push(line),
  });
  return { decision, printed, asked };
}

describe('legal:publish with fewer languages than the app offers', () => {
  it('lists the app languages that will be shown English', () => {
    expect(fallbackLanguages(APP, ['en', 'de'])).toEqual(['zh', 'es', 'fr']);
    expect(fallbackLanguages(APP, [...APP, 'ko'])).toEqual([]);
  });

  it('publishes without a question when every app language has its text', async () => {
    const { decision, printed, asked } = run({ given: APP });
    expect(await decision).toEqual({ publish: true });
    expect(printed).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('asks on a terminal and publishes only on yes', async () => {
    for (const answer of ['y', 'YES', ' y ']) {
      const { decision, printed, asked } = run({ given: ['en'], interactive: true, answer });
      expect(await decision).toEqual({ publish: true });
      expect(printed[0]).toContain('zh, es, fr, de');
      expect(asked).toEqual(['Publish anyway? [y/N] ']);
    }
    for (const answer of ['', 'n', 'no', 'yess']) {
      const { decision } = run({ given: ['en'], interactive: true, answer });
      expect(await decision).toMatchObject({ publish: false, reason: 'declined' });
    }
  });

  it('publishes with --yes after listing the languages, without asking', async () => {
    const { decision, printed, asked } = run({ given: ['en', 'de'], yes: true });
    expect(await decision).toEqual({ publish: true });
    expect(printed).toEqual([
      'These app languages have no text in this version and will be shown the English one: zh, es, fr.',
    ]);
    expect(asked).toEqual([]);
  });

  it('refuses without a terminal and without --yes, naming the languages', async () => {
    const { decision, asked } = run({ given: ['en', 'de'] });
    const result = await decision;
    expect(result).toMatchObject({ publish: false, reason: 'not-confirmed' });
    expect(result.publish === false && result.message).toContain('zh, es, fr');
    expect(result.publish === false && result.message).toContain('--yes');
    expect(asked).toEqual([]);
  });
});
