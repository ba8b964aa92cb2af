// @ts-check
/**
 * The demo shop's configuration, from environment variables (documented in the README):
 *
 * - `SHOP_PORT` (4000), `SHOP_HOST` (localhost)
 * - `SHOP_BASE_URL` (http://localhost:SHOP_PORT): the shop's public URL; its redirect URL is
 *   `SHOP_BASE_URL/callback`, registered exactly so with the account centre
 * - `SHOP_ISSUER` (http://localhost:3000): the account centre's OIDC_ISSUER
 * - `SHOP_CLIENT_ID` (aurora-shop) and `SHOP_CLIENT_SECRET` (required): from
 *   `npm run admin -- create-client --shop --redirect-url SHOP_BASE_URL/callback --scope email`
 * - `SHOP_NAME` (Aurora Shop), `SHOP_ACCOUNT_NAME` (Aurora): texts of its pages
 */

/** @param {Record<string, string | undefined>} env */
export function loadShopConfig(env) {
  const port = Number(env.SHOP_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SHOP_PORT: not a port number: ${env.SHOP_PORT}`);
  }
  const clientSecret = env.SHOP_CLIENT_SECRET;
  if (!clientSecret) {
    throw new Error(
      'SHOP_CLIENT_SECRET is required: register the shop with `npm run admin -- create-client --shop ...` and pass the secret it prints',
    );
  }
  const trim = (/** @type {string} */ value) => value.replace(/\/+$/, '');
  return {
    port,
    host: env.SHOP_HOST ?? 'localhost',
    baseUrl: trim(env.SHOP_BASE_URL ?? `http://localhost:${port}`),
    issuer: trim(env.SHOP_ISSUER ?? 'http://localhost:3000'),
    clientId: env.SHOP_CLIENT_ID ?? 'aurora-shop',
    clientSecret,
    shopName: env.SHOP_NAME ?? 'Aurora Shop',
    accountName: env.SHOP_ACCOUNT_NAME ?? 'Aurora',
  };
}
