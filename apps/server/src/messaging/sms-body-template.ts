/**
 * The JSON body sent to an HTTP SMS provider (`SMS_PROVIDER_BODY_TEMPLATE`): any JSON object whose
 * string values may hold the placeholders `{{to}}` (E.164 number) and `{{text}}` (the message).
 * The template is parsed once at start and filled value by value, so whatever a message contains
 * (quotes, backslashes, new lines) is JSON-escaped by `JSON.stringify` and cannot break the body.
 */

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type SmsBodyTemplate = { [key: string]: JsonValue };

export const DEFAULT_SMS_BODY_TEMPLATE = '{"to":"{{to}}","text":"{{text}}"}';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const PLACEHOLDER_NAMES = ['to', 'text'] as const;
type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];

function isPlaceholderName(name: string): name is PlaceholderName {
  return (PLACEHOLDER_NAMES as readonly string[]).includes(name);
}

function isJsonObject(value: unknown): value is SmsBodyTemplate {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every string value of a JSON value, depth first. */
function* stringsOf(value: JsonValue): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item);
  else if (isJsonObject(value)) for (const item of Object.values(value)) yield* stringsOf(item);
}

/**
 * Parses and checks a template; throws an `Error` saying what is wrong (for the configuration
 * error): not a JSON object, an unknown placeholder, or `{{to}}` or `{{text}}` missing.
 */
export function parseSmsBodyTemplate(text: string): SmsBodyTemplate {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('must be valid JSON');
  }
  if (!isJsonObject(parsed)) throw new Error('must be a JSON object');
  const used = new Set<string>();
  for (const value of stringsOf(parsed)) {
    for (const [, name = ''] of value.matchAll(PLACEHOLDER)) {
      if (!isPlaceholderName(name)) {
        throw new Error(`has an unknown placeholder {{${name}}}; use {{to}} and {{text}}`);
      }
      used.add(name);
    }
  }
  const missing = PLACEHOLDER_NAMES.filter((name) => !used.has(name));
  if (missing.length > 0) {
    throw new Error(`must contain ${missing.map((name) => `{{${name}}}`).join(' and ')}`);
  }
  return parsed;
}

function fill(value: JsonValue, values: Record<PlaceholderName, string>): JsonValue {
  if (typeof value === 'string') {
    // One pass: a value that itself contains `{{text}}` is not filled again.
    return value.replace(PLACEHOLDER, (match, name: string) =>
      isPlaceholderName(name) ? values[name] : match,
    );
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, values));
  if (isJsonObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fill(item, values)]),
    );
  }
  return value;
}

/** The request body for one message: the template with its placeholders filled, as JSON text. */
export function renderSmsBody(
  template: SmsBodyTemplate,
  values: Record<PlaceholderName, string>,
): string {
  return JSON.stringify(fill(template, values));
}
