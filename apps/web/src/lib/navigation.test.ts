import { afterEach, expect, test, vi } from 'vitest';
import { canGoBack, numberHistoryEntries } from '#lib/navigation.ts';

const before: unknown = window.history.state;
afterEach(() => {
  // Only the entry's state changes, never the test page's address.
  window.history.replaceState(before, '');
});

test('the router numbers its history entries: a new one counts up, a replacement keeps the number', () => {
  const navigate = vi.fn();
  window.history.replaceState(null, '');
  expect(canGoBack()).toBe(false);

  numberHistoryEntries(navigate, '/reset');
  expect(navigate).toHaveBeenLastCalledWith('/reset', { state: { idx: 1 } });

  window.history.replaceState({ idx: 2 }, '');
  expect(canGoBack()).toBe(true);
  numberHistoryEntries(navigate, '/home', { replace: true });
  expect(navigate).toHaveBeenLastCalledWith('/home', { replace: true, state: { idx: 2 } });
  numberHistoryEntries(navigate, '/logout', { replace: false });
  expect(navigate).toHaveBeenLastCalledWith('/logout', { replace: false, state: { idx: 3 } });
});
