import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import '#styles/global.css';
import '#styles/forms.css';
import { AppShell } from '#components/layout/app-shell.tsx';
import { Button } from '#components/ui/button.tsx';
import { defaultAppConfig } from '#config/app-config.ts';
import { getRuntime } from '#lib/runtime.ts';
import { setDeployment } from '#testing/deployment.ts';
import { renderRoute } from '#testing/render-route.tsx';

const root = () => document.documentElement;
const property = (name: string) => getComputedStyle(root()).getPropertyValue(name).trim();
const themeColor = () =>
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;

function withThemeColorMeta(): void {
  if (themeColor() !== undefined) return;
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  document.head.append(meta);
}

const brands = (second: Partial<(typeof defaultAppConfig)['brands']['second']>) => ({
  ...defaultAppConfig.brands,
  second: { ...defaultAppConfig.brands.second, ...second },
});

afterEach(() => {
  root().removeAttribute('style');
});

describe('brand look from the app config', () => {
  test('without a configured colour the theme applies; the built-in logo is shown', async () => {
    withThemeColorMeta();
    setDeployment({ search: '?tenantId=000002' });
    expect(root().dataset.brand).toBe('second');
    expect(property('--ac-color-primary')).toBe('#7a2e8e');
    expect(themeColor()).toBe('#7a2e8e');
    expect(root().getAttribute('style')).toBeNull();
    await renderRoute(<AppShell>content</AppShell>);
    const logo = page.getByRole('img', { name: 'Nova' });
    await expect.element(logo).toBeVisible();
    expect(logo.element().getAttribute('src')).toBe(getRuntime().brand.logo);
  });

  test('a configured colour and logo replace the theme’s, hover and tint derived', async () => {
    withThemeColorMeta();
    setDeployment({
      search: '?tenantId=000002',
      config: { brands: brands({ primaryColor: '#1d6b3a', logoUrl: '/brand/nova.svg' }) },
    });
    expect(property('--ac-color-primary')).toBe('#1d6b3a');
    expect(property('--ac-color-link')).toBe('#1d6b3a');
    expect(property('--ac-color-focus')).toBe('#1d6b3a');
    expect(property('--ac-color-primary-hover')).toBe('#185830');
    expect(property('--ac-background-tint')).toBe('rgb(29 107 58 / 55%)');
    expect(themeColor()).toBe('#1d6b3a');
    expect(getRuntime().brand.logoUrl).toBe('/brand/nova.svg');

    await renderRoute(<Button>Log in</Button>);
    const button = page.getByRole('button', { name: 'Log in' });
    expect(getComputedStyle(button.element()).backgroundColor).toBe('rgb(29, 107, 58)');
  });

  test('the first brand keeps its theme when only the second brand is configured', () => {
    setDeployment({ config: { brands: brands({ primaryColor: '#1d6b3a' }) } });
    expect(root().dataset.brand).toBe('first');
    expect(property('--ac-color-primary')).toBe('#0a5ca8');
  });
});
