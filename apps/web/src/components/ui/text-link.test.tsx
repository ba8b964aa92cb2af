import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { TextLink } from '#components/ui/text-link.tsx';

test('a link to another screen adds a history entry; one to the current address replaces it', async () => {
  const memory = memoryLocation({ path: '/login?client_id=shop', record: true });
  await render(
    <Router hook={memory.hook}>
      <TextLink to="/register">Register</TextLink>
      <TextLink to="/login?client_id=shop">Log in</TextLink>
    </Router>,
  );
  const register = page.getByRole('link', { name: 'Register' });
  await expect.element(register).toHaveAttribute('href', '/register');
  await expect.element(register).toHaveClass('text-link');

  await page.getByRole('link', { name: 'Log in' }).click();
  expect(memory.history).toEqual(['/login?client_id=shop']);
  await register.click();
  expect(memory.history).toEqual(['/login?client_id=shop', '/register']);
});
