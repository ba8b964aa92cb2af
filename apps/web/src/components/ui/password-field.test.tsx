import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PasswordField } from '#components/ui/password-field.tsx';
import { renderRoute } from '#testing/render-route.tsx';

describe('PasswordField', () => {
  test('a labelled password input whose toggle shows and hides the password', async () => {
    await renderRoute(
      <PasswordField label="Password" autoComplete="current-password" error="Required" />,
    );
    const input = page.getByLabelText('Password', { exact: true });
    await expect.element(input).toHaveAttribute('type', 'password');
    await expect.element(input).toHaveAttribute('autocomplete', 'current-password');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Required');

    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.element(input).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    await expect.element(input).toHaveAttribute('type', 'password');
  });
});
