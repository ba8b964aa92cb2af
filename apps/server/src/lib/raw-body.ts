import type { FastifyRequest } from 'fastify';

/** The text of JSON bodies as received (v2 signatures hash it), by request. */
const rawBodies = new WeakMap<FastifyRequest, string>();

/** Called by the JSON body parser with the text it parses. */
export function rememberRawBody(request: FastifyRequest, text: string): void {
  rawBodies.set(request, text);
}

/** The JSON body's text as received; `undefined` when the request had no JSON body. */
export function rawBodyOf(request: FastifyRequest): string | undefined {
  return rawBodies.get(request);
}
