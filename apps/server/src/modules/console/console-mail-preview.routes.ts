import {
  CONSOLE_MAIL_PREVIEW_HTML_PATH,
  CONSOLE_MAIL_PREVIEWS_PATH,
  consoleMailPreviewHtmlParamsSchema,
  consoleMailPreviewHtmlQuerySchema,
  consoleMailPreviewQuerySchema,
  consoleMailPreviewResponseSchema,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { appError } from '#lib/app-error.ts';
import { success } from '#lib/envelope.ts';
import type { MailBrand } from '#messaging/mail/mail-brand.ts';
import { MAIL_KINDS, type MailKind } from '#messaging/mail/mail-kinds.ts';
import type { MailRenderer } from '#messaging/mail/mail-renderer.ts';
import { sampleEmails } from '#modules/console/mail-samples.ts';
import { consoleGuard } from '#modules/console/console.guard.ts';
import type { StaffService } from '#modules/console/staff.service.ts';

/**
 * Decision 065: every e-mail kind of one brand and language, rendered as it would be sent (the
 * operator's template when there is one) with sample values, for the console's preview. Admins
 * only (support staff: 40322), like the other admin pages; it changes nothing.
 */
export const consoleMailPreviewRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  renderer: MailRenderer;
  authHeader: string;
}> = async (app, { staff, renderer, authHeader }) => {
  const admin = consoleGuard(staff, authHeader).require({ admin: true });
  app.get(
    CONSOLE_MAIL_PREVIEWS_PATH,
    {
      preParsing: admin,
      schema: {
        querystring: consoleMailPreviewQuerySchema,
        response: { 200: consoleMailPreviewResponseSchema },
      },
    },
    async (request, reply) => {
      const { brand, language } = request.query;
      const brandName = renderer.brands[brand].name;
      const samples = sampleEmails(brandName, language);
      const mails = await Promise.all(
        MAIL_KINDS.map(async (kind) => {
          const mail = await renderer.render({ ...samples[kind] });
          return {
            kind,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            override: mail.override?.files ?? null,
          };
        }),
      );
      reply.header('cache-control', 'no-store');
      return success({ brand, brandName, language, mails });
    },
  );
  app.get(
    CONSOLE_MAIL_PREVIEW_HTML_PATH,
    {
      preParsing: admin,
      schema: {
        params: consoleMailPreviewHtmlParamsSchema,
        querystring: consoleMailPreviewHtmlQuerySchema,
        produces: ['text/html'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { kind, language } = request.params;
      if (!(MAIL_KINDS as readonly string[]).includes(kind)) throw appError('consoleItemNotFound');
      const mailBrand = renderer.brands[request.query.brand];
      const samples = sampleEmails(mailBrand.name, language);
      const mail = await renderer.render({ ...samples[kind as MailKind] });
      reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', previewPolicy(mailBrand))
        // Framed by the console only (its own origin), never by another site.
        .header('x-frame-options', 'SAMEORIGIN')
        .type('text/html; charset=utf-8');
      return mail.html;
    },
  );
};

/**
 * The preview page's own CSP: nothing runs and nothing loads but the mail's inline styles and its
 * brand's logo; sandboxed (no script, no form, no popup) even when opened outside its frame;
 * framed by the console's origin only. The sandbox keeps the console's origin (no script can run
 * to use it) so that the built-in logo, served same-origin only, loads as in the mail.
 */
function previewPolicy(brand: MailBrand): string {
  const logo = brand.logoUrl === undefined ? undefined : URL.parse(brand.logoUrl)?.origin;
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `img-src ${['data:', ...(logo === undefined ? [] : [logo])].join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    'sandbox allow-same-origin',
  ].join('; ');
}
