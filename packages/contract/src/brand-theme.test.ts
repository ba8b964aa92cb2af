import { describe, expect, it } from 'vitest';
import {
  brandLogoUrlSchema,
  brandPrimaryColorSchema,
  contrastRatio,
  darkenHexColor,
  logoOrigin,
  parseHexColor,
  tintOfHexColor,
} from '#brand-theme.ts';

describe('brand colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The default themes' primaries (theme.css) pass with white text.
    expect(contrastRatio('#0a5ca8', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#7a2e8e', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('red', '#ffffff')).toBeNaN();
  });

  it('accepts a dark enough #rrggbb colour, lower-cased', () => {
    expect(brandPrimaryColorSchema.parse(' #1D6B3A ')).toBe('#1d6b3a');
  });

  it.each([
    ['#fff', 'must be a colour written #rrggbb'],
    ['blue', 'must be a colour written #rrggbb'],
    ['#ffcc00', 'too light for white button text: contrast 1.'],
    ['#3399ff', 'at least 4.5:1 needed'],
  ])('refuses %s', (color, message) => {
    const result = brandPrimaryColorSchema.safeParse(color);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it('derives a darker hover shade and a translucent tint', () => {
    expect(darkenHexColor('#0a5ca8')).toBe('#084b8a');
    expect(contrastRatio(darkenHexColor('#0a5ca8'), '#ffffff')).toBeGreaterThan(
      contrastRatio('#0a5ca8', '#ffffff'),
    );
    expect(tintOfHexColor('#0a5ca8', 55)).toBe('rgb(10 92 168 / 55%)');
    expect(parseHexColor('#0A5CA8')).toEqual([10, 92, 168]);
  });
});

describe('brand logos', () => {
  it.each(['/brand/logo.svg', '/logo.png?v=2', 'https://cdn.example.com/nova.svg'])(
    'accepts %s',
    (url) => {
      expect(brandLogoUrlSchema.safeParse(url).success).toBe(true);
    },
  );

  it.each([
    '//cdn.example.com/logo.svg',
    'http://cdn.example.com/logo.svg',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'logo.svg',
    'https://user:pw@cdn.example.com/logo.svg',
    '/a b.svg',
  ])('refuses %s', (url) => {
    expect(brandLogoUrlSchema.safeParse(url).success).toBe(false);
  });

  it('names the origin of a logo on another host', () => {
    expect(logoOrigin('https://cdn.example.com/nova.svg')).toBe('https://cdn.example.com');
    expect(logoOrigin('/brand/logo.svg')).toBeUndefined();
  });
});
