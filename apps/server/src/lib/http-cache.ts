import { createHash } from 'node:crypto';

/** A strong ETag for an answer body: the SHA-256 of its JSON, base64url (RFC 9110 §8.8.3). */
export function etagOf(body: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(body), 'utf8').digest('base64url')}"`;
}

/**
 * Whether `If-None-Match` names `etag` (or is `*`): the client's copy is current and a 304 will
 * do. Weak comparison (RFC 9110 §13.1.2), so a `W/` prefix added by a proxy still matches.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}
