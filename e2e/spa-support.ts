import { startNodeApp, type RunningApp } from './child-app.ts';

/**
 * Starts e2e/spa/spa-server.mjs (a browser app with oidc-client-ts) on `port` as the public client
 * `clientId` of the account centre at `authority`, and waits until it answers.
 */
export function startSpa(options: {
  port: number;
  authority: string;
  clientId: string;
}): Promise<RunningApp> {
  return startNodeApp({
    script: 'e2e/spa/spa-server.mjs',
    port: options.port,
    env: {
      SPA_PORT: String(options.port),
      SPA_AUTHORITY: options.authority,
      SPA_CLIENT_ID: options.clientId,
    },
    name: 'the browser app',
  });
}
