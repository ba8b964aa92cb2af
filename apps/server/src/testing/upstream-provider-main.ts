/**
 * The journeys' upstream OpenID provider (e2e/connectors.test.ts, decision 050): the same real
 * oidc-provider instance as the server tests', as a process. Run with Node 24 (type stripping):
 * `node apps/server/src/testing/upstream-provider-main.ts`, configured by UPSTREAM_PORT,
 * UPSTREAM_REDIRECT_URI, UPSTREAM_CLIENT_ID and UPSTREAM_CLIENT_SECRET. A test tool, not part of
 * the product.
 *
 * With UPSTREAM_GOOGLE_PORT, UPSTREAM_MICROSOFT_PORT and UPSTREAM_APPLE_PORT the same process also
 * serves the stand-ins of Google, Microsoft and Apple (e2e/connector-presets.test.ts; their
 * formats are described in upstream-provider.ts): client `<preset>-client`, secret
 * UPSTREAM_PRESET_CLIENT_SECRET (Apple: an ES256 JWT of the team UPSTREAM_APPLE_TEAM_ID, key
 * UPSTREAM_APPLE_KEY_ID, public key UPSTREAM_APPLE_PUBLIC_KEY as SPKI PEM). They start first, so
 * the generic provider answering means all of them do.
 */
import { startUpstreamProvider, type UpstreamProvider } from './upstream-provider.ts';

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`${name} is required`);
  return value;
}

const standIns: UpstreamProvider[] = [];
for (const preset of ['google', 'microsoft', 'apple'] as const) {
  const port = process.env[`UPSTREAM_${preset.toUpperCase()}_PORT`];
  if (port === undefined || port === '') continue;
  const standIn = await startUpstreamProvider({
    port: Number(port),
    redirectUris: [required('UPSTREAM_REDIRECT_URI')],
    clientId: `${preset}-client`,
    clientSecret: required('UPSTREAM_PRESET_CLIENT_SECRET'),
    emailsAreAccounts: true,
    preset,
    ...(preset === 'apple'
      ? {
          appleTeam: {
            teamId: required('UPSTREAM_APPLE_TEAM_ID'),
            keyId: required('UPSTREAM_APPLE_KEY_ID'),
            publicKey: required('UPSTREAM_APPLE_PUBLIC_KEY'),
          },
        }
      : {}),
  });
  standIns.push(standIn);
  console.log(`${preset} stand-in at ${standIn.issuer}`);
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
  process.on(
    signal,
    () =>
      void Promise.all([upstream, ...standIns].map((running) => running.close())).then(() =>
        process.exit(0),
      ),
  );
}
