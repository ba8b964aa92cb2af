import { verificationCodeSchema } from '@account-centre/contract';
import * as z from 'zod/mini';

/** Shown when a code is entered before one was requested (spec §5: "Please get code sent first."). */
export const CODE_NOT_REQUESTED = 'codeNotRequested';

/** The rule of a CodeField's value: the contract's code rule once a code was requested. */
export function codeFieldSchema(codeRequested: boolean) {
  return codeRequested
    ? verificationCodeSchema
    : z.string().check(z.refine(() => false, { message: CODE_NOT_REQUESTED }));
}
