import {
  apiPaths,
  LEGAL_DOCUMENT_KINDS,
  LEGAL_DOCUMENT_NAME_KEYS,
  LEGAL_DOCUMENT_NAMES,
  type BrandKey,
  type Language,
  type LegalDocumentKind,
} from '@account-centre/contract';
import type { Config } from '#config/index.ts';

/** The built-in primary colour of each brand (the web app's `brands/<key>/theme.css`). */
const THEME_COLORS: Record<BrandKey, string> = { first: '#0a5ca8', second: '#7a2e8e' };

/** What an e-mail of one brand carries (decision 065): its name, logo, colour, sender and footer. */
export interface MailBrand {
  key: BrandKey;
  name: string;
  /** `#rrggbb`: the configured colour, else the theme's. */
  color: string;
  /** An absolute URL (mail clients have no base); none: the brand's name as a word mark. */
  logoUrl: string | undefined;
  /** The sender (`FIRST_BRAND_MAIL_FROM`, else `MAIL_FROM`). */
  from: string;
  /** The legal documents of the footer, named and linked in the message language. */
  legalLinks: (language: Language) => { kind: LegalDocumentKind; title: string; url: string }[];
}

/**
 * Both brands' mail look from the configuration; `builtInLogos` are the web build's logos
 * (`pageLookOf(...).logos`), server paths resolved against `OIDC_ISSUER` like a configured path.
 */
export function mailBrandsOf(
  config: Pick<Config, 'brands' | 'oidcIssuer' | 'brandSegment' | 'mailFrom'>,
  builtInLogos: Partial<Record<BrandKey, string>> = {},
): Record<BrandKey, MailBrand> {
  const of = (key: BrandKey): MailBrand => {
    const brand = config.brands[key];
    const logo = brand.logoUrl ?? builtInLogos[key];
    const privacy = new URL(apiPaths(config.brandSegment).privacy, config.oidcIssuer);
    return {
      key,
      name: brand.name,
      color: brand.primaryColor ?? THEME_COLORS[key],
      logoUrl: logo === undefined ? undefined : new URL(logo, config.oidcIssuer).toString(),
      from: brand.mailFrom ?? config.mailFrom,
      legalLinks: (language) =>
        LEGAL_DOCUMENT_KINDS.map((kind) => {
          const url = new URL(privacy);
          url.searchParams.set('kind', kind);
          url.searchParams.set('lang', language);
          return {
            kind,
            title: LEGAL_DOCUMENT_NAMES[language][LEGAL_DOCUMENT_NAME_KEYS[kind]],
            url: url.toString(),
          };
        }),
    };
  };
  return { first: of('first'), second: of('second') };
}

/** The brand a message is written for, by its name (`brandName`); the first brand when none fits. */
export function mailBrandByName(
  brands: Record<BrandKey, MailBrand>,
  name: string | undefined,
): MailBrand {
  return name !== undefined && name === brands.second.name && name !== brands.first.name
    ? brands.second
    : brands.first;
}
