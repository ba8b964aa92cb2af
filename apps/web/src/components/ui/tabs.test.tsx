import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Tabs } from '#components/ui/tabs.tsx';
import { renderRoute } from '#testing/render-route.tsx';

type Fruit = 'apple' | 'pear' | 'plum';

function Harness() {
  const [selected, setSelected] = useState<Fruit>('apple');
  return (
    <Tabs
      label="Fruit"
      tabs={[
        { value: 'apple', label: 'Apple' },
        { value: 'pear', label: 'Pear' },
        { value: 'plum', label: 'Plum' },
      ]}
      selected={selected}
      onSelect={setSelected}
    >
      <p>{`Content of ${selected}`}</p>
    </Tabs>
  );
}

const tab = (name: string) => page.getByRole('tab', { name });

describe('Tabs', () => {
  test('a named tablist; the selected tab controls the panel and alone is in the Tab order', async () => {
    await renderRoute(<Harness />);
    await expect.element(page.getByRole('tablist', { name: 'Fruit' })).toBeVisible();
    await expect.element(tab('Apple')).toHaveAttribute('aria-selected', 'true');
    await expect.element(tab('Apple')).toHaveAttribute('tabindex', '0');
    await expect.element(tab('Pear')).toHaveAttribute('aria-selected', 'false');
    await expect.element(tab('Pear')).toHaveAttribute('tabindex', '-1');
    const panel = page.getByRole('tabpanel');
    await expect.element(panel).toMatchTextContent('Content of apple');
    await expect
      .element(tab('Pear'))
      .toHaveAttribute('aria-controls', panel.element().getAttribute('id') ?? '');

    await tab('Plum').click();
    await expect.element(tab('Plum')).toHaveAttribute('aria-selected', 'true');
    await expect.element(panel).toMatchTextContent('Content of plum');
  });

  test('arrow keys, Home and End move the focus and the selection, wrapping around', async () => {
    await renderRoute(<Harness />);
    await tab('Apple').click();

    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Pear')).toHaveFocus();
    await expect.element(tab('Pear')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel')).toMatchTextContent('Content of pear');

    await userEvent.keyboard('{End}');
    await expect.element(tab('Plum')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Apple')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tab('Plum')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(tab('Apple')).toHaveFocus();
    await expect.element(tab('Apple')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel')).toMatchTextContent('Content of apple');
  });

  test('right to left the arrow keys follow the mirrored order', async () => {
    await renderRoute(
      <div dir="rtl">
        <Harness />
      </div>,
    );
    await tab('Apple').click();
    // Apple is the rightmost tab: the left arrow goes to the next one, Pear.
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tab('Pear')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Apple')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Plum')).toHaveFocus();
  });
});
