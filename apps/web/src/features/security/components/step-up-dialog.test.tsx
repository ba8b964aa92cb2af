import type { StepUpProof } from '@account-centre/contract';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { StepUpDialog } from '#features/security/components/step-up-dialog.tsx';
import { renderRoute } from '#testing/render-route.tsx';

describe('step-up dialog (decision 038)', () => {
  test('sends six digits as the authenticator code, anything else as the password (Enter submits)', async () => {
    const sent: StepUpProof[] = [];
    const onClose = vi.fn();
    const screen = await renderRoute(
      <StepUpDialog
        open
        mentionCode
        onConfirm={async (proof) => {
          sent.push(proof);
        }}
        onClose={onClose}
      />,
      { path: '/home' },
    );
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect
      .element(dialog.getByText('Enter your password, or a code from your authenticator app.'))
      .toBeVisible();
    await dialog.getByLabelText('Current password').fill(' 123456 ');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect.poll(() => sent).toEqual([{ totpCode: '123456' }]);
    await expect.poll(() => onClose.mock.calls.length).toBe(1);
    await screen.screen.unmount();

    const again = await renderRoute(
      <StepUpDialog
        open
        onConfirm={async (proof) => {
          sent.push(proof);
        }}
        onClose={onClose}
      />,
      { path: '/home' },
    );
    await expect
      .element(page.getByRole('dialog').getByText('Enter your password to continue.'))
      .toBeVisible();
    await page.getByRole('dialog').getByLabelText('Current password').fill('Secret1234');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => sent.at(-1)).toEqual({ currentPassword: 'Secret1234' });
    await again.screen.unmount();
  });
});
