import { expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';

/** A searchable country/region (or area-code) picker, by its label. */
export function countryPicker(label = 'Country/Region') {
  return page.getByRole('combobox', { name: label });
}

/**
 * Chooses in a picker as a keyboard user does: types a code, name or dial code ("FR", "France",
 * "+33"), waits for the best match to be active, and takes it with Enter.
 */
export async function chooseCountry(text: string, label = 'Country/Region'): Promise<void> {
  await countryPicker(label).fill(text);
  const list = page.getByRole('listbox', { name: label });
  await expect.element(list.getByRole('option', { selected: true })).toBeVisible();
  await userEvent.keyboard('{Enter}');
  await expect.element(countryPicker(label)).toHaveAttribute('aria-expanded', 'false');
}
