/**
 * Admin tool: publishes the next version of a legal document.
 *
 *   npm run legal:publish -- --kind privacy-policy [--country DE] [--at 2026-03-01T00:00:00Z] \
 *     en=./privacy-en.txt de=./privacy-de.txt
 *
 * Each file holds the title on its first line, a blank line, then the body (plain text: blank
 * lines separate blocks, `## ` starts a heading; `{brand}` becomes the brand name). English is
 * required. Without `--country` the version applies to every country without its own; without
 * `--at` it takes effect at once, and signed-in users are asked to accept it on Home.
 *
 * Given fewer languages than the app offers (`APP_LANGUAGES`), the tool lists the ones that will
 * be shown the English text and asks before publishing; `--yes` answers for scripts, and without
 * a terminal and without `--yes` it refuses.
 *
 * A language version of a document already published (the same version in one more language;
 * nobody is asked to accept it again) is published with `--version`:
 *
 *   npm run legal:publish -- --kind privacy-policy --version 1 ko=./privacy-ko.txt
 *
 * It uses the server's configuration (`DATABASE_URL`, or the embedded database in `DATA_DIR`,
 * which only one process may open: stop the server first).
 */
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#config/index.ts';
import { DataDirLockedError } from '#db/data-dir-lock.ts';
import { migrate } from '#db/migrate.ts';
import { openDatabase } from '#db/open-database.ts';
import { confirmFallback, fallbackLanguages } from '#modules/legal/legal-publish-fallback.ts';
import { PublishInputError } from '#modules/legal/legal-publish-input.ts';
import { LegalRepo } from '#modules/legal/legal.repo.ts';
import { LegalService } from '#modules/legal/legal.service.ts';
import { UserRepo } from '#modules/user/user.repo.ts';

const USAGE =
  'Usage: npm run legal:publish -- --kind <user-agreement|privacy-policy|product-service-agreement> ' +
  '[--country XX] [--at ISO-time] [--yes] <language>=<file> ...\n' +
  '   or: npm run legal:publish -- --kind <kind> --version <n> <language>=<file> ... ' +
  '(a language version of a published version)';

class UsageError extends Error {}

/** `en=./file.txt` → the text of that language: title on the first line, the body after it. */
async function readText(argument: string) {
  const [language = '', ...rest] = argument.split('=');
  const file = rest.join('=');
  if (language === '' || file === '') throw new UsageError(`not <language>=<file>: ${argument}`);
  const content = (await readFile(file, 'utf8')).replace(/\r\n?/g, '\n');
  const newline = content.indexOf('\n');
  return {
    language,
    title: newline === -1 ? content : content.slice(0, newline),
    body: newline === -1 ? '' : content.slice(newline + 1),
  };
}

async function askOnTerminal(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      kind: { type: 'string' },
      country: { type: 'string' },
      at: { type: 'string' },
      version: { type: 'string' },
      yes: { type: 'boolean' },
    },
    allowPositionals: true,
  });
  if (values.kind === undefined || positionals.length === 0) throw new UsageError(USAGE);
  if (values.version !== undefined && (values.country !== undefined || values.at !== undefined)) {
    throw new UsageError('--version adds languages to a published version: no --country or --at');
  }
  const texts = await Promise.all(positionals.map(readText));

  const config = loadConfig();
  if (values.version === undefined) {
    const decision = await confirmFallback({
      missing: fallbackLanguages(
        config.appLanguages,
        texts.map((text) => text.language),
      ),
      yes: values.yes === true,
      interactive: process.stdin.isTTY === true,
      ask: askOnTerminal,
      print: (line) => console.log(line),
    });
    if (!decision.publish) throw new UsageError(decision.message);
  }
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    const legal = new LegalService({
      repo: new LegalRepo(database.db),
      users: new UserRepo(database.db),
    });
    if (values.version !== undefined) {
      const added = await legal.publishTranslation({
        kind: values.kind,
        version: values.version,
        texts,
      });
      console.log(
        `published ${texts.map((text) => text.language).join(', ')} of ${added.kind}` +
          ` version ${added.version} (now in ${added.languages.join(', ')})`,
      );
      return;
    }
    const published = await legal.publish({
      kind: values.kind,
      country: values.country,
      publishedAt: values.at,
      texts,
    });
    console.log(
      `published ${published.kind} version ${published.version}` +
        ` (${texts.map((text) => text.language).join(', ')})` +
        `${values.country ? ` for ${values.country.toUpperCase()}` : ' for every country'}` +
        `${values.at ? `, in effect from ${values.at}` : ''}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof PublishInputError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(known ? 2 : 1);
});
