import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software WebAuthn authenticator for tests: an ES256 key pair per credential, `none`
 * attestation, discoverable credentials with user verification. It builds the browser's JSON
 * answers (`RegistrationResponseJSON`, `AuthenticationResponseJSON`) byte for byte as WebAuthn
 * defines them, so the server verifies them with its real library.
 */

/** The few CBOR items WebAuthn needs (RFC 8949): unsigned and negative ints, bytes, text, maps. */
function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) {
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(length, 1);
    return out;
  }
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  /** The user handle (the account's id) it was created for. */
  userHandle: Buffer;
  rpId: string;
  counter: number;
}

export interface Options {
  /** Whether the authenticator says the user was verified (PIN, biometrics). */
  userVerified?: boolean;
  /** The page origin the browser puts in the client data. */
  origin?: string;
  /** The relying-party id the authenticator scopes the credential to. */
  rpId?: string;
  /** Sign counter to send (defaults to one more than the last). */
  counter?: number;
  /** Replace the challenge the browser signs. */
  challenge?: string;
  /** The new credential's id (default: 16 random bytes). */
  credentialId?: Buffer;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(readonly origin = 'http://localhost') {}

  #flags(extra: number, userVerified: boolean): number {
    return FLAG_UP | (userVerified ? FLAG_UV : 0) | FLAG_BE | FLAG_BS | extra;
  }

  /** Answers `navigator.credentials.create()` for the server's registration options. */
  create(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    settings: Options = {},
  ) {
    const rpId = settings.rpId ?? options.rp.id ?? 'localhost';
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = settings.credentialId ?? randomBytes(16);
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.#flags(FLAG_AT, settings.userVerified ?? true)]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      id,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.create',
        challenge: settings.challenge ?? options.challenge,
        origin: settings.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const credential: SoftCredential = {
      id,
      privateKey,
      userHandle: Buffer.from(options.user.id, 'base64url'),
      rpId,
      counter: 0,
    };
    this.credentials.push(credential);
    return {
      credential,
      json: {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      },
    };
  }

  /** Answers `navigator.credentials.get()` with `credential` (discoverable: user handle sent). */
  get(credential: SoftCredential, options: { challenge: string }, settings: Options = {}) {
    credential.counter = settings.counter ?? credential.counter + 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([
      sha256(settings.rpId ?? credential.rpId),
      Buffer.from([this.#flags(0, settings.userVerified ?? true)]),
      counter,
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: settings.challenge ?? options.challenge,
        origin: settings.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), {
      key: credential.privateKey,
      dsaEncoding: 'der',
    });
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: b64url(credential.userHandle),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
