import { contrastOfRgb } from '@account-centre/contract';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import '#styles/global.css';
import '#styles/forms.css';
import '#brands/brands.ts';

function rgb(color: string): [number, number, number] {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  const [r = 0, g = 0, b = 0] = computed.match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
  return [r, g, b];
}

/** WCAG contrast of two CSS colours, by the contract's rule (the one the server's check uses). */
function contrast(a: string, b: string): number {
  return contrastOfRgb(rgb(a), rgb(b));
}

const variable = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** Text/background pairs the components draw (WCAG AA: 4.5:1 for body text). */
const pairs = [
  ['--ac-color-on-primary', '--ac-color-primary'],
  ['--ac-color-on-primary', '--ac-color-primary-hover'],
  ['--ac-color-primary', '--ac-color-surface'],
  ['--ac-color-link', '--ac-color-surface'],
  ['--ac-color-text', '--ac-color-surface'],
  ['--ac-color-muted', '--ac-color-surface'],
  ['--ac-color-error', '--ac-color-surface'],
  ['--ac-color-error', '--ac-color-error-bg'],
  ['--ac-color-success', '--ac-color-success-bg'],
] as const;

afterEach(() => {
  delete document.documentElement.dataset.brand;
});

describe('brand themes', () => {
  test.each(['first', 'second'])('%s brand meets WCAG AA contrast', (brand) => {
    document.documentElement.dataset.brand = brand;
    for (const [text, background] of pairs) {
      expect(
        contrast(variable(text), variable(background)),
        `${text} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('the two brands look different', () => {
    document.documentElement.dataset.brand = 'first';
    const first = variable('--ac-color-primary');
    document.documentElement.dataset.brand = 'second';
    expect(variable('--ac-color-primary')).not.toBe(first);
  });

  test('plain white below 630 px, the background image from 630 px', async () => {
    await page.viewport(629, 700);
    expect(getComputedStyle(document.body).backgroundImage).toBe('none');
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(255, 255, 255)');
    await page.viewport(630, 700);
    expect(getComputedStyle(document.body).backgroundImage).toContain('url(');
  });
});
