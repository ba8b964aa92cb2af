import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { PickerPlaceholder } from '#fields/country/components/country-select.tsx';
import { renderRoute } from '#testing/render-route.tsx';

test('the placeholder shown while the picker loads stays named when an element with its id precedes it', async () => {
  // As while a prerendered page hydrates: the server's picker input (same id, hidden) is still in
  // the document, before the placeholder; a label's `for` names only that first one.
  const server = document.createElement('input');
  server.id = 'area-code';
  server.hidden = true;
  document.body.prepend(server);
  try {
    await renderRoute(
      <div>
        <label id="area-code-label" htmlFor="area-code">
          Area code
        </label>
        <PickerPlaceholder id="area-code" labelId="area-code-label" value="+86" disabled={false} />
      </div>,
    );
    const placeholder = page.getByRole('combobox', { name: 'Area code' });
    await expect.element(placeholder).toHaveValue('+86');
    await expect.element(placeholder).toHaveAttribute('readonly');
    expect((placeholder.element() as HTMLInputElement).labels).toHaveLength(0);
  } finally {
    server.remove();
  }
});
