import type { BrandKey } from '@account-centre/contract';
import { messageLanguageOf } from '#messaging/message-language.ts';
import type { EmailMessage } from '#messaging/message.ts';
import { mailBrandByName, type MailBrand } from '#messaging/mail/mail-brand.ts';
import { mailKindOf } from '#messaging/mail/mail-kinds.ts';
import { renderBrandedMailHtml } from '#messaging/mail/mail-layout.ts';
import {
  fillTemplate,
  overrideKey,
  type MailOverride,
  type MailOverrides,
} from '#messaging/mail/mail-overrides.ts';

/** An e-mail ready for its transport: subject, text and HTML in its brand's look. */
export type RenderedEmail = EmailMessage & { html: string };

export interface MailRenderer {
  /**
   * The e-mail as sent (decision 065): the operator's template of its kind, brand and language
   * when there is one (its placeholders filled from `values`, escaped in the HTML), else the
   * built-in texts in the brand's React Email layout.
   */
  render(message: EmailMessage): Promise<RenderedEmail & { override?: MailOverride }>;
  readonly brands: Record<BrandKey, MailBrand>;
  readonly overrides: MailOverrides;
}

export function createMailRenderer(options: {
  brands: Record<BrandKey, MailBrand>;
  overrides: MailOverrides;
}): MailRenderer {
  const { brands, overrides } = options;
  return {
    brands,
    overrides,
    async render(message) {
      const brand = mailBrandByName(brands, message.brandName);
      const language = messageLanguageOf(message.language);
      const override =
        message.values === undefined
          ? undefined
          : overrides.get(overrideKey(brand.key, language, mailKindOf(message.purpose)));
      if (override !== undefined && message.values !== undefined) {
        return {
          ...message,
          subject: fillTemplate(override.subject, message.values, 'text'),
          text: fillTemplate(override.text, message.values, 'text'),
          html: fillTemplate(override.html, message.values, 'html'),
          override,
        };
      }
      const html = await renderBrandedMailHtml({
        brand,
        language,
        subject: message.subject,
        text: message.text,
        code: message.code,
      });
      return { ...message, html };
    },
  };
}
