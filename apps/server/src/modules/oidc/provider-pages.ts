import type { IncomingMessage } from 'node:http';
import { acceptedLanguages, ALL_LANGUAGES, isRtl, matchLanguage } from '@account-centre/contract';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from '#messaging/mail-html.ts';
import { messageLanguageOf } from '#messaging/message-language.ts';
import { MESSAGE_TEXTS } from '#messaging/texts/index.ts';
import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/**
 * The provider's own pages (RP-initiated logout, its end, errors) in the user's language: the
 * texts live beside the e-mail and SMS texts (`messaging/texts/<lang>.ts`, `providerPages`).
 */

/** The brand's display name of each request the provider handles (set by `OidcHost.handle`). */
const brandNames = new WeakMap<IncomingMessage, string>();

export function setPageBrand(request: IncomingMessage, brandName: string): void {
  brandNames.set(request, brandName);
}

export interface PageLocale {
  /** A supported language tag (`de`, `zh-TW`, `ar`). */
  language: string;
  texts: MessageTexts['providerPages'];
  brand: string;
}

/**
 * The page's language: the first of the `ui_locales` parameter's tags (OpenID Connect Core §3.1.2.1,
 * space-separated, of the provider's request or the query string) that we have texts for, then
 * `Accept-Language` the same way, then English.
 */
export function pageLocale(ctx: KoaContextWithOIDC, fallbackBrand: string): PageLocale {
  const param = ctx.oidc?.params?.ui_locales ?? ctx.query.ui_locales;
  const fromParam = typeof param === 'string' ? param.split(' ').filter((tag) => tag !== '') : [];
  const tags = [...fromParam, ...acceptedLanguages(ctx.get('accept-language'))];
  const matched = tags.map((tag) => matchLanguage(tag, ALL_LANGUAGES));
  const language = messageLanguageOf(matched.find((tag) => tag !== undefined));
  return {
    language,
    texts: MESSAGE_TEXTS[language].providerPages,
    brand: brandNames.get(ctx.req) ?? fallbackBrand,
  };
}

/** A whole page: `lang` and `dir` of its language, the brand in the title, the body as given (HTML). */
export function pageHtml(locale: PageLocale, title: string, body: string): string {
  const lang = escapeHtml(locale.language);
  const dir = isRtl(locale.language) ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(locale.brand)}</title></head>
<body><header><p>${escapeHtml(locale.brand)}</p></header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The sign-in screen in the page's language: the way on from the error page. */
export function loginHref(loginPath: string, language: string): string {
  return `${loginPath}?${new URLSearchParams({ lang: language }).toString()}`;
}
