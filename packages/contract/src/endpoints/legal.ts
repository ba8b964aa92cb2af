import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';
import { languageTagSchema } from '#endpoints/common.ts';
import { countryCodeSchema } from '#rules/country.ts';

/** The legal documents (DESIGN §4 "home rules"). */
export const LEGAL_DOCUMENT_KINDS = [
  'user-agreement',
  'privacy-policy',
  'product-service-agreement',
] as const;
export const legalDocumentKindSchema = z.enum(LEGAL_DOCUMENT_KINDS);
export type LegalDocumentKind = z.infer<typeof legalDocumentKindSchema>;

/**
 * The documents the agreement box accepts (spec §5) and that a signed-in user must accept again
 * when a new version is published. The product service agreement is shown on the login screen
 * (spec §2) but not ticked, so it is listed with the home rules without being required.
 */
export const REQUIRED_LEGAL_DOCUMENT_KINDS = [
  'user-agreement',
  'privacy-policy',
] as const satisfies readonly LegalDocumentKind[];

export function isRequiredLegalDocument(kind: LegalDocumentKind): boolean {
  return (REQUIRED_LEGAL_DOCUMENT_KINDS as readonly LegalDocumentKind[]).includes(kind);
}

/** Versions count up from 1 per kind, across every country. */
export const legalVersionSchema = z.int().check(z.gte(1), z.lte(2_147_483_647));

/**
 * GET {privacy} (public): the current version of a document, in the best language available
 * (the exact language, then its base language, then English). `kind` defaults to the privacy
 * policy, the path's name; without `country` the version for every country is served.
 */
export const privacyQuerySchema = z.object({
  kind: z._default(legalDocumentKindSchema, 'privacy-policy'),
  lang: z.optional(languageTagSchema),
  country: z.optional(countryCodeSchema),
});
export type PrivacyQuery = z.input<typeof privacyQuerySchema>;

/**
 * One version of a legal document in one language.
 *
 * `body` is plain text, never HTML or Markdown: blocks are separated by blank lines; a block
 * whose first line starts with `## ` is a section heading, every other block a paragraph whose
 * single line breaks are kept. Clients render it as text (the web app: text nodes only).
 */
export const legalDocumentSchema = z.object({
  kind: legalDocumentKindSchema,
  version: legalVersionSchema,
  /** The language served, which may differ from the one asked for (fallback). */
  language: z.string(),
  /** The country this version is written for; null: every country without its own version. */
  country: z.nullable(z.string()),
  title: z.string(),
  body: z.string(),
  /** ISO time from which this version is in effect. */
  publishedAt: z.string(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export const privacyResponseSchema = envelopeSchema(legalDocumentSchema);

/** A current document that applies to the signed-in user, and whether they have accepted it. */
export const homeRuleSchema = z.object({
  kind: legalDocumentKindSchema,
  version: legalVersionSchema,
  title: z.string(),
  /** The language of `title`. */
  language: z.string(),
  /** The country this version is written for (ask GET {privacy} with it); null: every country. */
  country: z.nullable(z.string()),
  publishedAt: z.string(),
  /** Acceptance is needed to keep using the account (see REQUIRED_LEGAL_DOCUMENT_KINDS). */
  required: z.boolean(),
  /** The user has accepted this version. */
  accepted: z.boolean(),
});
export type HomeRule = z.infer<typeof homeRuleSchema>;

/**
 * POST {homeRuleList} (signed in): the current documents for the user's country, titled in
 * `language` (default: the account's language).
 */
export const homeRuleListRequestSchema = z.object({
  language: z.optional(languageTagSchema),
});
export type HomeRuleListRequest = z.infer<typeof homeRuleListRequestSchema>;
export const homeRuleListResultSchema = z.object({ documents: z.array(homeRuleSchema) });
export type HomeRuleListResult = z.infer<typeof homeRuleListResultSchema>;
export const homeRuleListResponseSchema = envelopeSchema(homeRuleListResultSchema);

export const legalAcceptanceSchema = z.object({
  kind: legalDocumentKindSchema,
  version: legalVersionSchema,
});
export type LegalAcceptance = z.infer<typeof legalAcceptanceSchema>;

/**
 * POST {homeRuleCheck} (signed in). Without `accept`: whether the user has accepted the current
 * version of every required document. With `accept`: records the acceptance of those versions
 * first (idempotent; all or nothing) — each must be the user's current version, else 40900
 * `legalVersionNotCurrent` and nothing is recorded.
 */
export const homeRuleCheckRequestSchema = z.object({
  language: z.optional(languageTagSchema),
  accept: z.optional(
    z.array(legalAcceptanceSchema).check(
      z.minLength(1),
      z.maxLength(LEGAL_DOCUMENT_KINDS.length),
      z.refine((items) => new Set(items.map((item) => item.kind)).size === items.length, {
        message: 'each kind at most once',
      }),
    ),
  ),
});
export type HomeRuleCheckRequest = z.infer<typeof homeRuleCheckRequestSchema>;
export const homeRuleCheckResultSchema = z.object({
  /** Every required document's current version is accepted. */
  accepted: z.boolean(),
  /** The required documents whose current version is not accepted yet. */
  missing: z.array(homeRuleSchema),
});
export type HomeRuleCheckResult = z.infer<typeof homeRuleCheckResultSchema>;
export const homeRuleCheckResponseSchema = envelopeSchema(homeRuleCheckResultSchema);
