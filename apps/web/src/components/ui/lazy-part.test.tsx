import { act, lazy, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { LazyPart, RootCommitted } from '#components/ui/lazy-part.tsx';
import { useHydrated } from '#hooks/use-hydrated.ts';
import { beginHydration } from '#lib/ui/hydration.ts';

/** What a form's fields wait for (`FormFields`), shown in the markup. */
function Probe() {
  return <output data-hydrated={String(useHydrated())} />;
}

function Part({ name }: { name: string }) {
  return <input aria-label={name} />;
}

type LazyComponent = ComponentType<{ name: string }>;

/** A lazy component whose code arrives when the test says so. */
function controlledPart() {
  let arrive = () => {};
  const Component = lazy(
    () =>
      new Promise<{ default: LazyComponent }>((resolve) => {
        arrive = () => resolve({ default: Part });
      }),
  );
  return { Component, arrive: () => arrive() };
}

/** The screen: two lazy parts, one inside the other's sibling tree, like a route and a picker. */
function Screen({ First, Second }: { First: LazyComponent; Second: LazyComponent }) {
  return (
    <div>
      <Probe />
      <LazyPart fallback={<p>first loading</p>}>
        <First name="first" />
      </LazyPart>
      <LazyPart fallback={<p>second loading</p>}>
        <Second name="second" />
      </LazyPart>
    </div>
  );
}

const Ready = lazy(async () => ({ default: Part }));

/** The prerendered markup (decision 024): `prerender` waits for the lazy parts. */
async function prerendered(): Promise<string> {
  const { prelude } = await prerender(<Screen First={Ready} Second={Ready} />);
  return new Response(prelude).text();
}

const hydrated = (container: HTMLElement) =>
  container.querySelector('output')?.getAttribute('data-hydrated');

let root: Root | undefined;
// React's own `act` waits for the renders and effects of each step.
const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actGlobal.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete actGlobal.IS_REACT_ACT_ENVIRONMENT;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('LazyPart and useHydrated', () => {
  test('a prerendered screen counts as hydrated only once every lazy part has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = await prerendered();
    document.body.append(container);
    expect(hydrated(container)).toBe('false');
    const first = controlledPart();
    const second = controlledPart();

    beginHydration();
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          <Screen First={first.Component} Second={second.Component} />
          <RootCommitted />
        </>,
      );
    });
    // The root has hydrated; the parts' code has not arrived, their markup is the server's.
    expect(hydrated(container)).toBe('false');
    await act(async () => first.arrive());
    expect(hydrated(container)).toBe('false');
    await act(async () => second.arrive());
    await expect.poll(() => hydrated(container)).toBe('true');
    // Hydrated, not replaced: the server's inputs are the ones React now owns.
    expect(container.querySelectorAll('input')).toHaveLength(2);
  });

  test('a screen rendered afresh is hydrated at once, its lazy parts loading or not', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const first = controlledPart();
    await act(async () => {
      root = createRoot(container);
      root.render(<Screen First={first.Component} Second={Ready} />);
    });
    expect(hydrated(container)).toBe('true');
    expect(container.textContent).toContain('first loading');
  });
});
