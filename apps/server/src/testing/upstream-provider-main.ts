/**
 * The journeys' upstream OpenID provider (e2e/connectors.test.ts, decision 050): the same real
 * oidc-provider instance as the server tests', as a process. Run with Node 24 (type stripping):
 * `node apps/server/src/testing/upstream-provider-main.ts`, configured by UPSTREAM_PORT,
 * UPSTREAM_REDIRECT_URI, UPSTREAM_CLIENT_ID and UPSTREAM_CLIENT_SECRET. A test tool, not part of
 * the product.
 */
import { startUpstreamProvider } from './upstream-provider.ts';

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`${name} is required`);
  return value;
}

const upstream = await startUpstreamProvider({
  port: Number(required('UPSTREAM_PORT')),
  redirectUris: [required('UPSTREAM_REDIRECT_URI')],
  clientId: required('UPSTREAM_CLIENT_ID'),
  clientSecret: required('UPSTREAM_CLIENT_SECRET'),
  emailsAreAccounts: true,
});
console.log(`upstream OpenID provider at ${upstream.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void upstream.close().then(() => process.exit(0)));
}
