import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { renderRoute } from '#testing/render-route.tsx';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ask
      </button>
      <ConfirmDialog
        open={open}
        question="Log in now?"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  test('a modal alertdialog named by its question, focus on Confirm', async () => {
    const onConfirm = vi.fn();
    await renderRoute(<Harness onConfirm={onConfirm} />);
    expect(page.getByRole('alertdialog').all()).toHaveLength(0);

    await page.getByRole('button', { name: 'Ask' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Log in now?' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  test('Cancel and Escape close it, and focus returns to the opener', async () => {
    await renderRoute(<Harness onConfirm={vi.fn()} />);
    const opener = page.getByRole('button', { name: 'Ask' });

    await opener.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();

    await opener.click();
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });
});
