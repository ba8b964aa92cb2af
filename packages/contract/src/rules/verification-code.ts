import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '#constants.ts';

export const verificationCodeMessages = {
  invalid: 'invalidCode',
} as const;

export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), {
    message: verificationCodeMessages.invalid,
  });
