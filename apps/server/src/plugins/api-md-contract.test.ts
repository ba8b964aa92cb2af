import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  errorCatalogue,
  OPERATIONS,
  operationErrors,
  type OperationDoc,
} from '@account-centre/contract';

/** API.md's calls: each heading's operations (`METHOD /path`) and the codes of its "Errors:" paragraph. */
function apiMdCalls(): { heading: string; routes: string[]; codes: number[] }[] {
  const text = readFileSync(
    new URL('../../../../packages/contract/API.md', import.meta.url),
    'utf8',
  );
  return text
    .split(/\n(?=#{3,4} )/)
    .filter((section) => /^#{3,4} (GET|POST|PUT|PATCH|DELETE) /.test(section))
    .map((section) => {
      const heading = section.split('\n')[0] ?? '';
      const routes = heading
        .replace(/^#+ /, '')
        .split(' · ')
        .map((route) =>
          route
            .replace(/\?.*$/, '')
            .replace(/ \(.*\)$/, '')
            .trim(),
        );
      const at = section.indexOf('Errors:');
      const paragraph = at < 0 ? '' : (section.slice(at).split('\n\n')[0] ?? '');
      const codes = [...paragraph.matchAll(/\b[1-5]\d{4}\b/g)].map(([code]) => Number(code));
      return { heading, routes, codes: [...new Set(codes)].sort((a, b) => a - b) };
    });
}

const codesOf = (names: readonly (keyof typeof errorCatalogue)[]): number[] =>
  [...new Set<number>(names.map((name) => errorCatalogue[name].code))].sort((a, b) => a - b);
const route = (operation: OperationDoc) => `${operation.method} ${operation.path}`;

describe('the operation table and API.md', () => {
  const calls = apiMdCalls();

  it('API.md describes every operation, and only those (the development outbox aside)', () => {
    const described = calls.flatMap((call) => call.routes).filter((one) => !one.includes('/_dev/'));
    expect([...described].sort()).toEqual(OPERATIONS.map(route).sort());
  });

  it("lists under each call exactly the call's own error codes (its kind's common codes may be named too)", () => {
    const problems: string[] = [];
    for (const call of calls) {
      const operations = OPERATIONS.filter((operation) => call.routes.includes(route(operation)));
      if (operations.length === 0) continue;
      const own = codesOf(operations.flatMap((operation) => operation.errors));
      const possible = new Set<number>(codesOf(operations.flatMap(operationErrors)));
      const impossible = call.codes.filter((code) => !possible.has(code));
      const missing = own.filter((code) => !call.codes.includes(code));
      if (impossible.length > 0)
        problems.push(`${call.heading}: cannot give ${impossible.join(', ')}`);
      if (missing.length > 0) problems.push(`${call.heading}: does not list ${missing.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every operation a unique operationId and a summary', () => {
    const ids = OPERATIONS.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of OPERATIONS) expect(operation.summary.length).toBeGreaterThan(5);
  });
});
