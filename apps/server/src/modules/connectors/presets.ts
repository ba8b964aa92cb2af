import type { ConnectorKind } from '@account-centre/contract';

/** A preset's settings that are not secret (the `options` column, migration 0031). */
export interface ConnectorOptions {
  /** Apple: the developer team's ID (the client secret JWT's `iss`). */
  teamId?: string;
  /** Apple: the ID of the Sign in with Apple key (the client secret JWT's `kid`). */
  keyId?: string;
  /** WeChat: where `sns/oauth2/access_token` and `sns/userinfo` are (the issuer is qrconnect's). */
  apiBase?: string;
}

export function parseOptions(value: string): ConnectorOptions {
  try {
    const parsed = JSON.parse(value) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const options: ConnectorOptions = {};
    for (const name of ['teamId', 'keyId', 'apiBase'] as const) {
      const entry = (parsed as Record<string, unknown>)[name];
      if (typeof entry === 'string' && entry !== '') options[name] = entry;
    }
    return options;
  } catch {
    return {};
  }
}

/**
 * What each kind starts from (decision 056): the upstream's issuer (or WeChat's authorization
 * host) and the scopes it expects. A connector may name another issuer (a stand-in in tests,
 * Microsoft's tenant `https://login.microsoftonline.com/<tenant>/v2.0`).
 */
export const CONNECTOR_PRESETS: Record<
  ConnectorKind,
  { issuer?: string; scopes: string; apiBase?: string }
> = {
  oidc: { scopes: 'openid email profile' },
  google: { issuer: 'https://accounts.google.com', scopes: 'openid email profile' },
  // `common`: work or school and personal Microsoft accounts (openid-client checks the
  // id_token's issuer against the tenant it names, `tid`).
  microsoft: {
    issuer: 'https://login.microsoftonline.com/common/v2.0',
    scopes: 'openid email profile',
  },
  // Apple documents `name email`; the id_token comes with the code.
  apple: { issuer: 'https://appleid.apple.com', scopes: 'openid name email' },
  wechat: {
    issuer: 'https://open.weixin.qq.com',
    apiBase: 'https://api.weixin.qq.com',
    scopes: 'snsapi_login',
  },
};

/** A claim that is `true` (Apple sends some booleans as the strings "true" and "false"). */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * Whether the upstream verified the e-mail address in `claims` (decision 056). OpenID's
 * `email_verified`, for Apple also as a string; Microsoft sends no `email_verified` (its `email`
 * is whatever the directory holds) and vouches for an address only with `xms_edov` (the e-mail
 * domain's owner verified it), so a Microsoft address without it is unverified.
 */
export function emailVerifiedBy(kind: ConnectorKind, claims: Record<string, unknown>): boolean {
  switch (kind) {
    case 'apple':
      return isTrue(claims.email_verified);
    case 'microsoft':
      return claims.email_verified === true || isTrue(claims.xms_edov);
    default:
      return claims.email_verified === true;
  }
}
