import {
  ALL_LANGUAGES,
  countryCodeSchema,
  DEFAULT_LANGUAGE,
  legalDocumentKindSchema,
} from '@account-centre/contract';
import { z } from 'zod';
import type { NewVersion } from '#modules/legal/legal.repo.ts';

const textSchema = z.object({
  language: z.enum(ALL_LANGUAGES),
  title: z.string().trim().min(1).max(200),
  // Plain text; CRLF from Windows editors is stored as LF so blank-line blocks are found.
  body: z
    .string()
    .transform((body) => body.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1).max(100_000)),
});

/** A new version of a document, as the publishing tool hands it over. */
const publishInputSchema = z.object({
  kind: legalDocumentKindSchema,
  country: z.nullish(countryCodeSchema).transform((country) => country ?? null),
  publishedAt: z.coerce.date().optional(),
  texts: z
    .array(textSchema)
    .min(1)
    .refine(
      (texts) => new Set(texts.map((text) => text.language)).size === texts.length,
      'each language at most once',
    )
    // English is every reader's fallback (spec §4), so every version must have it.
    .refine(
      (texts) => texts.some((text) => text.language === DEFAULT_LANGUAGE),
      `an ${DEFAULT_LANGUAGE} text is required`,
    ),
});

export class PublishInputError extends Error {
  override name = 'PublishInputError';
}

/** Validates a document to publish; throws a PublishInputError naming every problem. */
export function parsePublishInput(input: unknown): NewVersion {
  const result = publishInputSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`,
    );
    throw new PublishInputError(`Cannot publish: ${problems.join('; ')}`);
  }
  const { kind, country, publishedAt, texts } = result.data;
  return { kind, country, publishedAt, texts };
}
