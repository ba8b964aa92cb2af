import * as z from 'zod/mini';

/** ISO 3166-1 alpha-2 country short code. */
export const countryCodeSchema = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, { message: 'invalidCountry' }));
