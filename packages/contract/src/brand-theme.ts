/**
 * Brand colours and logos from configuration (DESIGN §3 "the two brands' names, hosts and
 * themes"): the rules the server checks at start and the web app applies as CSS custom
 * properties. Colours are `#rrggbb`; the primary colour carries white text (buttons), so it must
 * reach WCAG AA contrast (4.5:1) with white.
 */
import * as z from 'zod/mini';

/** WCAG 2.x AA for body text: the least contrast a text colour may have with its background. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The text colour on primary buttons (`--ac-color-on-primary`). */
export const ON_PRIMARY_COLOR = '#ffffff';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

type Rgb = readonly [number, number, number];

/** `#0a5ca8` → `[10, 92, 168]`; `undefined` for anything but `#rrggbb`. */
export function parseHexColor(color: string): Rgb | undefined {
  if (!HEX_COLOR.test(color)) return undefined;
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const hex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2.x relative luminance of an sRGB colour given as 0-255 channels. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio (1 to 21) of two colours given as 0-255 channels. */
export function contrastOfRgb(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.x contrast ratio of two `#rrggbb` colours; NaN when one is not such a colour. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [parseHexColor(a), parseHexColor(b)];
  return x && y ? contrastOfRgb(x, y) : Number.NaN;
}

/**
 * A darker shade of a `#rrggbb` colour (each channel times `1 - amount`): the hover state of a
 * configured primary colour. Darker keeps white text at least as readable.
 */
export function darkenHexColor(color: string, amount = 0.18): string {
  const rgb = parseHexColor(color);
  if (!rgb) return color;
  return hex(rgb.map((c) => Math.round(c * (1 - amount))) as unknown as Rgb);
}

/** `#0a5ca8`, 55 → `rgb(10 92 168 / 55%)`: a translucent tint of a `#rrggbb` colour. */
export function tintOfHexColor(color: string, percent: number): string {
  const rgb = parseHexColor(color);
  return rgb ? `rgb(${rgb.join(' ')} / ${percent}%)` : color;
}

/**
 * A brand's primary colour: `#rrggbb`, readable under white text (contrast at least 4.5:1). It
 * also colours links and the focus ring on the white panel, which white-text contrast implies.
 */
export const brandPrimaryColorSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.regex(HEX_COLOR, { error: 'must be a colour written #rrggbb, like #0a5ca8' }),
    z.superRefine((color, ctx) => {
      const ratio = contrastRatio(color, ON_PRIMARY_COLOR);
      if (ratio < MIN_TEXT_CONTRAST) {
        ctx.addIssue({
          code: 'custom',
          message: `is too light for white button text: contrast ${ratio.toFixed(2)}:1, at least ${MIN_TEXT_CONTRAST}:1 needed (WCAG AA); choose a darker colour`,
        });
      }
    }),
  ),
  z.transform((color) => color.toLowerCase()),
);

/** A path on the page's own origin (`/brand/logo.svg`), never `//host` (another origin). */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\s\\?#]*(\?[^\s#]*)?$/;

/** An https URL without credentials, whose host is followed by a path, query or nothing. */
const HTTPS_URL = /^(https:\/\/[^/?#@\s\\]+)(?:[/?#]\S*)?$/i;
const httpsUrlSchema = z.url({ protocol: /^https$/ });

function isHttpsUrl(value: string): boolean {
  return HTTPS_URL.test(value) && httpsUrlSchema.safeParse(value).success;
}

/** A brand's logo: a path on the app's own origin, or an https URL (allowed by the CSP's img-src). */
export const brandLogoUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(2000),
  z.refine((value) => SAME_ORIGIN_PATH.test(value) || isHttpsUrl(value), {
    error: 'must be a path on this server like /brand/logo.svg, or an https URL',
  }),
);

/** The origin of a logo URL when it is on another host (for the CSP), else `undefined`. */
export function logoOrigin(logoUrl: string): string | undefined {
  const origin = HTTPS_URL.exec(logoUrl)?.[1];
  return origin !== undefined && isHttpsUrl(logoUrl) ? origin.toLowerCase() : undefined;
}
