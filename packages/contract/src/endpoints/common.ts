import * as z from 'zod/mini';

/** A BCP 47-like language tag as sent by the web app (`en`, `zh-TW`). */
export const languageTagSchema = z.string().check(z.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/));

/** The answer of calls that return nothing but success. */
export const emptyResultSchema = z.null();
