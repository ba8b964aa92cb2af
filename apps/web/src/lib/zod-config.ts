import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` after probing whether eval is allowed; under
 * the CSP (`script-src 'self'`) that probe is reported as a violation. Jitless parsing avoids
 * both. Imported first by main.tsx.
 */
z.config({ jitless: true });
