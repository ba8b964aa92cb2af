import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A WeChat user of the stand-in: the app's `openid`, and the Open Platform `unionid` if any. */
export interface WechatPerson {
  openid: string;
  unionid?: string;
  nickname?: string;
}

export interface WechatStandIn {
  /** Both the qrconnect host and the API host (`issuer` and `apiBase` of the connector). */
  base: string;
  addPerson: (person: WechatPerson) => void;
  /**
   * What the WeChat app does when the person scans the QR code of `authorizeUrl` and confirms
   * (`allow`) or refuses: the URL WeChat's page then sends the browser to.
   */
  scan: (authorizeUrl: string, openid: string, allow: boolean) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * A local stand-in for WeChat's Website Application login (decision 056), stated as such: it
 * follows the request and response formats WeChat publishes, not WeChat's code.
 * - `GET /connect/qrconnect?appid&redirect_uri&response_type=code&scope=snsapi_login&state`
 *   answers the QR code page (here a plain page naming its `uuid`); a wrong appid or scope is
 *   refused on the page, as WeChat does.
 * - the person's confirmation in the app (`scan`) leads the page to
 *   `redirect_uri?code=CODE&state=STATE`, a refusal to `redirect_uri?state=STATE` (no code).
 * - `GET /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code` answers
 *   `{ access_token, expires_in, refresh_token, openid, scope, unionid }`, or WeChat's JSON errors
 *   with HTTP 200: `40029 invalid code` (unknown, used or expired code), `40125 invalid appsecret`,
 *   `40013 invalid appid`.
 * - `GET /sns/userinfo?access_token&openid` answers `{ openid, nickname, sex, province, city,
 *   country, headimgurl, privilege, unionid }`, or `40001`/`41001`.
 */
export async function startWechatStandIn(app: {
  appId: string;
  appSecret: string;
  /** 0 (default): any free port. */
  port?: number;
  /**
   * An unknown openid confirmed in the browser becomes a person with the unionid `u-<openid>`
   * (the journeys' stand-in, which has no API to add people).
   */
  openidsArePeople?: boolean;
}): Promise<WechatStandIn> {
  const people = new Map<string, WechatPerson>();
  const pages = new Map<string, { redirectUri: string; state: string }>();
  const codes = new Map<string, { openid: string; expiresAt: number }>();
  const tokens = new Map<string, string>();

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const json = (body: object) => {
      response.statusCode = 200;
      // WeChat's API answers JSON as text/plain.
      response.setHeader('content-type', 'text/plain');
      response.end(JSON.stringify(body));
    };
    const query = (name: string) => url.searchParams.get(name) ?? '';
    if (request.method !== 'GET') {
      response.statusCode = 405;
      response.end();
      return;
    }
    switch (url.pathname) {
      case '/connect/qrconnect': {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        if (
          query('appid') !== app.appId ||
          query('scope') !== 'snsapi_login' ||
          query('response_type') !== 'code' ||
          query('redirect_uri') === ''
        ) {
          response.statusCode = 200;
          response.end('<!doctype html><title>WeChat</title><p>参数错误 (invalid parameter)</p>');
          return;
        }
        const uuid = randomBytes(8).toString('hex');
        pages.set(uuid, { redirectUri: query('redirect_uri'), state: query('state') });
        response.statusCode = 200;
        response.end(
          `<!doctype html><html lang="en"><title>WeChat</title><main data-uuid="${uuid}">` +
            '<h1>WeChat stand-in</h1><p>QR</p>' +
            // What the WeChat app does on the phone, as a form for the browser journeys.
            `<form action="/stand-in/confirm"><input type="hidden" name="uuid" value="${uuid}">` +
            '<label>WeChat user <input name="openid"></label>' +
            '<label>Code to send (a used one: a replay) <input name="code"></label>' +
            '<button name="allow" value="1">Confirm in WeChat</button>' +
            '<button name="allow" value="0">Refuse in WeChat</button></form></main></html>',
        );
        return;
      }
      case '/stand-in/confirm': {
        // The person's answer in the WeChat app (not part of WeChat's API): the page then sends
        // the browser back to the redirect_uri, with a fresh code (or the one given), or none.
        const opened = pages.get(query('uuid'));
        if (!opened) {
          response.statusCode = 404;
          response.end();
          return;
        }
        pages.delete(query('uuid'));
        const openid = query('openid');
        if (app.openidsArePeople && !people.has(openid)) {
          people.set(openid, { openid, unionid: `u-${openid}` });
        }
        const back = new URL(opened.redirectUri);
        if (query('allow') === '1') {
          const code = query('code') || randomBytes(16).toString('hex');
          if (!query('code')) codes.set(code, { openid, expiresAt: Date.now() + 5 * 60 * 1000 });
          back.searchParams.set('code', code);
        }
        back.searchParams.set('state', opened.state);
        response.statusCode = 302;
        response.setHeader('location', back.href);
        response.end();
        return;
      }
      case '/sns/oauth2/access_token': {
        if (query('appid') !== app.appId) return json({ errcode: 40013, errmsg: 'invalid appid' });
        if (query('secret') !== app.appSecret) {
          return json({ errcode: 40125, errmsg: 'invalid appsecret' });
        }
        if (query('grant_type') !== 'authorization_code') {
          return json({ errcode: 40002, errmsg: 'invalid grant_type' });
        }
        const code = codes.get(query('code'));
        codes.delete(query('code'));
        if (!code || code.expiresAt < Date.now()) {
          return json({ errcode: 40029, errmsg: 'invalid code' });
        }
        const person = people.get(code.openid);
        const accessToken = randomBytes(16).toString('hex');
        tokens.set(accessToken, code.openid);
        return json({
          access_token: accessToken,
          expires_in: 7200,
          refresh_token: randomBytes(16).toString('hex'),
          openid: code.openid,
          scope: 'snsapi_login',
          ...(person?.unionid === undefined ? {} : { unionid: person.unionid }),
        });
      }
      case '/sns/userinfo': {
        if (query('access_token') === '') {
          return json({ errcode: 41001, errmsg: 'access_token missing' });
        }
        const openid = tokens.get(query('access_token'));
        if (openid === undefined || openid !== query('openid')) {
          return json({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid' });
        }
        const person = people.get(openid);
        return json({
          openid,
          nickname: person?.nickname ?? '',
          sex: 0,
          province: '',
          city: '',
          country: 'CN',
          headimgurl: '',
          privilege: [],
          ...(person?.unionid === undefined ? {} : { unionid: person.unionid }),
        });
      }
      default:
        response.statusCode = 404;
        response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(app.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

  return {
    base,
    addPerson: (person) => people.set(person.openid, person),
    scan: async (authorizeUrl, openid, allow) => {
      const page = await (await fetch(authorizeUrl)).text();
      const uuid = /data-uuid="([0-9a-f]+)"/.exec(page)?.[1];
      const opened = uuid === undefined ? undefined : pages.get(uuid);
      if (!opened) throw new Error(`the QR page was refused: ${page}`);
      pages.delete(uuid ?? '');
      const back = new URL(opened.redirectUri);
      if (allow) {
        const code = randomBytes(16).toString('hex');
        codes.set(code, { openid, expiresAt: Date.now() + 5 * 60 * 1000 });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', opened.state);
      return back.href;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
