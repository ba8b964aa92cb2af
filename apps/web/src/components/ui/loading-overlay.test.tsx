import { LOADING_CLOSE_DELAY_MS } from '@account-centre/contract';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LoadingOverlay } from '#components/ui/loading-overlay.tsx';
import { loadingStore } from '#lib/ui/loading-store.ts';

describe('loadingStore', () => {
  test('counts concurrent requests and closes 300 ms after the last one', () => {
    vi.useFakeTimers();
    loadingStore.start();
    loadingStore.start();
    expect(loadingStore.isVisible()).toBe(true);

    loadingStore.end();
    vi.advanceTimersByTime(1000);
    expect(loadingStore.isVisible()).toBe(true);

    loadingStore.end();
    vi.advanceTimersByTime(LOADING_CLOSE_DELAY_MS - 1);
    expect(loadingStore.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loadingStore.isVisible()).toBe(false);
  });

  test('a request starting within the delay keeps it open', () => {
    vi.useFakeTimers();
    loadingStore.start();
    loadingStore.end();
    vi.advanceTimersByTime(200);
    loadingStore.start();
    vi.advanceTimersByTime(LOADING_CLOSE_DELAY_MS);
    expect(loadingStore.isVisible()).toBe(true);
    loadingStore.end();
    vi.advanceTimersByTime(LOADING_CLOSE_DELAY_MS);
    expect(loadingStore.isVisible()).toBe(false);
  });

  test('the overlay is a status labelled "Loading" while visible', async () => {
    await render(<LoadingOverlay />);
    await expect.element(page.getByTestId('loading-overlay')).not.toBeInTheDocument();
    loadingStore.start();
    await expect.element(page.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    loadingStore.end();
    await expect.element(page.getByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});
