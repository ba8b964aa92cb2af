import {
  CONSOLE_MAIL_PREVIEWS_PATH,
  consoleMailPreviewQuerySchema,
  consoleMailPreviewResponseSchema,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '#lib/envelope.ts';
import { MAIL_KINDS } from '#messaging/mail/mail-kinds.ts';
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
};
