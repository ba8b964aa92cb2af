/**
 * The request target as sent: `path` and, when `query` has values, `?` and the query string.
 * One spelling for the URL the browser fetches and the target a signature covers (spec §7).
 */
export function requestTarget(path: string, query?: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, value);
  }
  const text = search.toString();
  return `${path}${text ? `?${text}` : ''}`;
}
