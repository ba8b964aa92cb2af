import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { RegisterForm } from '#features/register/components/register-form.tsx';
import { i18n } from '#lib/i18n/i18n.ts';
import { setDeployment } from '#testing/deployment.ts';
import { stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';
import { sliderRoutes } from '#testing/slider-stubs.ts';

const today = new Date(Date.UTC(2025, 5, 15));
const year = () => page.getByLabelText('Year');
const month = () => page.getByLabelText('Month');
const day = () => page.getByLabelText('Day');
const submit = () => page.getByRole('button', { name: 'Register' }).click();

async function renderForm() {
  stubFetch(sliderRoutes());
  await renderRoute(<RegisterForm onSuccess={vi.fn()} today={today} />);
}

async function chooseBirthDate(y: string, m: string, d: string) {
  await year().selectOptions(y);
  await month().selectOptions(m);
  await day().selectOptions(d);
}

const optionTexts = (select: Element) =>
  [...(select as HTMLSelectElement).options].map((option) => option.text);

describe('BirthDateFields', () => {
  test('month names in the UI language: Chinese', async () => {
    await i18n.changeLanguage('zh');
    await renderForm();
    const months = page.getByLabelText('月');
    await expect.element(months).toBeVisible();
    expect(optionTexts(months.element()).slice(1)).toEqual([
      '一月',
      '二月',
      '三月',
      '四月',
      '五月',
      '六月',
      '七月',
      '八月',
      '九月',
      '十月',
      '十一月',
      '十二月',
    ]);
  });

  test('month names in English', async () => {
    await renderForm();
    expect(optionTexts(month().element()).slice(1, 3)).toEqual(['January', 'February']);
  });

  test('29 February only in a leap year; a day that no longer exists is cleared', async () => {
    await renderForm();
    await chooseBirthDate('2024', '2', '29');
    await expect.element(day()).toHaveValue('29');
    expect(optionTexts(day().element()).at(-1)).toBe('29');

    await year().selectOptions('2023');
    await expect.element(day()).toHaveValue('');
    expect(optionTexts(day().element()).at(-1)).toBe('28');

    await month().selectOptions('4');
    expect(optionTexts(day().element()).at(-1)).toBe('30');
  });

  test('the minimum age: "older than 16", judged on the birthday', async () => {
    await renderForm();
    const tooYoung = 'You must be older than 16 to register.';
    // Sixteen tomorrow.
    await chooseBirthDate('2009', '6', '16');
    await submit();
    await expect.element(year()).toHaveAccessibleDescription(tooYoung);
    await expect.element(page.getByText(tooYoung)).toBeVisible();

    // Sixteen today.
    await day().selectOptions('15');
    await submit();
    await expect.element(year()).not.toHaveAttribute('aria-invalid');
    expect(page.getByText(tooYoung).all()).toHaveLength(0);
  });

  test('the minimum age is the server’s: 18 where it is configured so, in English and Chinese', async () => {
    setDeployment({ config: { minAge: 18 } });
    await renderForm();
    await chooseBirthDate('2008', '1', '1');
    await submit();
    await expect
      .element(year())
      .toHaveAccessibleDescription('You must be older than 18 to register.');
    await i18n.changeLanguage('zh');
    await expect.element(page.getByText('您必须年满 18 岁才能注册。')).toBeVisible();
  });
});
