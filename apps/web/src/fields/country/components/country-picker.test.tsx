import { Controller, useForm } from 'react-hook-form';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { AreaCodeSelect, CountrySelect } from '#fields/country/components/country-select.tsx';
import { getCountryState } from '#lib/country/country-store.ts';
import { initRuntime } from '#lib/runtime.ts';
import { renderRoute } from '#testing/render-route.tsx';

interface Values {
  country: string;
  areaCode: string;
}

/** A form like the app's: the country through `register`, the area code through a `Controller`. */
function Harness({ onSubmit, initial }: { onSubmit: (values: Values) => void; initial: Values }) {
  const { register, control, handleSubmit, setValue } = useForm<Values>({ defaultValues: initial });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <CountrySelect label="Country/Region" {...register('country')} />
      <Controller
        control={control}
        name="areaCode"
        render={({ field }) => <AreaCodeSelect label="Area code" {...field} />}
      />
      <button type="button" onClick={() => setValue('country', 'IT')}>
        Italy from outside
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

async function renderPicker(search = '', initial: Values = { country: 'DE', areaCode: '49' }) {
  initRuntime({ hostname: 'example.test', search }, document);
  const onSubmit = vi.fn();
  await renderRoute(<Harness onSubmit={onSubmit} initial={initial} />);
  const country = page.getByRole('combobox', { name: 'Country/Region' });
  // The picker's chunk has loaded once the field can be edited.
  await expect.element(country).not.toHaveAttribute('readonly');
  return { onSubmit, country, areaCode: page.getByRole('combobox', { name: 'Area code' }) };
}

const listbox = () => page.getByRole('listbox', { name: 'Country/Region' });
const option = (name: string) => page.getByRole('option', { name, exact: true });
const activeOption = () => page.getByRole('option', { selected: true });
/** The polite announcement of how many options match. */
const status = (text: string) => page.getByRole('status').filter({ hasText: text });

async function submitted(onSubmit: ReturnType<typeof vi.fn>): Promise<unknown> {
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
  return onSubmit.mock.calls[0]?.[0];
}

describe('CountrySelect, a searchable combobox (WAI-ARIA APG, list autocomplete)', () => {
  test('screen-reader attributes: a named combobox controlling a named listbox; the active option is its active descendant', async () => {
    const { country } = await renderPicker();
    await expect.element(country).toHaveValue('Germany');
    await expect.element(country).toHaveAttribute('aria-expanded', 'false');
    await expect.element(country).toHaveAttribute('aria-autocomplete', 'list');
    await expect.element(country).not.toHaveAttribute('aria-activedescendant');
    const listboxId = country.element().getAttribute('aria-controls') ?? '';
    expect(listboxId).not.toBe('');

    await country.click();
    await expect.element(country).toHaveAttribute('aria-expanded', 'true');
    await expect.element(listbox()).toBeVisible();
    expect(listbox().element().id).toBe(listboxId);
    await expect.element(activeOption()).toMatchTextContent('Germany');
    await expect
      .element(country)
      .toHaveAttribute('aria-activedescendant', activeOption().element().id);
    await expect.element(country).toHaveFocus();
  });

  test('keyboard: arrows move and wrap, Home and End jump, Enter takes, Escape restores', async () => {
    const { country, onSubmit } = await renderPicker('?country=FR', {
      country: 'FR',
      areaCode: '',
    });
    await country.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(country).toHaveAttribute('aria-expanded', 'false');

    // The FR group, in its table order, opened at the chosen country.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(activeOption()).toMatchTextContent('France');
    expect(
      page
        .getByRole('option')
        .elements()
        .map((element) => element.textContent),
    ).toEqual([
      'France',
      'Belgium',
      'Luxembourg',
      'Switzerland',
      'Monaco',
      'Guadeloupe',
      'Martinique',
      'French Guiana',
      'Réunion',
      'Mayotte',
      'St. Pierre & Miquelon',
      'St. Barthélemy',
      'St. Martin',
      'New Caledonia',
      'French Polynesia',
      'Wallis & Futuna',
    ]);
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(activeOption()).toMatchTextContent('Belgium');
    await userEvent.keyboard('{End}');
    await expect.element(activeOption()).toMatchTextContent('Wallis & Futuna');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(activeOption()).toMatchTextContent('France');
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(activeOption()).toMatchTextContent('Wallis & Futuna');
    await userEvent.keyboard('{Home}{ArrowDown}');
    await expect.element(activeOption()).toMatchTextContent('Belgium');
    await userEvent.keyboard('{Enter}');

    await expect.element(country).toHaveValue('Belgium');
    await expect.element(country).toHaveAttribute('aria-expanded', 'false');
    await expect.element(listbox()).not.toBeInTheDocument();
    // The pick is the visit's selected country (spec §3 countryArea).
    expect(getCountryState().countryArea).toBe('BE');
    expect(await submitted(onSubmit)).toEqual({ country: 'BE', areaCode: '' });
  });

  test('typing filters by name, Chinese name, pinyin or dial code and activates the best match', async () => {
    const { country } = await renderPicker();
    await country.fill('deguo');
    await expect.element(country).toHaveAttribute('aria-expanded', 'true');
    await expect.element(activeOption()).toMatchTextContent('Germany');
    await expect.element(status('Matches: 1')).toBeInTheDocument();

    await country.fill('法国');
    await expect.element(activeOption()).toMatchTextContent('France');
    await country.fill('+33');
    await expect.element(activeOption()).toMatchTextContent('France');
    await userEvent.keyboard('{Enter}');
    await expect.element(country).toHaveValue('France');

    await country.fill('qqq');
    await expect.element(page.getByText('No country or region matches.')).toBeVisible();
    await expect.element(status('Matches: 0')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect.element(country).toHaveValue('France');

    // Escape drops what was typed; so does leaving the field.
    await country.fill('ital');
    await userEvent.keyboard('{Escape}');
    await expect.element(country).toHaveValue('France');
    await country.fill('ital');
    await userEvent.keyboard('{Tab}');
    await expect.element(country).toHaveValue('Italy');
  });

  test('a pointer opens the list and picks an option', async () => {
    const { country, onSubmit } = await renderPicker();
    await country.click();
    await option('Austria').click();
    await expect.element(country).toHaveValue('Austria');
    await expect.element(country).toHaveFocus();
    expect(await submitted(onSubmit)).toEqual({ country: 'AT', areaCode: '49' });
  });

  test('the form can set the value (react-hook-form setValue through the ref)', async () => {
    const { country, onSubmit } = await renderPicker();
    await page.getByRole('button', { name: 'Italy from outside' }).click();
    await expect.element(country).toHaveValue('Italy');
    expect(await submitted(onSubmit)).toEqual({ country: 'IT', areaCode: '49' });
  });

  test('locked while the country parameter names no group (spec §4), with the host default', async () => {
    const { country, areaCode, onSubmit } = await renderPicker('?country=XX');
    await expect.element(country).toBeDisabled();
    await expect.element(country).toHaveValue('Germany');
    await expect.element(areaCode).toBeEnabled();
    expect(await submitted(onSubmit)).toEqual({ country: 'DE', areaCode: '49' });
  });
});

describe('AreaCodeSelect', () => {
  test('options read "+49 Germany"; the value is the dial code; found by "+1" and by name', async () => {
    const { areaCode, onSubmit } = await renderPicker('', { country: 'DE', areaCode: '1' });
    // A shared dial code shows its main country.
    await expect.element(areaCode).toHaveValue('+1 United States');
    await areaCode.fill('kanada');
    await expect.element(page.getByText('No country or region matches.')).toBeVisible();
    await areaCode.fill('canada');
    await expect.element(activeOption()).toMatchTextContent('+1 Canada');
    await userEvent.keyboard('{Enter}');
    // The visitor's choice among the +1 countries stays on show.
    await expect.element(areaCode).toHaveValue('+1 Canada');
    await areaCode.fill('+49');
    await expect.element(activeOption()).toMatchTextContent('+49 Germany');
    await userEvent.keyboard('{Enter}');
    await expect.element(areaCode).toHaveValue('+49 Germany');
    // The area code is not the visit's country.
    expect(getCountryState().countryArea).toBe('DE');
    expect(await submitted(onSubmit)).toEqual({ country: 'DE', areaCode: '49' });
  });
});
