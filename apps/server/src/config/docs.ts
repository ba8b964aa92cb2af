import { format, resolveConfig } from 'prettier';
import { CONFIG_GROUPS, defaultText } from './declare.ts';
import { configVariables, type ConfigVariable } from './parse-config.ts';

/*
 * The README's configuration tables and `.env.example`, written from the declarations by
 * `npm run generate:config-docs` (apps/server/scripts/generate-config-docs.ts); docs.test.ts fails
 * while either is out of date. Not part of the server: only the script and the test import this.
 */

export const README_START =
  '<!-- config-tables: generated from apps/server/src/config/variables.ts by `npm run generate:config-docs`; do not edit -->';
export const README_END = '<!-- /config-tables -->';

/** The variables of each section, in order. */
function sections(): [title: string, variables: ConfigVariable[]][] {
  return Object.entries(CONFIG_GROUPS)
    .map(([group, title]): [string, ConfigVariable[]] => [
      title,
      configVariables.filter((variable) => variable.group === group),
    ])
    .filter(([, variables]) => variables.length > 0);
}

const cell = (markdown: string) => markdown.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** One table per section (Markdown, before Prettier). */
export function configTables(): string {
  return sections()
    .map(([title, variables]) =>
      [
        `### ${title}`,
        '',
        '| Variable | Default | Description |',
        '| --- | --- | --- |',
        ...variables.map(
          (variable) =>
            `| \`${variable.name}\` | ${cell(variable.default)} | ${cell(variable.description)} |`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

/** `readme` with the tables between its markers replaced by `configTables()`, then Prettier's. */
export async function renderReadme(readme: string, readmePath: string): Promise<string> {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) {
    throw new Error(`README.md lacks the markers ${README_START} … ${README_END}`);
  }
  const updated = `${readme.slice(0, start + README_START.length)}\n\n${configTables()}\n\n${readme.slice(end)}`;
  const options = await resolveConfig(readmePath);
  return format(updated, { ...options, filepath: readmePath });
}

/** Comment lines of at most `width` characters. */
function comment(text: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/)) {
    if (line !== '#' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

/** A value as `.env` reads it: quoted unless it is a plain word. */
function envValue(text: string): string {
  return /^[\w.,:/@-]*$/.test(text) ? text : `'${text}'`;
}

const plain = (markdown: string) => markdown.replaceAll('`', '');

/** `.env.example`: every variable commented out, with its default and meaning, by section. */
export function envExample(): string {
  const lines = [
    '# The account server’s configuration: every variable, its default and meaning.',
    '# Generated from apps/server/src/config/variables.ts by `npm run generate:config-docs`; do not edit.',
    '# Copy to `.env` in the working directory and uncomment what you change; unset or empty means the',
    '# default. Variables marked secret may hold credentials: keep their values out of version control.',
  ];
  for (const [title, variables] of sections()) {
    lines.push('', `# ─── ${title} ───`);
    for (const variable of variables) {
      const literal = variable.secret ? undefined : defaultText(variable.schema);
      const notes = [
        literal === undefined && variable.default !== '(unset)'
          ? `Default: ${plain(variable.default)}.`
          : '',
        variable.secret ? 'Secret.' : '',
      ].filter((note) => note !== '');
      lines.push(
        '',
        ...comment([plain(variable.description), ...notes].join(' ')),
        `#${variable.name}=${literal === undefined ? '' : envValue(literal)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
