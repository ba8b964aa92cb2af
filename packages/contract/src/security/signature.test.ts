import { describe, expect, it } from 'vitest';
import {
  canonicalFields,
  canonicalString,
  hmacSha256,
  newNonce,
  NONCE_PATTERN,
  SIGNATURE_HEADER,
  SIGNATURE_NONCE_HEADER,
  SIGNATURE_PATTERN,
  SIGNATURE_TIMESTAMP_HEADER,
  SIGNATURE_VERSION_HEADER,
  sign,
} from '#security/signature.ts';
import { SIGNATURE_VECTORS } from '#security/signature-vectors.ts';

describe('signature recipe (test vectors)', () => {
  it.each(SIGNATURE_VECTORS.map((vector) => [vector.name, vector] as const))(
    '%s: canonical string and MAC',
    async (_name, vector) => {
      const canonical = await canonicalString({
        version: vector.version,
        method: vector.method,
        target: vector.target,
        payload: vector.body === undefined ? undefined : JSON.parse(vector.body),
        body: vector.body,
        timestamp: String(vector.timestamp),
        nonce: vector.nonce,
      });
      expect(canonical).toBe(vector.canonical);
      expect(await hmacSha256(vector.secret, canonical)).toBe(vector.signature);
      expect(vector.signature).toMatch(SIGNATURE_PATTERN);
    },
  );

  it.each(SIGNATURE_VECTORS.map((vector) => [vector.name, vector] as const))(
    '%s: sign() gives the four headers',
    async (_name, vector) => {
      const headers = await sign({
        secret: vector.secret,
        version: vector.version,
        method: vector.method,
        target: vector.target,
        body: vector.body,
        timestamp: vector.timestamp,
        nonce: vector.nonce,
      });
      expect(headers).toEqual({
        [SIGNATURE_VERSION_HEADER]: vector.version,
        [SIGNATURE_TIMESTAMP_HEADER]: String(vector.timestamp),
        [SIGNATURE_NONCE_HEADER]: vector.nonce,
        [SIGNATURE_HEADER]: vector.signature,
      });
    },
  );

  it('changes the MAC with any change of a field, the target, the time, the nonce or the secret', async () => {
    const [vector] = SIGNATURE_VECTORS;
    if (!vector?.body) throw new Error('first vector has a body');
    const base = {
      secret: vector.secret,
      version: vector.version,
      method: vector.method,
      target: vector.target,
      body: vector.body,
      timestamp: vector.timestamp,
      nonce: vector.nonce,
    };
    const variants = [
      { body: vector.body.replace('ada@', 'eve@') },
      { target: `${vector.target}?x=1` },
      { timestamp: vector.timestamp + 1 },
      { nonce: `${vector.nonce.slice(0, -1)}A` },
      { secret: `${vector.secret}!` },
      { version: 'v2' as const },
    ];
    for (const variant of variants) {
      const headers = await sign({ ...base, ...variant });
      expect(headers[SIGNATURE_HEADER]).not.toBe(vector.signature);
    }
  });

  it('v2 binds the body bytes: the same fields in another spelling sign differently', async () => {
    const base = {
      secret: 's',
      method: 'POST',
      target: '/x',
      timestamp: 1,
      nonce: 'AAAAAAAAAAAAAAAAAAAAAA',
    };
    const compact = '{"a":"1","b":"2"}';
    const spaced = '{ "b": "2", "a": "1" }';
    const v1 = await Promise.all(
      [compact, spaced].map((body) => sign({ ...base, version: 'v1', body })),
    );
    expect(v1[0]?.[SIGNATURE_HEADER]).toBe(v1[1]?.[SIGNATURE_HEADER]);
    const v2 = await Promise.all(
      [compact, spaced].map((body) => sign({ ...base, version: 'v2', body })),
    );
    expect(v2[0]?.[SIGNATURE_HEADER]).not.toBe(v2[1]?.[SIGNATURE_HEADER]);
  });

  it('flattens unambiguously', () => {
    expect(canonicalFields(undefined)).toBe('');
    expect(canonicalFields({})).toBe('');
    // A string "null" is not null, a nested object is not a dotted name, an index is not a key.
    expect(canonicalFields({ a: null })).not.toBe(canonicalFields({ a: 'null' }));
    expect(canonicalFields({ a: { b: 1 } })).not.toBe(canonicalFields({ 'a.b': 1 }));
    expect(canonicalFields({ a: [1] })).not.toBe(canonicalFields({ a: { 0: 1 } }));
    expect(canonicalFields({ a: {} })).not.toBe(canonicalFields({}));
    expect(canonicalFields({ a: 'x&b=y' })).not.toBe(canonicalFields({ a: 'x', b: 'y' }));
    expect(canonicalFields({ b: 1, a: undefined, c: { d: undefined } })).toBe('b=1&c=%7B%7D');
  });

  it('refuses what cannot be signed', async () => {
    for (const payload of [null, [1], 'text', 1]) {
      expect(() => canonicalFields(payload)).toThrow(TypeError);
    }
    expect(() => canonicalFields({ a: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalFields({ '\uD800': 1 })).toThrow(TypeError);
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 20; i += 1) deep = { deep };
    expect(() => canonicalFields(deep)).toThrow(/nested deeper/);
    const request = {
      version: 'v1' as const,
      method: 'POST',
      target: '/x',
      payload: undefined,
      body: undefined,
      timestamp: '1',
      nonce: 'AAAAAAAAAAAAAAAAAAAAAA',
    };
    await expect(canonicalString({ ...request, target: '/x\ny' })).rejects.toThrow(TypeError);
    await expect(canonicalString({ ...request, nonce: 'short' })).rejects.toThrow(TypeError);
    await expect(canonicalString({ ...request, timestamp: '-1' })).rejects.toThrow(TypeError);
  });

  it('makes fresh nonces', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(NONCE_PATTERN);
  });
});
