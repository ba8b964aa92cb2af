import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import {
  acceptedLanguages,
  ALL_LANGUAGES,
  darkenHexColor,
  FOOTER_YEAR,
  isRtl,
  LANGUAGE_ENTRIES,
  logoOrigin,
  matchLanguage,
  tintOfHexColor,
  type BrandKey,
} from '@account-centre/contract';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from '#messaging/mail-html.ts';
import { messageLanguageOf } from '#messaging/message-language.ts';
import { MESSAGE_TEXTS } from '#messaging/texts/index.ts';
import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/**
 * The provider's own pages (RP-initiated logout, its end, errors) in the user's language and in
 * the look of the web app's screens: its stylesheets, the brand's logo and colour, the language
 * switch and the footer (the markup of `AppShell` and `PagePanel`). The texts live beside the
 * e-mail and SMS texts (`messaging/texts/<lang>.ts`, `providerPages`). No script runs there but the
 * sign-out's own step on (its hash in the page's CSP).
 */

/** The brand a page is for: the request's host and tenant select it (`OidcHost.handle`). */
export interface PageBrand {
  key: BrandKey;
  name: string;
  /** FIRST/SECOND_BRAND_LOGO_URL; unset: the web build's built-in logo. */
  logoUrl?: string | undefined;
  /** FIRST/SECOND_BRAND_PRIMARY_COLOR; unset: the theme's (in the web app's stylesheet). */
  primaryColor?: string | undefined;
}

/** What the pages take from the built web app, read once at start. */
export interface PageLook {
  /** The stylesheets of the web app's first load (its built `index.html`). */
  stylesheets: readonly string[];
  /** Each brand's built-in logo in the build (`.vite/manifest.json`). */
  logos: Partial<Record<BrandKey, string>>;
  /** APP_LANGUAGES: the languages the switch offers. */
  languages: readonly string[];
}

const STYLESHEET = /<link\b[^>]*\brel=["']stylesheet["'][^>]*>/gi;
const HREF = /\bhref=["'](\/[^"']+)["']/i;

/**
 * The web build's look from WEB_DIST_DIR: without a build the pages keep their markup, unstyled,
 * with the brand's name for a logo.
 */
export function pageLookOf(webDistDir: string, languages: readonly string[]): PageLook {
  const indexFile = join(webDistDir, 'index.html');
  const stylesheets = existsSync(indexFile)
    ? [...readFileSync(indexFile, 'utf8').matchAll(STYLESHEET)].flatMap(
        ([tag]) => HREF.exec(tag)?.[1] ?? [],
      )
    : [];
  const logos: Partial<Record<BrandKey, string>> = {};
  const manifestFile = join(webDistDir, '.vite', 'manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
      string,
      { file?: string }
    >;
    for (const key of ['first', 'second'] as const) {
      const file = manifest[`src/brands/${key}/logo.svg`]?.file;
      if (file !== undefined) logos[key] = `/${file}`;
    }
  }
  return { stylesheets, logos, languages };
}

/** The brand of each request the provider handles (set by `OidcHost.handle`). */
const pageBrands = new WeakMap<IncomingMessage, PageBrand>();

export function setPageBrand(request: IncomingMessage, brand: PageBrand): void {
  pageBrands.set(request, brand);
}

export interface PageLocale {
  /** A supported language tag (`de`, `zh-TW`, `ar`). */
  language: string;
  texts: MessageTexts['providerPages'];
  /** The brand's display name. */
  brand: string;
  look: PageBrand;
}

/**
 * The page's language: the first of the `ui_locales` parameter's tags (OpenID Connect Core §3.1.2.1,
 * space-separated, of the provider's request or the query string) that we have texts for, then
 * `Accept-Language` the same way, then English.
 */
export function pageLocale(ctx: KoaContextWithOIDC, fallbackBrand: PageBrand): PageLocale {
  const param = ctx.oidc?.params?.ui_locales ?? ctx.query.ui_locales;
  const fromParam = typeof param === 'string' ? param.split(' ').filter((tag) => tag !== '') : [];
  const tags = [...fromParam, ...acceptedLanguages(ctx.get('accept-language'))];
  const matched = tags.map((tag) => matchLanguage(tag, ALL_LANGUAGES));
  const language = messageLanguageOf(matched.find((tag) => tag !== undefined));
  const look = pageBrands.get(ctx.req) ?? fallbackBrand;
  return { language, texts: MESSAGE_TEXTS[language].providerPages, brand: look.name, look };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The configured colour over the theme's (as the web app's `brandColorProperties`): `:root[data-brand]`
 * outweighs the theme's `html[data-brand='…']`.
 */
function brandStyle(primaryColor: string | undefined): string | undefined {
  if (primaryColor === undefined) return undefined;
  return (
    `:root[data-brand]{--ac-color-primary:${primaryColor};--ac-color-primary-hover:${darkenHexColor(primaryColor)};` +
    `--ac-color-link:${primaryColor};--ac-color-focus:${primaryColor};` +
    `--ac-background-tint:${tintOfHexColor(primaryColor, 55)}}`
  );
}

/** The header's language switch: a form that asks for the same page with `ui_locales` (no script). */
function languageSwitch(
  ctx: KoaContextWithOIDC,
  locale: PageLocale,
  languages: readonly string[],
  keepQuery: boolean,
) {
  const kept =
    keepQuery && ctx.method === 'GET'
      ? Object.entries(ctx.query).flatMap(([name, value]) =>
          name === 'ui_locales' || typeof value !== 'string' ? [] : [[name, value] as const],
        )
      : [];
  const hidden = kept
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const options = languages
    .flatMap((tag) => LANGUAGE_ENTRIES.find((entry) => entry.langTag === tag) ?? [])
    .map(
      (entry) =>
        `<option value="${escapeHtml(entry.langTag)}" lang="${escapeHtml(entry.langTag)}"${
          entry.langTag === locale.language ? ' selected' : ''
        }>${escapeHtml(entry.displayLang)}</option>`,
    )
    .join('');
  return `<form class="language-select" method="get" action="${escapeHtml(ctx.path)}">${hidden}<label class="language-select__label" for="page-language">${escapeHtml(locale.texts.languageLabel)}</label><select id="page-language" class="language-select__control" name="ui_locales">${options}</select><button type="submit" class="button button--secondary language-select__apply">${escapeHtml(locale.texts.languageChange)}</button></form>`;
}

export interface PageContent {
  title: string;
  /** The panel's content (HTML). */
  body: string;
  /** Origins a form on the page may go on to (besides this one). */
  formOrigins?: readonly string[];
  /**
   * Hidden iframes to load (Front-Channel Logout, decision 062): their origins are the page's
   * `frame-src`, and no other page has one.
   */
  frames?: readonly string[];
  /** An inline script (its hash joins the CSP's `script-src`). */
  script?: string;
  /**
   * The language switch asks for this page again with the request's query (the sign-out's
   * pages); without, with `ui_locales` only (an error page echoes no parameter).
   */
  keepQuery?: boolean;
}

/**
 * Answers a whole page: `lang` and `dir` of its language, the brand's look, the header (logo,
 * language switch), the panel (title and body), the footer; and the page's own CSP.
 */
export function sendPage(
  ctx: KoaContextWithOIDC,
  look: PageLook,
  locale: PageLocale,
  content: PageContent,
): void {
  const brand = locale.look;
  const style = brandStyle(brand.primaryColor);
  const logo = brand.logoUrl ?? look.logos[brand.key];
  const imgOrigins = logo === undefined ? [] : [logoOrigin(logo) ?? []].flat();
  const frameOrigins = [
    ...new Set((content.frames ?? []).flatMap((frame) => URL.parse(frame)?.origin ?? [])),
  ];
  ctx.set(
    'content-security-policy',
    [
      "default-src 'self'",
      `script-src ${content.script === undefined ? "'none'" : sha256(content.script)}`,
      `style-src 'self'${style === undefined ? '' : ` ${sha256(style)}`}`,
      `img-src ${["'self'", 'data:', ...imgOrigins].join(' ')}`,
      "font-src 'self'",
      ...(frameOrigins.length === 0 ? [] : [`frame-src ${frameOrigins.join(' ')}`]),
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      `form-action ${["'self'", ...(content.formOrigins ?? [])].join(' ')}`,
    ].join('; '),
  );
  ctx.type = 'html';
  ctx.body = pageHtml(ctx, look, locale, content, style, logo);
}

function pageHtml(
  ctx: KoaContextWithOIDC,
  look: PageLook,
  locale: PageLocale,
  content: PageContent,
  style: string | undefined,
  logo: string | undefined,
): string {
  const { texts } = locale;
  const lang = escapeHtml(locale.language);
  const dir = isRtl(locale.language) ? 'rtl' : 'ltr';
  const brandName = escapeHtml(locale.brand);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.title)} · ${brandName}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...look.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(style === undefined ? [] : [`<style>${style}</style>`]),
    ...(content.script === undefined ? [] : [`<script>${content.script}</script>`]),
  ].join('\n');
  const logoHtml =
    logo === undefined
      ? `<span>${brandName}</span>`
      : `<img class="site-header__logo" src="${escapeHtml(logo)}" alt="${brandName}"><span aria-hidden="true">${brandName}</span>`;
  return `<!doctype html>
<html lang="${lang}" dir="${dir}" data-brand="${escapeHtml(locale.look.key)}"><head>
${head}
</head>
<body><div id="root"><div class="app-shell">
<header class="site-header"><span class="site-header__brand">${logoHtml}</span>${languageSwitch(ctx, locale, look.languages, content.keepQuery === true)}</header>
<main id="main" class="site-main"><section class="page-panel" aria-labelledby="page-title">
<h1 id="page-title" class="page-panel__title">${escapeHtml(content.title)}</h1>
${content.body}${framesHtml(content.frames ?? [])}
</section></main>
<footer class="site-footer"><p>${escapeHtml(texts.footer({ year: FOOTER_YEAR, brand: locale.brand }))}</p></footer>
</div></div></body></html>`;
}

/** Front-channel logout iframes: hidden, out of the tab order and of the accessibility tree. */
function framesHtml(frames: readonly string[]): string {
  if (frames.length === 0) return '';
  const tags = frames
    .map(
      (frame) =>
        `<iframe class="frontchannel-logout" src="${escapeHtml(frame)}" title="" tabindex="-1" aria-hidden="true" width="0" height="0"></iframe>`,
    )
    .join('');
  return `\n<div hidden>${tags}</div>`;
}

/** The sign-in screen in the page's language: the way on from the error page. */
export function loginHref(loginPath: string, language: string): string {
  return `${loginPath}?${new URLSearchParams({ lang: language }).toString()}`;
}
