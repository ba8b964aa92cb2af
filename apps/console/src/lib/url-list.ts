/** Why a list of URLs typed one per line cannot be sent. */
export type UrlListProblem =
  | { kind: 'empty' }
  | { kind: 'invalid'; line: number; url: string }
  | { kind: 'too-many'; max: number };

export type UrlListResult = { ok: true; urls: string[] } | { ok: false; problem: UrlListProblem };

/**
 * A textarea's URLs, one per line: blank lines and surrounding spaces dropped, duplicates kept
 * once (in order). Each must parse as an absolute URL with a scheme; whether the server accepts
 * it (https, no fragment) is the server's rule (40080 names the one refused).
 */
export function parseUrlList(
  text: string,
  { required, max }: { required: boolean; max: number },
): UrlListResult {
  const urls: string[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const url = raw.trim();
    if (!url) continue;
    // A scheme and more: a native app's private-use scheme (`com.example.app:/cb`) has no `//`.
    if (!URL.canParse(url) || !/^[a-z][a-z0-9+.-]*:\/./i.test(url)) {
      return { ok: false, problem: { kind: 'invalid', line: index + 1, url } };
    }
    if (!urls.includes(url)) urls.push(url);
  }
  if (required && urls.length === 0) return { ok: false, problem: { kind: 'empty' } };
  if (urls.length > max) return { ok: false, problem: { kind: 'too-many', max } };
  return { ok: true, urls };
}

/** The textarea's text for a list of URLs. */
export function formatUrlList(urls: readonly string[]): string {
  return urls.join('\n');
}
