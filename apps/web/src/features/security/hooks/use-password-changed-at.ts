import { useEffect, useState } from 'react';
import { listActivity } from '#features/security/api/security-api.ts';

/**
 * When the password was last changed or reset, from the account activity (the newest such event);
 * null when none is in the kept activity; undefined while loading or after a failure.
 */
export function usePasswordChangedAt(): string | null | undefined {
  const [changedAt, setChangedAt] = useState<string | null>();
  useEffect(() => {
    let current = true;
    listActivity().then(
      (events) => {
        const change = events.find(
          (event) => event.type === 'password-changed' || event.type === 'password-reset',
        );
        if (current) setChangedAt(change?.at ?? null);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return changedAt;
}
