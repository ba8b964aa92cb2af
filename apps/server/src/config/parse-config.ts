import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { CONFIG_GROUPS, valuesOf, variablesOf, type Variable } from './declare.ts';
import { generatedSecret } from './generated-secret.ts';
import { applyRules, ConfigError, type Config } from './rules.ts';
import { configDeclarations } from './variables.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** A variable: its name, section, schema, documented default, description, secret flag. */
export type ConfigVariable = Variable;

const variables = variablesOf(configDeclarations);
const groupOrder = Object.keys(CONFIG_GROUPS);

/**
 * Every variable the server reads, by section (`CONFIG_GROUPS`), in declaration order within
 * each: the README's tables and `.env.example`.
 */
export const configVariables: readonly ConfigVariable[] = [...variables].sort(
  (a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group),
);

/** Each variable's schema; every value arrives as a string, unset or empty means the default. */
const envSchema = z.object(
  Object.fromEntries(variables.map((variable) => [variable.name, variable.schema])),
);

const SECRET_VARIABLES = new Set(
  configVariables.filter((variable) => variable.secret).map((variable) => variable.name),
);

function describeIssue(issue: z.core.$ZodIssue, env: Env): string {
  const name = String(issue.path[0] ?? 'configuration');
  const raw = env[name];
  const shown =
    raw === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(raw)})`;
  return `${name} ${issue.message}${shown}`;
}

/**
 * Parses and validates configuration from an environment record. Throws `ConfigError` whose
 * message names every bad variable, e.g.
 * `Invalid configuration: PORT must be an integer 1-65535 (got "abc")`.
 */
export function parseConfig(env: Env, cwd: string = process.cwd()): Config {
  const input: Record<string, string> = {};
  for (const { name } of configVariables) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') input[name] = value;
  }
  const result = envSchema.safeParse(input);
  if (!result.success) {
    // One message per variable: its first issue.
    const seen = new Set<string>();
    const messages: string[] = [];
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      if (seen.has(key)) continue;
      seen.add(key);
      messages.push(describeIssue(issue, env));
    }
    throw new ConfigError(`Invalid configuration: ${messages.join('; ')}`);
  }
  return applyRules(valuesOf(configDeclarations, result.data, { cwd }));
}

/**
 * Loads configuration for the running process: `.env` in the working directory (when present;
 * variables already set in the environment win), then `process.env`. The embedded database
 * without KEY_ENCRYPTION_SECRET gets the one generated into DATA_DIR (decision 041).
 */
export function loadConfig(): Config {
  const envFile = resolve(process.cwd(), '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = parseConfig(process.env);
  if (config.databaseUrl !== undefined || config.encryptionKeys.secret !== undefined) return config;
  return {
    ...config,
    encryptionKeys: { ...config.encryptionKeys, secret: generatedSecret(config.dataDir) },
  };
}
