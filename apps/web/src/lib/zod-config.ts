import * as z from 'zod/mini';

/**
 * Classic zod compiles object parsers with `new Function` after probing whether eval is allowed;
 * under the CSP (`script-src 'self'`) that probe is reported as a violation. zod/mini objects do
 * not compile, and jitless parsing keeps it that way for any schema zod builds. Imported first by
 * main.tsx.
 *
 * No zod locale is loaded: every text the app shows comes from a message key the schemas set;
 * zod's own issue texts (only seen in logs) read "Invalid input".
 */
z.config({ jitless: true });
