import { ALL_LANGUAGES } from '@account-centre/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import '#styles/global.css';
import '#styles/forms.css';
import { LoginForm } from '#features/auth/components/login-form.tsx';
import { RegisterForm } from '#features/register/components/register-form.tsx';
import { i18n } from '#lib/i18n/i18n.ts';
import { setDeployment } from '#testing/deployment.ts';
import { stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';
import { sliderRoutes } from '#testing/slider-stubs.ts';

/**
 * Issue 37: the form's fields keep their placeholder whole in every language, in the panel of a
 * 390 px phone (358 px inside) and of a desktop (the card, narrower still): the birth-date selects'
 * "Выберите" / "Auswählen" and the account field's "Телефон / эл. почта / ID продукта".
 */
const WIDTHS = [358, 327];
const LANGUAGES = ALL_LANGUAGES;
/** The select's drop-down arrow, inside its box. */
const ARROW = 20;

function textWidth(text: string, element: Element): number {
  const style = getComputedStyle(element);
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('no canvas');
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return context.measureText(text).width;
}

/** The width a control gives its text: inside its padding. */
function room(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

afterEach(() => {
  document.body.style.removeProperty('width');
});

describe.each(WIDTHS)('fields in a %d px panel', (width) => {
  test.each(LANGUAGES)('%s: the birth-date selects show their placeholder whole', async (lang) => {
    document.body.style.width = `${width}px`;
    await i18n.changeLanguage(lang);
    stubFetch(sliderRoutes());
    await renderRoute(<RegisterForm onSuccess={vi.fn()} today={new Date(Date.UTC(2025, 5, 15))} />);
    const label = i18n.t('register:yearLabel');
    await expect.element(page.getByLabelText(label, { exact: true })).toBeVisible();
    const selects = [...document.querySelectorAll<HTMLSelectElement>('.fieldset__row select')];
    expect(selects).toHaveLength(3);
    for (const select of selects) {
      const placeholder = select.options[0]?.text ?? '';
      expect(placeholder).toBe(i18n.t('common:select'));
      expect(room(select) - ARROW, `${lang} ${select.name}`).toBeGreaterThanOrEqual(
        textWidth(placeholder, select),
      );
    }
  });

  test.each(LANGUAGES)(
    '%s: the account field beside the area code shows its placeholder whole',
    async (lang) => {
      document.body.style.width = `${width}px`;
      // Localhost: the Chinese mainland, where phone login applies (the area code beside).
      setDeployment({ hostname: 'localhost' });
      await i18n.changeLanguage(lang);
      stubFetch(sliderRoutes());
      await renderRoute(<LoginForm onSuccess={vi.fn()} />);
      const account = page.getByLabelText(i18n.t('auth:accountLabel'), { exact: true });
      await expect.element(account).toBeVisible();
      const input = account.element() as HTMLInputElement;
      const row = input.closest('.phone-row');
      expect(row).not.toBeNull();
      expect(room(input), lang).toBeGreaterThanOrEqual(textWidth(input.placeholder, input));
      // Within the panel: the field went under the area code rather than out of the form.
      expect(row?.getBoundingClientRect().width, lang).toBeLessThanOrEqual(width);
      expect(input.getBoundingClientRect().width, lang).toBeLessThanOrEqual(width);
    },
  );
});
