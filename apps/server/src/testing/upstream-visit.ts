import { expect } from 'vitest';

/** How the upstream sends the browser back: a redirect (query) or an auto-submitted form. */
export type UpstreamAnswer =
  { method: 'GET'; url: string } | { method: 'POST'; url: string; form: Record<string, string> };

function htmlDecode(value: string): string {
  return value.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));
}

/** The hidden inputs and action of a form_post page (oidc-provider's and Apple's shape). */
function formPostOf(html: string, base: string): UpstreamAnswer | undefined {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (action === undefined) return undefined;
  const form: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) {
    form[htmlDecode(match[1] ?? '')] = htmlDecode(match[2] ?? '');
  }
  return { method: 'POST', url: new URL(htmlDecode(action), base).href, form };
}

/**
 * A browser's visit to an upstream provider started by the tests: its own cookies, every redirect
 * followed by hand, the interaction page answered with "Sign in" as `login` or "Cancel", up to the
 * answer for the account server: a redirect to its callback, or (form_post) the form the page
 * would submit there.
 */
export class UpstreamVisit {
  readonly #cookies = new Map<string, string>();
  readonly #callbackPrefix: string;

  constructor(callbackPrefix: string) {
    this.#callbackPrefix = callbackPrefix;
  }

  async #fetch(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.#cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const location = response.headers.get('location');
    return {
      status: response.status,
      body: await response.text(),
      location: location === null ? undefined : new URL(location, url).href,
    };
  }

  async answer(
    authorizationUrl: string,
    choice: { login: string } | 'cancel',
  ): Promise<UpstreamAnswer> {
    let hop = await this.#fetch(authorizationUrl);
    const interaction = hop.location ?? '';
    expect(interaction, hop.body).toContain('/interaction/');
    expect((await this.#fetch(interaction)).status).toBe(200);
    hop =
      choice === 'cancel'
        ? await this.#fetch(`${interaction}/abort`, { method: 'POST', form: {} })
        : await this.#fetch(`${interaction}/login`, { method: 'POST', form: choice });
    let last = interaction;
    for (let step = 0; step < 5 && hop.location !== undefined; step += 1) {
      if (hop.location.startsWith(this.#callbackPrefix))
        return { method: 'GET', url: hop.location };
      last = hop.location;
      hop = await this.#fetch(hop.location);
    }
    const posted = formPostOf(hop.body, last);
    expect(posted?.url.startsWith(this.#callbackPrefix), hop.body).toBe(true);
    if (!posted) throw new Error('no answer from the upstream');
    return posted;
  }
}
