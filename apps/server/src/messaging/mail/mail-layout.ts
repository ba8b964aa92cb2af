import { FOOTER_YEAR, isRtl, type Language } from '@account-centre/contract';
import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { createElement as h, type ReactNode } from 'react';
import type { MailBrand } from '#messaging/mail/mail-brand.ts';

/** What one e-mail's HTML is built from: its texts (the one source of the words) and its brand. */
export interface MailLayoutInput {
  brand: MailBrand;
  language: Language;
  subject: string;
  /** The plain-text part, exactly as sent: every paragraph of it is shown. */
  text: string;
  /** The verification code in the text, set apart; absent for notices. */
  code?: string | undefined;
}

const FONT = "-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif";
/** A link in the text: ASCII URL characters only (a full-width stop ends it), no trailing stop. */
const URL_PATTERN = /(https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*[A-Za-z0-9\-_~/#=&%])/g;

/** One line of a paragraph: links made links (in the brand's colour), the code set apart. */
function lineContent(line: string, input: MailLayoutInput, key: string): ReactNode[] {
  return line.split(URL_PATTERN).flatMap((part, index): ReactNode[] => {
    if (index % 2 === 1) {
      return [
        h(Link, { key: `${key}-${index}`, href: part, style: { color: input.brand.color } }, part),
      ];
    }
    const { code } = input;
    if (code === undefined || !/^\d+$/.test(code)) return [part];
    return part.split(new RegExp(`(?<!\\d)(${code})(?!\\d)`)).map((piece, at) =>
      at % 2 === 1
        ? h(
            'strong',
            {
              key: `${key}-${index}-${at}`,
              style: {
                fontSize: '24px',
                letterSpacing: '4px',
                fontFamily: 'Menlo,Consolas,monospace',
                color: input.brand.color,
              },
            },
            piece,
          )
        : piece,
    );
  });
}

function paragraphs(input: MailLayoutInput): ReactNode[] {
  return input.text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph, index) =>
      h(
        Text,
        { key: index, style: { margin: '0 0 16px', fontSize: '15px', lineHeight: '1.5' } },
        paragraph
          .split('\n')
          .flatMap((line, at) => [
            ...(at > 0 ? [h('br', { key: `br-${at}` })] : []),
            ...lineContent(line, input, `${index}-${at}`),
          ]),
      ),
    );
}

/**
 * The e-mail of one brand (decision 065), written with React Email: a header in the brand's
 * colour with its logo (or its name), the text's paragraphs, a footer with the brand and its legal
 * documents. `lang` and `dir` from the message language; inline styles only (mail clients drop
 * style sheets); no script.
 */
export function MailLayout(input: MailLayoutInput): ReactNode {
  const { brand, language } = input;
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const header = h(
    Section,
    {
      style: { backgroundColor: brand.color, padding: '16px 24px', borderRadius: '8px 8px 0 0' },
      id: 'mail-header',
    },
    brand.logoUrl === undefined
      ? h(
          Text,
          { style: { margin: 0, color: '#ffffff', fontSize: '20px', fontWeight: 700 } },
          brand.name,
        )
      : h(Img, { src: brand.logoUrl, alt: brand.name, height: 32, style: { height: '32px' } }),
  );
  const links = brand.legalLinks(language);
  const footer = h(
    Section,
    { style: { padding: '0 24px 24px', color: '#59636e', fontSize: '12px' }, id: 'mail-footer' },
    h(Hr, { style: { borderColor: '#d1d9e0', margin: '0 0 16px' } }),
    h(
      Text,
      { style: { margin: '0 0 8px', fontSize: '12px' } },
      ...links.flatMap((link, index) => [
        ...(index > 0 ? [' · '] : []),
        h(Link, { key: link.kind, href: link.url, style: { color: brand.color } }, link.title),
      ]),
    ),
    h(Text, { style: { margin: 0, fontSize: '12px' } }, `© ${FOOTER_YEAR} ${brand.name}`),
  );
  return h(
    Html,
    { lang: language, dir },
    h(Head, null, h('title', null, input.subject)),
    h(Preview, null, input.subject),
    h(
      Body,
      { style: { margin: 0, padding: '24px 0', backgroundColor: '#f4f5f7', fontFamily: FONT } },
      h(
        Container,
        {
          style: {
            maxWidth: '560px',
            backgroundColor: '#ffffff',
            color: '#1f2328',
            textAlign: align,
            borderTop: `4px solid ${brand.color}`,
            borderRadius: '8px',
          },
        },
        header,
        h(Section, { style: { padding: '24px' } }, ...paragraphs(input)),
        footer,
      ),
    ),
  );
}

/** The HTML part of an e-mail in its brand's look. */
export async function renderBrandedMailHtml(input: MailLayoutInput): Promise<string> {
  return render(h(MailLayout, input));
}
