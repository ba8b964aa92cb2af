import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONFIG_GROUPS } from './declare.ts';
import { envExample, README_END, README_START, renderReadme } from './docs.ts';
import { configVariables, parseConfig } from './parse-config.ts';

const README = fileURLToPath(new URL('../../../../README.md', import.meta.url));
const ENV_EXAMPLE = fileURLToPath(new URL('../../../../.env.example', import.meta.url));

// On failure: run `npm run generate:config-docs` and commit the result.
describe('configuration documents', () => {
  it("the README's configuration tables are what the declarations give", async () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).toContain(README_START);
    expect(readme).toContain(README_END);
    expect(readme).toBe(await renderReadme(readme, README));
  });

  it('.env.example is what the declarations give', () => {
    expect(readFileSync(ENV_EXAMPLE, 'utf8')).toBe(envExample());
  });

  it(".env.example's values, uncommented, are the defaults", () => {
    const uncommented = envExample().replaceAll(/^#([A-Z][A-Z0-9_]*=)/gm, '$1');
    const env = parseEnv(uncommented);
    expect(Object.keys(env).sort()).toEqual(
      configVariables.map((variable) => variable.name).sort(),
    );
    expect(parseConfig(env, '/srv')).toEqual(parseConfig({}, '/srv'));
  });

  it('names every variable once, in upper case, with a section and a description', () => {
    const names = configVariables.map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
    for (const variable of configVariables) {
      expect(variable.name).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(Object.keys(CONFIG_GROUPS)).toContain(variable.group);
      expect(variable.description.length, variable.name).toBeGreaterThan(10);
      expect(variable.default, variable.name).not.toBe('');
    }
  });
});
