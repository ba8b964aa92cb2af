import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ALL_LANGUAGES, type BrandKey, type Language } from '@account-centre/contract';
import { escapeHtml } from '#messaging/mail-html.ts';
import { MAIL_KINDS, MAIL_PLACEHOLDERS, type MailKind } from '#messaging/mail/mail-kinds.ts';

/**
 * An operator's template of one kind, brand and language (decision 065): `<kind>.txt` holds the
 * subject (its first line, `Subject: …`), a blank line and the plain-text part; `<kind>.html` the
 * HTML part. Both use named placeholders, `{{code}}`.
 */
export interface MailOverride {
  subject: string;
  text: string;
  html: string;
  /** The two files, for messages and the console (relative to `MAIL_TEMPLATES_DIR`). */
  files: { text: string; html: string };
}

/** Overrides by `<brand>/<language>/<kind>`. */
export type MailOverrides = ReadonlyMap<string, MailOverride>;

export function overrideKey(brand: BrandKey, language: Language, kind: MailKind): string {
  return `${brand}/${language}/${kind}`;
}

/** A template the server refuses to start with; names the file. */
export class MailTemplateError extends Error {
  constructor(file: string, problem: string) {
    super(`MAIL_TEMPLATES_DIR: ${file}: ${problem}`);
    this.name = 'MailTemplateError';
  }
}

const BRAND_KEYS: readonly string[] = ['first', 'second'];
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const SUBJECT_LINE = /^Subject:[ \t]*(.*\S)[ \t]*$/;

function readUtf8(path: string, name: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true })
      .decode(readFileSync(path))
      .replace(/^\uFEFF/, '');
  } catch {
    throw new MailTemplateError(name, 'not readable as UTF-8 text');
  }
}

function entries(dir: string, root: string, what: string): string[] {
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .map((name) => {
      const isDir = statSync(join(dir, name)).isDirectory();
      if (what !== 'file' && !isDir) {
        throw new MailTemplateError(relative(root, join(dir, name)), `expected a ${what} folder`);
      }
      if (what === 'file' && isDir) {
        throw new MailTemplateError(relative(root, join(dir, name)), 'expected a template file');
      }
      return name;
    });
}

/** Every placeholder of a template: each must be known for its kind, and each required one there. */
function checkPlaceholders(
  kind: MailKind,
  name: string,
  template: string,
  required: boolean,
): void {
  const { required: needed, optional } = MAIL_PLACEHOLDERS[kind];
  const opened = (template.match(/\{\{/g) ?? []).length;
  const used = [...template.matchAll(PLACEHOLDER)].map(([, placeholder]) => placeholder ?? '');
  if (opened !== used.length || (template.match(/\}\}/g) ?? []).length !== used.length) {
    throw new MailTemplateError(name, 'cannot be parsed: a placeholder is not closed as {{name}}');
  }
  for (const placeholder of used) {
    if (!needed.includes(placeholder) && !optional.includes(placeholder)) {
      throw new MailTemplateError(
        name,
        `unknown placeholder {{${placeholder}}} (${kind} knows ${[...needed, ...optional].join(', ')})`,
      );
    }
  }
  if (!required) return;
  for (const placeholder of needed) {
    if (!used.includes(placeholder)) {
      throw new MailTemplateError(name, `the required placeholder {{${placeholder}}} is missing`);
    }
  }
}

/** One kind's pair of files, parsed and checked. */
function loadPair(root: string, folder: string, kind: MailKind, names: Set<string>): MailOverride {
  const textName = join(folder, `${kind}.txt`);
  const htmlName = join(folder, `${kind}.html`);
  for (const [name, other] of [
    [textName, htmlName],
    [htmlName, textName],
  ] as const) {
    if (!names.has(name)) throw new MailTemplateError(name, `missing (${other} needs it)`);
  }
  const textFile = readUtf8(join(root, textName), textName).replace(/\r\n?/g, '\n');
  const [first = '', blank, ...body] = textFile.split('\n');
  const subject = SUBJECT_LINE.exec(first)?.[1];
  if (subject === undefined || (blank ?? '').trim() !== '' || body.join('').trim() === '') {
    throw new MailTemplateError(
      textName,
      'cannot be parsed: expected "Subject: …", a blank line, then the text',
    );
  }
  const text = body.join('\n').trim() + '\n';
  const html = readUtf8(join(root, htmlName), htmlName);
  if (!/<html[\s>]/i.test(html) || !/<\/html>/i.test(html)) {
    throw new MailTemplateError(htmlName, 'cannot be parsed: expected an <html> document');
  }
  checkPlaceholders(kind, textName, subject, false);
  checkPlaceholders(kind, textName, text, true);
  checkPlaceholders(kind, htmlName, html, true);
  return { subject, text, html, files: { text: textName, html: htmlName } };
}

/**
 * Reads and checks every override under `dir` (`MAIL_TEMPLATES_DIR`) once, at start: an unknown
 * brand, language or kind, a file without its pair, an unparsable file, an unknown placeholder or
 * a missing required one throws a `MailTemplateError` naming the file, and the server does not
 * start. No folder configured: no overrides.
 */
export function loadMailOverrides(dir: string | undefined): MailOverrides {
  const overrides = new Map<string, MailOverride>();
  if (dir === undefined) return overrides;
  for (const brand of entries(dir, dir, 'brand')) {
    if (!BRAND_KEYS.includes(brand)) {
      throw new MailTemplateError(brand, `unknown brand (expected ${BRAND_KEYS.join(' or ')})`);
    }
    for (const language of entries(join(dir, brand), dir, 'language')) {
      if (!(ALL_LANGUAGES as readonly string[]).includes(language)) {
        throw new MailTemplateError(join(brand, language), 'unknown language');
      }
      const folder = join(brand, language);
      const files = entries(join(dir, folder), dir, 'file');
      const kinds = new Set<MailKind>();
      for (const file of files) {
        const match = /^(.+)\.(html|txt)$/.exec(file);
        const kind = match?.[1] as MailKind | undefined;
        if (kind === undefined || !(MAIL_KINDS as readonly string[]).includes(kind)) {
          throw new MailTemplateError(
            join(folder, file),
            `unknown template (expected <kind>.html and <kind>.txt, kinds: ${MAIL_KINDS.join(', ')})`,
          );
        }
        kinds.add(kind);
      }
      const names = new Set(files.map((file) => join(folder, file)));
      for (const kind of kinds) {
        overrides.set(
          overrideKey(brand as BrandKey, language as Language, kind),
          loadPair(dir, folder, kind, names),
        );
      }
    }
  }
  return overrides;
}

/** A template with its values: escaped for HTML, as they are for text. */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string>>,
  as: 'html' | 'text',
): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name] ?? '';
    return as === 'html' ? escapeHtml(value) : value;
  });
}
