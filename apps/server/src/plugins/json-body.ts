import type { FastifyInstance } from 'fastify';
import { appError } from '#lib/app-error.ts';
import { rememberRawBody } from '#lib/raw-body.ts';

/** Decodes request bodies as UTF-8, throwing on invalid bytes. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The JSON body parser. An empty body with `Content-Type: application/json` counts as no body (the
 * token call is often sent that way); everything else goes through Fastify's safe JSON parser.
 * Invalid UTF-8 is refused (40000), and the text is kept for v2 signatures, which hash the body as
 * received.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    // RFC 8259 §8.1: JSON is UTF-8. Invalid bytes are refused (40000), not replaced by U+FFFD.
    let text: string;
    try {
      text = strictUtf8.decode(typeof body === 'string' ? Buffer.from(body) : body);
    } catch {
      done(appError('badRequest', 'body: invalid UTF-8'), undefined);
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // v2 signatures hash the body as received.
    rememberRawBody(request, text);
    // Fastify's JSON parser answers through `done`; its type also admits the promise form.
    void parseJson(request, text, done);
  });
}
