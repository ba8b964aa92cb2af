import { z } from 'zod';

/**
 * The sections of the README's configuration table and of `.env.example`, in their order. A
 * variable names its section; the tables list the variables of each in declaration order.
 */
export const CONFIG_GROUPS = {
  server: 'Server and database',
  brands: 'Brands and tenants',
  clients: 'Clients and OpenID Connect',
  registration: 'Registration, languages and regions',
  messages: 'E-mail and SMS',
  sessions: 'Sessions and tokens',
  codes: 'Verification codes',
  protection: 'Sign-in protection',
  requestSecurity: 'Request security and encryption keys',
  operations: 'Operations',
} as const;
export type ConfigGroup = keyof typeof CONFIG_GROUPS;

/** What a variable's `finish` may use besides its own value. */
export interface FinishContext {
  /** The working directory relative paths are resolved against. */
  cwd: string;
}

/** A variable's text (set and not blank) in, its value out; unset: `.default()` or `.optional()`. */
type TextSchema = z.core.$ZodType<unknown, string | undefined>;

export interface VariableSpec<S extends TextSchema, T> {
  /** The environment variable, e.g. `PORT`. */
  name: string;
  group: ConfigGroup;
  /**
   * Validates the text and gives the value. Its issue messages complete "NAME …" (`must be an
   * integer 1-65535`). An unset or blank variable is parsed as missing: give the default with
   * `.default()`, or `.optional()` for none.
   */
  schema: S;
  /** One or two sentences for the README and `.env.example` (Markdown). */
  description: string;
  /**
   * The default as the README shows it (Markdown), when the schema's own cannot say it (a default
   * worked out from other variables, or none with a meaning: `(built-in logo)`).
   */
  default?: string;
  /** Its value may hold credentials: a configuration error names the variable, never the value. */
  secret?: boolean;
  /** Turns the parsed value into the configuration's (resolve a path, apply a fallback). */
  finish?: (value: z.output<S>, context: FinishContext) => T;
}

/** One configuration variable: everything the server, the README and `.env.example` know of it. */
export class Variable<T = unknown> {
  readonly name: string;
  readonly group: ConfigGroup;
  readonly schema: TextSchema;
  readonly description: string;
  /** The default as documented (Markdown). */
  readonly default: string;
  readonly secret: boolean;
  readonly finish: (value: unknown, context: FinishContext) => T;

  constructor(spec: VariableSpec<TextSchema, T>) {
    this.name = spec.name;
    this.group = spec.group;
    this.schema = spec.schema;
    this.description = spec.description;
    this.default = spec.default ?? documentedDefault(spec.schema);
    this.secret = spec.secret ?? false;
    const finish = spec.finish;
    this.finish = finish ? (value, context) => finish(value, context) : (value) => value as T;
  }
}

/** Declares a variable (see `VariableSpec`); its value's type is the schema's, or `finish`'s. */
export function variable<S extends TextSchema, T = z.output<S>>(
  spec: VariableSpec<S, T>,
): Variable<T> {
  return new Variable<T>(spec as VariableSpec<TextSchema, T>);
}

/**
 * The text that sets a variable to its schema's default (`3000`, `en,de`); `''` for an empty list;
 * undefined when the schema has no default.
 */
export function defaultText(schema: TextSchema): string | undefined {
  const parsed = z.safeParse(schema, undefined);
  if (!parsed.success || parsed.data === undefined) return undefined;
  const value: unknown = parsed.data;
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** The schema's default for an unset variable, as the README shows it. */
function documentedDefault(schema: TextSchema): string {
  if (!z.safeParse(schema, undefined).success) return '(required)';
  const text = defaultText(schema);
  if (text === undefined) return '(unset)';
  return text === '' ? '(empty)' : `\`${text}\``;
}

/** A tree of variables: its shape is the configuration's (`brands.first.name`). */
export interface Declarations {
  readonly [key: string]: Variable | Declarations;
}

/** The configuration a tree of variables gives: each variable's place holds its value. */
export type ValuesOf<D> = {
  -readonly [K in keyof D]: D[K] extends Variable<infer T> ? T : ValuesOf<D[K]>;
};

/** Every variable of the tree, in declaration order. */
export function variablesOf(declarations: Declarations): Variable[] {
  return Object.values(declarations).flatMap((node) =>
    node instanceof Variable ? [node] : variablesOf(node),
  );
}

/** The values of the tree's variables, placed as the tree places them. */
export function valuesOf<D extends Declarations>(
  declarations: D,
  parsed: Readonly<Record<string, unknown>>,
  context: FinishContext,
): ValuesOf<D> {
  const values = Object.fromEntries(
    Object.entries(declarations).map(([key, node]) => [
      key,
      node instanceof Variable
        ? node.finish(parsed[node.name], context)
        : valuesOf(node, parsed, context),
    ]),
  );
  // The entries are the tree's keys, each with its variable's (or subtree's) value.
  return values as ValuesOf<D>;
}
