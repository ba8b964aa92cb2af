import { defineProject } from 'vitest/config';

// The console's logic (API client, locale parity, form parsing) runs in Node: no DOM needed.
export default defineProject({
  test: {
    name: 'console',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
  },
});
