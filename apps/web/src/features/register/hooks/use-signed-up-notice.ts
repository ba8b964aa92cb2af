import { useState } from 'react';
import type { SignedUpError } from '#features/register/components/already-signed-up.tsx';
import { matchApiError, type ApiErrorMap } from '#lib/api/api-error.ts';

/** The register screen's own reaction to a failed call: the number or address has an account. */
const registerErrors = {
  mobileAlreadySignedUp: () => 'mobileAlreadySignedUp',
  emailAlreadySignedUp: () => 'emailAlreadySignedUp',
} satisfies ApiErrorMap<SignedUpError> & Record<SignedUpError, unknown>;

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
    const signedUp = matchApiError(error, registerErrors);
    if (signedUp) setNoted({ error: signedUp, contact });
  };
  return { notice: noted?.contact === contact ? noted.error : undefined, note };
}
