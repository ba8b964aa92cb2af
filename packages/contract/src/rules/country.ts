import { z } from 'zod';

/** ISO 3166-1 alpha-2 country short code. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'invalidCountry' });
