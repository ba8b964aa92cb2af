import * as z from 'zod/mini';
import { REGION_GROUP_DOMAINS } from '#countries/regions.ts';
import { languageTagSchema } from '#endpoints/common.ts';

/**
 * Spec §7 "an encrypted header carrying region, language and country short code": what the
 * `X-Client-Context` header carries, encrypted (see `encryptContext`). `region` is the region
 * `domain` the web app talks to (`eu`, `sg`, `us`, `cn`, `ru`); `language` the UI language;
 * `country` the country/region chosen on the screens (ISO 3166-1 alpha-2, upper case).
 */
export const clientContextSchema = z.strictObject({
  region: z.enum(REGION_GROUP_DOMAINS),
  language: languageTagSchema,
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
});
export type ClientContext = z.infer<typeof clientContextSchema>;
