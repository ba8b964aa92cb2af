/**
 * Writes the README's configuration tables (between their markers) and `.env.example` at the
 * repository root from the declarations in `src/config/variables.ts`. Run with
 * `npm run generate:config-docs` after adding or changing a variable, and commit the result;
 * `src/config/docs.test.ts` fails while either file is out of date.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { envExample, renderReadme } from '#config/docs.ts';

const README = fileURLToPath(new URL('../../../README.md', import.meta.url));
const ENV_EXAMPLE = fileURLToPath(new URL('../../../.env.example', import.meta.url));

await writeFile(README, await renderReadme(await readFile(README, 'utf8'), README));
await writeFile(ENV_EXAMPLE, envExample());
console.log('wrote the configuration tables of README.md, and .env.example');
