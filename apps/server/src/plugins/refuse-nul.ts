import type { FastifyInstance } from 'fastify';
import { appError } from '#lib/app-error.ts';

/** Whether a string in `value` (a string, or an object or array at any depth, keys included) holds U+0000. */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a query given one fails (22021) as if the server were at
 * fault. A request with a NUL in any query, path or body string is refused (400, 40000) before a
 * handler runs, so it changes nothing and never reaches the database.
 */
export function registerRefuseNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['query', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      if (holdsNul(value)) throw appError('badRequest', `${part}: NUL character`);
    }
  });
}
