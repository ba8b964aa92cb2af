import {
  ALL_LANGUAGES,
  countryCodeSchema,
  DEFAULT_LANGUAGE,
  legalDocumentKindSchema,
} from '@account-centre/contract';
import { z } from 'zod';
import type { NewTranslation, NewVersion } from '#modules/legal/legal.repo.ts';

const textSchema = z.object({
  language: z.enum(ALL_LANGUAGES),
  title: z.string().trim().min(1).max(200),
  // Plain text; CRLF from Windows editors is stored as LF so blank-line blocks are found.
  body: z
    .string()
    .transform((body) => body.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1).max(100_000)),
});

/** One or more languages, each at most once. */
const textsSchema = z
  .array(textSchema)
  .min(1)
  .refine(
    (texts) => new Set(texts.map((text) => text.language)).size === texts.length,
    'each language at most once',
  );

/** A new version of a document, as the publishing tool hands it over. */
const publishInputSchema = z.object({
  kind: legalDocumentKindSchema,
  country: z.nullish(countryCodeSchema).transform((country) => country ?? null),
  publishedAt: z.coerce.date().optional(),
  // English is every reader's fallback (spec §4), so every version must have it.
  texts: textsSchema.refine(
    (texts) => texts.some((text) => text.language === DEFAULT_LANGUAGE),
    `an ${DEFAULT_LANGUAGE} text is required`,
  ),
});

/**
 * Texts in more languages for a version already published: the same document (the version an
 * acceptance names), so English is not needed again and nobody is asked to accept anew.
 */
const translationInputSchema = z.object({
  kind: legalDocumentKindSchema,
  version: z.coerce.number().int().min(1).max(2_147_483_647),
  texts: textsSchema,
});

/** Why a publication was refused: the input, a version that does not exist, a language it has. */
export type PublishRefusal = 'invalid' | 'no-such-version' | 'language-exists';

export class PublishInputError extends Error {
  override name = 'PublishInputError';
  readonly refusal: PublishRefusal;

  constructor(message: string, refusal: PublishRefusal = 'invalid') {
    super(message);
    this.refusal = refusal;
  }
}

function parsed<T>(result: z.ZodSafeParseResult<T>): T {
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`,
  );
  throw new PublishInputError(`Cannot publish: ${problems.join('; ')}`);
}

/** Validates a document to publish; throws a PublishInputError naming every problem. */
export function parsePublishInput(input: unknown): NewVersion {
  const { kind, country, publishedAt, texts } = parsed(publishInputSchema.safeParse(input));
  return { kind, country, publishedAt, texts };
}

/** Validates language versions to add to a published version; throws a PublishInputError. */
export function parseTranslationInput(input: unknown): NewTranslation {
  return parsed(translationInputSchema.safeParse(input));
}
