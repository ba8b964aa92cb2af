import * as z from 'zod/mini';
import { ALL_LANGUAGES } from '#locales.ts';
import { envelopeSchema } from '#envelope.ts';
import { CONSOLE_API_PREFIX } from '#endpoints/console.ts';

/**
 * Decision 065: the console's preview of every e-mail the server sends, per brand and language,
 * rendered by the server with sample values (admin only, like the other admin pages).
 */
export const CONSOLE_MAIL_PREVIEWS_PATH = `${CONSOLE_API_PREFIX}/mail-previews`;

/**
 * One rendered e-mail's HTML part as a page of its own, the `src` of the console's preview frame:
 * answered with a CSP of its own that lets the mail's inline styles and its brand logo through
 * (the console's CSP, inherited by a `srcdoc` frame, blocks them).
 */
export const CONSOLE_MAIL_PREVIEW_HTML_PATH = `${CONSOLE_MAIL_PREVIEWS_PATH}/:kind/:language/html`;

/** The address of one preview's HTML (`kind` as the list names it). */
export function consoleMailPreviewHtmlUrl(kind: string, language: string, brand: string): string {
  const path = CONSOLE_MAIL_PREVIEW_HTML_PATH.replace(':kind', encodeURIComponent(kind)).replace(
    ':language',
    encodeURIComponent(language),
  );
  return `${path}?brand=${encodeURIComponent(brand)}`;
}

export const consoleMailPreviewHtmlParamsSchema = z.object({
  kind: z.string().check(z.maxLength(64)),
  language: z.enum(ALL_LANGUAGES),
});
export const consoleMailPreviewHtmlQuerySchema = z.object({
  brand: z._default(z.enum(['first', 'second']), 'first'),
});

export const consoleMailPreviewQuerySchema = z.object({
  brand: z._default(z.enum(['first', 'second']), 'first'),
  language: z._default(z.enum(ALL_LANGUAGES), 'en'),
});
export type ConsoleMailPreviewQuery = z.input<typeof consoleMailPreviewQuerySchema>;

export const consoleMailPreviewSchema = z.object({
  /** `code-login`, `email-changed`, … (the template file's name). */
  kind: z.string(),
  subject: z.string(),
  /** The plain-text part. */
  text: z.string(),
  /** The HTML part, shown in a sandboxed frame. */
  html: z.string(),
  /** The operator's template files in use (`first/de/code-login.html`), or null: built-in. */
  override: z.nullable(z.object({ html: z.string(), text: z.string() })),
});
export type ConsoleMailPreview = z.infer<typeof consoleMailPreviewSchema>;

export const consoleMailPreviewResponseSchema = envelopeSchema(
  z.object({
    brand: z.enum(['first', 'second']),
    brandName: z.string(),
    language: z.enum(ALL_LANGUAGES),
    mails: z.array(consoleMailPreviewSchema),
  }),
);
export type ConsoleMailPreviewResponse = z.infer<typeof consoleMailPreviewResponseSchema>;
