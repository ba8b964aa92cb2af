import type { UpstreamIdentity } from '#modules/connectors/connectors.repo.ts';

/** What the WeChat connector needs (decision 056). */
export interface WechatSettings {
  /** Where qrconnect is (`https://open.weixin.qq.com`). */
  authorizeBase: string;
  /** Where `sns/oauth2/access_token` and `sns/userinfo` are (`https://api.weixin.qq.com`). */
  apiBase: string;
  /** The Website Application's AppID and AppSecret. */
  appId: string;
  appSecret: string;
}

/** WeChat's answer to an API call that failed: `{ "errcode": 40029, "errmsg": "invalid code" }`. */
export class WechatError extends Error {
  readonly errcode: number;

  constructor(errcode: number, errmsg: string) {
    super(`WeChat answered errcode ${String(errcode)}: ${errmsg}`);
    this.errcode = errcode;
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const TIMEOUT_MS = 10_000;

/** https only, except on this machine (tests' stand-in), as for the OpenID connectors. */
function apiUrl(base: string, path: string, query: Record<string, string>): URL {
  const url = new URL(path, `${base.replace(/\/$/, '')}/`);
  if (
    url.protocol !== 'https:' &&
    !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  ) {
    throw new Error('WeChat endpoints must use https');
  }
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

async function call(url: URL): Promise<Record<string, unknown>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  // WeChat answers errors with HTTP 200 and an `errcode`; some with a text/plain content type.
  const body = JSON.parse(await response.text()) as unknown;
  if (typeof body !== 'object' || body === null) throw new Error('WeChat answered no object');
  const answer = body as Record<string, unknown>;
  if (typeof answer.errcode === 'number' && answer.errcode !== 0) {
    throw new WechatError(answer.errcode, typeof answer.errmsg === 'string' ? answer.errmsg : '');
  }
  if (!response.ok) throw new Error(`WeChat answered HTTP ${String(response.status)}`);
  return answer;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * WeChat's Website Application login (微信开放平台 网站应用微信登录), as WeChat publishes it: the
 * browser goes to `connect/qrconnect` (a QR code the person scans and confirms in the WeChat app),
 * WeChat sends it back with `code` and `state` (without `code` when the person refused), the server
 * redeems the code at `sns/oauth2/access_token` (AppID and AppSecret in the query, as WeChat
 * requires) and reads `sns/userinfo`. The person is the `unionid` when the AppID belongs to an
 * Open Platform account (the same person in all the brand's WeChat apps), else the app's `openid`.
 * WeChat gives no e-mail address; the nickname and picture are not kept (decision 050).
 */
export const upstreamWechat = {
  authorizationUrl(
    settings: WechatSettings,
    parameters: { redirectUri: string; state: string },
  ): string {
    const url = apiUrl(settings.authorizeBase, 'connect/qrconnect', {
      appid: settings.appId,
      redirect_uri: parameters.redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state: parameters.state,
    });
    url.hash = 'wechat_redirect';
    return url.href;
  },

  async identity(settings: WechatSettings, code: string): Promise<UpstreamIdentity> {
    const token = await call(
      apiUrl(settings.apiBase, 'sns/oauth2/access_token', {
        appid: settings.appId,
        secret: settings.appSecret,
        code,
        grant_type: 'authorization_code',
      }),
    );
    const accessToken = text(token.access_token);
    const openid = text(token.openid);
    if (accessToken === undefined || openid === undefined) {
      throw new Error('WeChat answered no access_token or openid');
    }
    const userinfo = await call(
      apiUrl(settings.apiBase, 'sns/userinfo', { access_token: accessToken, openid }),
    );
    if (text(userinfo.openid) !== openid) throw new Error('WeChat answered another openid');
    const unionid = text(userinfo.unionid) ?? text(token.unionid);
    return {
      issuer: settings.authorizeBase.replace(/\/$/, ''),
      subject: unionid ?? openid,
      email: null,
      emailVerified: false,
    };
  },
};
