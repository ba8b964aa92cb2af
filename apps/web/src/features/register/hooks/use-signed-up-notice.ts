import { useState } from 'react';
import type { SignedUpError } from '#features/register/components/already-signed-up.tsx';
import { isApiError } from '#lib/api/api-error.ts';

function signedUpError(error: unknown): SignedUpError | undefined {
  if (!isApiError(error)) return undefined;
  const name = error.errorName;
  return name === 'mobileAlreadySignedUp' || name === 'emailAlreadySignedUp' ? name : undefined;
}

/**
 * Remembers a 30900/30901 answer for the phone number or address it was given for: the notice
 * shows while the form still holds that `contact`, and goes once it is changed.
 */
export function useSignedUpNotice(contact: string): {
  notice: SignedUpError | undefined;
  note: (error: unknown) => void;
} {
  const [noted, setNoted] = useState<{ error: SignedUpError; contact: string }>();
  const note = (error: unknown) => {
    const signedUp = signedUpError(error);
    if (signedUp) setNoted({ error: signedUp, contact });
  };
  return { notice: noted?.contact === contact ? noted.error : undefined, note };
}
