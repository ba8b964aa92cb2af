import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Toaster } from '#components/ui/toaster.tsx';
import { toast } from '#lib/ui/toast.ts';

test('a toast asked for before the lazy toaster has mounted is shown once it has', async () => {
  toast.success('Saved before the toaster');
  await render(<Toaster />);
  await expect.element(page.getByText('Saved before the toaster')).toBeVisible();
  toast.error('Shown straight away');
  await expect.element(page.getByText('Shown straight away')).toBeVisible();
});

test('after the toaster unmounts, toasts wait for the next one', async () => {
  const first = await render(<Toaster />);
  await expect.poll(() => document.querySelector('section[aria-label]')).not.toBeNull();
  await first.unmount();
  toast.success('Waiting for a toaster');
  expect(page.getByText('Waiting for a toaster').query()).toBeNull();
  await render(<Toaster />);
  await expect.element(page.getByText('Waiting for a toaster')).toBeVisible();
});
