import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '#testing/server-process.ts';
import { emptyDir, paths } from '#testing/test-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Graceful shutdown of the real process (src/main.ts through tsx): SIGTERM while a request is in
 * flight lets that request finish, refuses new ones, closes the database and exits with 0.
 */
describe('graceful shutdown on SIGTERM', () => {
  const data = emptyDir();
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop(2000);
    data.remove();
  });

  it('drains the request in flight, then closes the database and exits 0', async () => {
    server = await startServerProcess({ DATA_DIR: data.dir, LOG_LEVEL: 'info' });
    const { base } = server;
    const body = JSON.stringify({ email: 'drain.test@example.com' });

    // A request whose body arrives in two parts: in flight when the signal comes.
    let answered = false;
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${base}${paths.registerEmailCode}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => {
            answered = true;
            resolve({ status: res.statusCode ?? 0, body: text });
          });
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server?.process.kill('SIGTERM');
        // Well after the signal: the server is draining, not gone.
        setTimeout(() => req.end(body.slice(10)), 1500);
      }, 500);
    });

    // While draining: the server no longer takes new connections (or answers 503).
    await sleep(1000);
    expect(answered).toBe(false);
    expect(server.process.exitCode).toBeNull();
    const refused = await fetch(`${base}/readyz`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(refused);

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 0, msg: 'success' });
    expect(await server.exited).toBe(0);
    const output = server.output();
    expect(output).toContain('shutting down');
    expect(output).toContain('stopped: requests drained, database closed');
  }, 240_000);
});
