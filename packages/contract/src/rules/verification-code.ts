import * as z from 'zod/mini';
import { VERIFICATION_CODE_LENGTH } from '#constants.ts';

export const verificationCodeMessages = {
  invalid: 'invalidCode',
} as const;

export const verificationCodeSchema = z.string().check(
  z.trim(),
  z.regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), {
    message: verificationCodeMessages.invalid,
  }),
);
