import type { LegalDocument } from '@account-centre/contract';
import { useEffect, useState } from 'react';
import {
  getLegalDocument,
  type LegalDocumentRequest,
} from '#fields/legal/api/get-legal-document.ts';

export type LegalDocumentState =
  { status: 'loading' } | { status: 'ready'; document: LegalDocument } | { status: 'failed' };

/**
 * Loads a document while `enabled` (its dialog is open), again when the language changes, and
 * once more on `retry`. A document already loaded for the same request is not fetched again.
 */
export function useLegalDocument(
  request: LegalDocumentRequest,
  enabled: boolean,
): { state: LegalDocumentState; retry: () => void } {
  const { kind, language, country } = request;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: LegalDocumentState }>();
  const key = JSON.stringify([kind, language, country, attempt]);
  const loaded = result?.key === key;

  useEffect(() => {
    if (!enabled || loaded) return;
    let current = true;
    getLegalDocument({ kind, language, country }).then(
      (document) => current && setResult({ key, state: { status: 'ready', document } }),
      () => current && setResult({ key, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [enabled, loaded, key, kind, language, country]);

  return {
    state: loaded ? result.state : { status: 'loading' },
    retry: () => setAttempt((n) => n + 1),
  };
}
