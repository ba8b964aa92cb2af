import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../${path}`, import.meta.url)), 'utf8');

/**
 * What decision 045 asks of the Dockerfile, compose.yaml and the nginx config, read from the files
 * (no container runtime here; container-image.image.ts runs the build script they rely on).
 */
describe('the container files', () => {
  it('Dockerfile: a build stage running the image script, a lean non-root Node 24 runtime', () => {
    const dockerfile = read('Dockerfile');
    const stages = [...dockerfile.matchAll(/^FROM (\S+)(?: AS (\w+))?$/gm)];
    expect(stages.map(([, image, name]) => [image, name])).toEqual([
      ['node:24-bookworm-slim', 'build'],
      ['node:24-bookworm-slim', 'runtime'],
    ]);
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(dockerfile).toMatch(/^RUN bash scripts\/image\/build\.sh \/app$/m);
    expect(runtime).toMatch(/^COPY --from=build \/app \/app$/m);
    expect(runtime).not.toMatch(/npm (ci|install)/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/DATA_DIR=\/data/);
    expect(runtime).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(runtime).toMatch(/^EXPOSE 3000$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [^\n]*(\\\n[^\n]*)*\/(healthz|readyz)/m);
    expect(runtime).toMatch(/^CMD \["\/app\/start\.sh"\]$/m);
    const ignored = read('.dockerignore');
    for (const entry of ['**/node_modules', '**/dist', '.env', '.git'])
      expect(ignored.split('\n')).toContain(entry);
  });

  it('compose.yaml: PostgreSQL, Redis, two servers behind nginx, the app port not published', () => {
    const compose = read('compose.yaml');
    const services = compose.slice(compose.indexOf('\nservices:'), compose.indexOf('\nvolumes:'));
    const serviceNames = [...services.matchAll(/^ {2}([a-z0-9-]+):$/gm)].map(([, name]) => name);
    expect(serviceNames).toEqual(['postgres', 'redis', 'migrate', 'server-1', 'server-2', 'proxy']);
    // Only the proxy publishes a port; the servers expose 3000 to the compose network.
    expect([...compose.matchAll(/^ {4}ports:$/gm)]).toHaveLength(1);
    expect(services.slice(services.indexOf('  proxy:'))).toMatch(/ports:\n\s+- '8080:8080'/);
    expect(compose).toMatch(/expose:\n\s+- '3000'/);
    expect(compose).toMatch(/TRUST_PROXY: '1'/);
    expect(compose).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/[^\n]*@postgres:5432\//);
    expect(compose).toMatch(/\.\/deploy\/nginx\.conf:\/etc\/nginx\/nginx\.conf:ro/);
    expect(compose).toMatch(/command: \['node', 'apps\/server\/dist\/admin\.js', 'migrate'\]/);

    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/server server-1:3000/);
    expect(nginx).toMatch(/server server-2:3000/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
  });
});
