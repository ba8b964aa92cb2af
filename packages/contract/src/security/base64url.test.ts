import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlEncode } from '#security/base64url.ts';

describe('base64url', () => {
  it('encodes without padding (RFC 4648 test vectors)', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['f', 'Zg'],
      ['fo', 'Zm8'],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [text, encoded] of cases) {
      const bytes = Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
      expect(base64UrlEncode(bytes)).toBe(encoded);
      expect(base64UrlDecode(encoded)).toEqual(bytes);
    }
    expect(base64UrlEncode(Uint8Array.from([0xfb, 0xff, 0xbf]))).toBe('-_-_');
  });

  it('round-trips every byte', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (let length = 0; length <= 256; length += 1) {
      const slice = bytes.slice(0, length);
      expect(base64UrlDecode(base64UrlEncode(slice))).toEqual(slice);
    }
  });

  it('decodes only the canonical spelling', () => {
    for (const bad of ['Zg==', 'Zm9v+', 'Zm9v/', 'Z', 'Zh', 'Zm9', 'Zm 9v', 'Zm9v\n']) {
      // Padding, the other alphabet, a lone character, stray low bits (`Zm9` is not `Zm8`).
      expect(base64UrlDecode(bad)).toBeUndefined();
    }
  });
});
