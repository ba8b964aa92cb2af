/**
 * `legal:publish` with fewer languages than the app offers (issue 37): the app languages without a
 * text of their own in the new version are shown the English one. The tool lists them and asks;
 * `--yes` answers for scripts; without a terminal to ask on and without `--yes`, it refuses.
 */

/** The app languages that get no text of their own from `given` (and will be shown English). */
export { legalFallbackLanguages as fallbackLanguages } from '@account-centre/contract';

export type FallbackDecision =
  { publish: true } | { publish: false; reason: 'declined' | 'not-confirmed'; message: string };

/** The list the tool prints before asking. */
export function fallbackNotice(missing: readonly string[]): string {
  return (
    `These app languages have no text in this version and will be shown the English one: ` +
    `${missing.join(', ')}.`
  );
}

/**
 * Whether to publish: at once when every app language has its text or `--yes` was given;
 * otherwise the answer to `ask` (y or yes, any case) when there is a terminal to ask on, and a
 * refusal naming the languages when there is none.
 */
export async function confirmFallback(options: {
  missing: readonly string[];
  yes: boolean;
  interactive: boolean;
  ask: (question: string) => Promise<string>;
  print: (line: string) => void;
}): Promise<FallbackDecision> {
  const { missing, yes, interactive, ask, print } = options;
  if (missing.length === 0) return { publish: true };
  print(fallbackNotice(missing));
  if (yes) return { publish: true };
  if (!interactive) {
    return {
      publish: false,
      reason: 'not-confirmed',
      message: `Not published: ${fallbackNotice(missing)} Run again with --yes to publish anyway.`,
    };
  }
  const answer = (await ask('Publish anyway? [y/N] ')).trim().toLowerCase();
  if (answer === 'y' || answer === 'yes') return { publish: true };
  return { publish: false, reason: 'declined', message: 'Not published.' };
}
