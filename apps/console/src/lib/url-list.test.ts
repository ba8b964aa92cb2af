import { describe, expect, it } from 'vitest';
import { formatUrlList, parseUrlList } from '#lib/url-list.ts';

describe('URL lists typed one per line', () => {
  it('trims, drops blank lines and repeats, keeps the order', () => {
    const text =
      '  https://shop.example/cb \n\n\r\nhttps://app.example/cb\nhttps://shop.example/cb\n';
    expect(parseUrlList(text, { required: true, max: 20 })).toEqual({
      ok: true,
      urls: ['https://shop.example/cb', 'https://app.example/cb'],
    });
  });

  it('names the first line that is not an absolute URL', () => {
    expect(
      parseUrlList('https://a.example/cb\n\nshop.example/cb', { required: true, max: 20 }),
    ).toEqual({
      ok: false,
      problem: { kind: 'invalid', line: 3, url: 'shop.example/cb' },
    });
    expect(parseUrlList('mailto:a@b.example', { required: false, max: 20 })).toMatchObject({
      ok: false,
      problem: { kind: 'invalid', line: 1 },
    });
  });

  it('refuses an empty required list, accepts an empty optional one', () => {
    expect(parseUrlList(' \n ', { required: true, max: 20 })).toEqual({
      ok: false,
      problem: { kind: 'empty' },
    });
    expect(parseUrlList('', { required: false, max: 20 })).toEqual({ ok: true, urls: [] });
  });

  it('refuses more than the maximum', () => {
    const text = Array.from({ length: 3 }, (_, i) => `https://a.example/${String(i)}`).join('\n');
    expect(parseUrlList(text, { required: true, max: 2 })).toEqual({
      ok: false,
      problem: { kind: 'too-many', max: 2 },
    });
  });

  it('formats a list back into lines that parse to the same list', () => {
    const urls = ['https://a.example/cb', 'http://localhost:4000/cb'];
    expect(parseUrlList(formatUrlList(urls), { required: true, max: 20 })).toEqual({
      ok: true,
      urls,
    });
  });
});
