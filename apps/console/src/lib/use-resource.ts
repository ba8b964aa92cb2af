import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> =
  { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; data: T };

/**
 * Loads what a page shows; loads again when `key` changes or on `reload()`. An answer that
 * arrives after the key changed is dropped.
 */
export function useResource<T>(key: string, load: () => Promise<T>): [Resource<T>, () => void] {
  const [resource, setResource] = useState<{ key: string; value: Resource<T> }>({
    key: '',
    value: { state: 'loading' },
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    let current = true;
    const tag = `${key}#${String(round)}`;
    loadRef.current().then(
      (data) => {
        if (current) setResource({ key: tag, value: { state: 'ready', data } });
      },
      (error: unknown) => {
        if (current) setResource({ key: tag, value: { state: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  // A new key shows "loading" until its answer; a reload keeps the old data meanwhile.
  const shown: Resource<T> = resource.key.startsWith(`${key}#`)
    ? resource.value
    : { state: 'loading' };
  return [shown, reload];
}
