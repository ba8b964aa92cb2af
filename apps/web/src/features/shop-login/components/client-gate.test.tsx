import { apiPaths, ENCRYPTION_ALGORITHM, type PublicKeyResult } from '@account-centre/contract';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as z from 'zod/mini';
import { ClientGate } from '#features/shop-login/components/client-gate.tsx';
import { sendRequest } from '#lib/api/http.ts';
import { setRequestSecurityEnabled } from '#lib/security/security-loader.ts';
import { getUrlParams } from '#lib/session/url-params.ts';
import { setDeployment } from '#testing/deployment.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

const paths = apiPaths('aurora');
const SHOP = 'shop-web';
const SHOP_RETURN = 'https://shop.example.test/callback';

/** A publickey answer with a fresh RSA-OAEP key (request security is on in these tests). */
async function publicKeyAnswer(): Promise<PublicKeyResult> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 3072,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const kid = 'key-gate-0001';
  return {
    kid,
    alg: ENCRYPTION_ALGORITHM,
    jwk: { kty: 'RSA', n: jwk.n ?? '', e: jwk.e ?? '', alg: ENCRYPTION_ALGORITHM, use: 'enc', kid },
    spki: btoa(String.fromCharCode(...spki))
      .replace(/\+/g, '-')
      .replace(/\//g, '_'),
    cacheSeconds: 3600,
    serverTime: Date.now(),
  };
}

test('spec §7: from the first call of the page (publickey) on, target-client-id is the client_id the visit arrived with', async () => {
  setRequestSecurityEnabled(true);
  setDeployment({
    search: `?client_id=${SHOP}&redirect_url=${encodeURIComponent(SHOP_RETURN)}`,
  });
  const key = await publicKeyAnswer();
  const calls = stubFetch([
    { method: 'POST', path: paths.publicKey, reply: () => ok(key) },
    {
      method: 'GET',
      path: paths.oauthClient,
      reply: () => ok({ client_id: SHOP, name: 'Aurora Shop', shop: true }),
    },
  ]);

  await renderRoute(
    <ClientGate>
      <p>login screen</p>
    </ClientGate>,
  );

  await expect.element(page.getByText('login screen')).toBeVisible();
  expect(calls.map((call) => call.url.pathname)).toEqual([paths.publicKey, paths.oauthClient]);
  expect(calls.map((call) => call.headers.get('target-client-id'))).toEqual([SHOP, SHOP]);
  expect(getUrlParams().client_id).toBe(SHOP);
});

test('a refused client is not named any more: the next calls name the app itself', async () => {
  setDeployment({
    search: `?client_id=unknown-shop&redirect_url=${encodeURIComponent(SHOP_RETURN)}`,
  });
  const calls = stubFetch([
    {
      method: 'GET',
      path: paths.oauthClient,
      reply: () => ({ status: 200, body: { code: 40060, msg: 'unknown client' } }),
    },
    { method: 'GET', path: paths.userInfo, reply: () => ok({}) },
  ]);

  await renderRoute(
    <ClientGate>
      <p>login screen</p>
    </ClientGate>,
  );

  await expect.element(page.getByRole('alert')).toBeVisible();
  expect(calls[0]?.headers.get('target-client-id')).toBe('unknown-shop');
  await sendRequest({ method: 'GET', path: paths.userInfo, schema: z.unknown() });
  expect(calls[1]?.headers.get('target-client-id')).toBe('aurora-web');
});
