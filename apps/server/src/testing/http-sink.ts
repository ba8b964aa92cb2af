import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the sink received. */
export interface SinkRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpSink {
  /** `http://127.0.0.1:<port>/sms` */
  url: string;
  requests: SinkRequest[];
  /** How the next requests are answered (default: 200 `{"ok":true}`); `hang` never answers. */
  answer: (response: ServerResponse) => 'hang' | undefined;
  close: () => Promise<void>;
}

/**
 * A local HTTP server standing in for an SMS provider: records every request and answers as the
 * test says. Listens on 127.0.0.1 at `port`, or a free port; `close` also ends requests left
 * hanging.
 */
export async function startHttpSink(port = 0): Promise<HttpSink> {
  const hanging = new Set<ServerResponse>();
  const sink: HttpSink = {
    url: '',
    requests: [],
    answer: (response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      sink.requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (sink.answer(response) === 'hang') hanging.add(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  sink.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return sink;
}
