import type { HomeRule } from '@account-centre/contract';
import { useCallback, useEffect, useState } from 'react';
import { checkHomeRules } from '#features/home-rules/api/check-home-rules.ts';
import { matchApiError, type ApiErrorMap } from '#lib/api/api-error.ts';

/** What the check does itself about a failed acceptance (the API client has shown the error). */
const acceptErrors = {
  /** 40900: a newer version appeared meanwhile (its toast says so): list the current ones. */
  legalVersionNotCurrent: () => 'recheck',
} satisfies ApiErrorMap<'recheck'>;

export interface PendingTerms {
  /** Required documents whose current version the user has not accepted (empty: none or unknown). */
  missing: HomeRule[];
  /** Records the acceptance of every missing document; resolves true when it was recorded. */
  accept: () => Promise<boolean>;
  busy: boolean;
}

/**
 * The home rule check (DESIGN §4), run on mount and whenever the UI language changes (the
 * titles are in it). A failed check leaves nothing pending: the API client has told the user,
 * and a 401 has already gone to /login.
 */
export function usePendingTerms(language: string): PendingTerms {
  const [missing, setMissing] = useState<HomeRule[]>([]);
  const [busy, setBusy] = useState(false);
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    let current = true;
    checkHomeRules({ language }).then(
      (result) => current && setMissing(result.missing),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [language, checks]);

  const accept = useCallback(async () => {
    if (missing.length === 0) return true;
    setBusy(true);
    try {
      const result = await checkHomeRules({
        language,
        accept: missing.map(({ kind, version }) => ({ kind, version })),
      });
      setMissing(result.missing);
      return true;
    } catch (error) {
      if (matchApiError(error, acceptErrors) === 'recheck') setChecks((n) => n + 1);
      return false;
    } finally {
      setBusy(false);
    }
  }, [language, missing]);

  return { missing, accept, busy };
}
