import { isRtl } from '@account-centre/contract';

/** What the HTML body is built from: the e-mail as rendered for its language (subject and text). */
export interface MailHtmlInput {
  subject: string;
  /** The plain-text body, exactly as sent (the texts of `messaging/texts/<lang>.ts`). */
  text: string;
  /** The message language (a supported tag such as `de`, `ar`, `zh-TW`): `lang` and `dir`. */
  language: string;
  /** The verification code in the text, shown large; absent for notices. */
  code?: string | undefined;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML character data or attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** One paragraph: escaped, line breaks kept, the code set apart (it is digits, so it survives escaping). */
function paragraphHtml(paragraph: string, code: string | undefined): string {
  let html = escapeHtml(paragraph).replace(/\n/g, '<br>\n');
  if (code !== undefined && /^\d+$/.test(code)) {
    html = html.replace(
      new RegExp(`(?<!\\d)${code}(?!\\d)`, 'g'),
      `<strong style="font-size:24px;letter-spacing:4px;font-family:Menlo,Consolas,monospace;">${code}</strong>`,
    );
  }
  return `<p style="margin:0 0 16px;">${html}</p>`;
}

/**
 * The HTML body of an e-mail, built from its rendered text (the texts stay the one source; this
 * file adds no words): every paragraph of the text, escaped, in a simple layout with inline
 * styles (mail clients drop style sheets), `lang` and `dir` from the message language so that
 * right-to-left languages read correctly. No script, no remote image, no link that the text lacks.
 */
export function renderMailHtml(input: MailHtmlInput): string {
  const dir = isRtl(input.language) ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const paragraphs = input.text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => paragraphHtml(paragraph, input.code));
  const lang = escapeHtml(input.language);
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(input.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background:#f4f5f7;">`,
    `<div lang="${lang}" dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;color:#1f2328;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif;font-size:15px;line-height:1.5;text-align:${align};">`,
    ...paragraphs,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
