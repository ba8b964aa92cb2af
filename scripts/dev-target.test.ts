import { describe, expect, it } from 'vitest';
import { accountServerTarget } from './dev-target.mjs';

describe("npm run dev's proxy target (scripts/dev-target.mjs)", () => {
  it('follows PORT and HOST of the environment, then of the server .env, then the defaults', () => {
    expect(accountServerTarget({})).toBe('http://localhost:3000');
    expect(accountServerTarget({ PORT: '4100' })).toBe('http://localhost:4100');
    expect(accountServerTarget({}, 'PORT=4200\nHOST=127.0.0.1\n')).toBe('http://127.0.0.1:4200');
    expect(accountServerTarget({ PORT: '4300' }, 'PORT=4200\n')).toBe('http://localhost:4300');
    expect(accountServerTarget({ HOST: '0.0.0.0', PORT: '3001' })).toBe('http://127.0.0.1:3001');
    expect(accountServerTarget({ HOST: '::1' })).toBe('http://[::1]:3000');
  });

  it('refuses a PORT that is not a TCP port', () => {
    for (const port of ['0', '70000', 'abc', '30 00'])
      expect(() => accountServerTarget({ PORT: port }), port).toThrow(/PORT must be a TCP port/);
  });
});
