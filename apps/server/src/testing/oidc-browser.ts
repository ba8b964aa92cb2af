import type { App } from '#app.ts';

/**
 * A browser for the provider's front channel in server tests: GET requests answered by
 * `app.inject`, with a cookie jar (the provider's session and interaction cookies) and no
 * automatic redirects, so a test sees every hop.
 */
export class TestBrowser {
  readonly #app: () => App;
  readonly #cookies = new Map<string, string>();

  constructor(app: () => App) {
    this.#app = app;
  }

  get cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  clearCookies(): void {
    this.#cookies.clear();
  }

  #keep(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) =>
        /^\s*expires=Thu, 01 Jan 1970/i.test(attribute),
      );
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  /** One request; cookies kept; `Location` made absolute against the request URL. */
  async request(
    url: string,
    init: {
      method?: 'GET' | 'POST';
      form?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ) {
    const target = new URL(url, 'http://localhost:3000');
    const response = await this.#app().inject({
      method: init.method ?? 'GET',
      url: `${target.pathname}${target.search}`,
      headers: {
        ...(this.#cookies.size > 0 ? { cookie: this.cookieHeader } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...init.headers,
      },
      ...(init.form ? { payload: new URLSearchParams(init.form).toString() } : {}),
    });
    this.#keep(response.headers['set-cookie']);
    const location = response.headers.location;
    return {
      status: response.statusCode,
      body: response.body,
      headers: response.headers,
      location: typeof location === 'string' ? new URL(location, target).href : undefined,
    };
  }
}
