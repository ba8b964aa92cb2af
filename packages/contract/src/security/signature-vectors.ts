/**
 * Test vectors of the signature recipe (`signature.ts`): fixed inputs, the canonical string and the
 * `X-Signature` they must give. The contract test checks them, and the web and server tests reuse
 * them, so every implementation signs alike. Computed independently of this package (Python's
 * `hmac`/`hashlib`, from the recipe as written).
 */
import type { SignatureVersion } from '#security/signature.ts';

export interface SignatureVector {
  name: string;
  secret: string;
  version: SignatureVersion;
  method: string;
  target: string;
  /** The body exactly as sent; absent without a body. */
  body?: string;
  timestamp: number;
  nonce: string;
  canonical: string;
  signature: string;
}

export const SIGNATURE_VECTORS: readonly SignatureVector[] = [
  {
    name: 'v1 e-mail code',
    secret: 'aurora-web-secret',
    version: 'v1',
    method: 'POST',
    target: '/api/aurora-user/v2/register/email/code',
    body: '{"email":"ada@example.com","language":"en"}',
    timestamp: 1767225600000,
    nonce: 'AAECAwQFBgcICQoLDA0ODw',
    canonical:
      'v1\nPOST\n/api/aurora-user/v2/register/email/code\nemail=%22ada%40example%2Ecom%22&language=%22en%22\n1767225600000\nAAECAwQFBgcICQoLDA0ODw',
    signature: 'JuEk4Mqb43SruWReCkKlRMDU6EKJVSivVg3F4pFUNKM',
  },
  {
    name: 'v1 e-mail registration: nested, boolean, unsorted, encrypted password',
    secret: 'aurora-web-secret',
    version: 'v1',
    method: 'POST',
    target: '/api/aurora-user/v2/register/email/verification',
    body: '{"password":"enc1.k3yId_0001.c2VjcmV0","email":"ada@example.com","code":"123456","country":"DE","birthDate":{"year":1990,"month":5,"day":17},"agreementAccepted":true}',
    timestamp: 1767225600123,
    nonce: 'nonce-0000000000000001',
    canonical:
      'v1\nPOST\n/api/aurora-user/v2/register/email/verification\nagreementAccepted=true&birthDate.day=17&birthDate.month=5&birthDate.year=1990&code=%22123456%22&country=%22DE%22&email=%22ada%40example%2Ecom%22&password=%22enc1%2Ek3yId_0001%2Ec2VjcmV0%22\n1767225600123\nnonce-0000000000000001',
    signature: 'M3aRrYHzqVgY1PuJyVomo5JmD2JKyHRbE2-WVI54xLg',
  },
  {
    name: 'v2 SMS code: body hash',
    secret: 'aurora-web-secret',
    version: 'v2',
    method: 'POST',
    target: '/api/aurora-user/v2/register/sms',
    body: '{"areaCode":"86","phone":"138 1234 5678","language":"zh-CN"}',
    timestamp: 1767225601000,
    nonce: '_-_-_-_-_-_-_-_-_-_-_-',
    canonical:
      'v2\nPOST\n/api/aurora-user/v2/register/sms\nareaCode=%2286%22&language=%22zh-CN%22&phone=%22138%201234%205678%22\n1767225601000\n_-_-_-_-_-_-_-_-_-_-_-\n9Pz-0WMEIUpf1Mn_tOPZYHLMiyOpouLb-CbL777fuqo',
    signature: '8NA6-6ajV1DP5JW_bMXUEkIMsdhoyuF_bR4x33HnrOU',
  },
  {
    name: 'v2 without a body, with a query',
    secret: 'another secret: ünïcode',
    version: 'v2',
    method: 'post',
    target: '/api/aurora-user/v2/register/sms?x=1&y=%20',
    timestamp: 1767225602000,
    nonce: '0123456789abcdefABCDEF',
    canonical:
      'v2\nPOST\n/api/aurora-user/v2/register/sms?x=1&y=%20\n\n1767225602000\n0123456789abcdefABCDEF\n47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU',
    signature: 'uQnsFe0pdvTPxVNEiUwym32sW1QB_5AoTvbCRpXmLng',
  },
  {
    name: 'v1 escaping: arrays, empty containers, null, numbers, reserved characters, non-ASCII',
    secret: 'aurora-web-secret',
    version: 'v1',
    method: 'POST',
    target: '/api/aurora-user/v1/register/sms/verification',
    body: '{"näme":"Zoë & co=1","list":[1,"two",{"three":3}],"empty":{},"none":[],"nothing":null,"n":-0.25,"big":1e21,"a.b":"dot","quote":"\\"\\\\\\n"}',
    timestamp: 1767225603000,
    nonce: 'AAAAAAAAAAAAAAAAAAAAAA',
    canonical:
      'v1\nPOST\n/api/aurora-user/v1/register/sms/verification\na%2Eb=%22dot%22&big=1e%2B21&empty=%7B%7D&list[0]=1&list[1]=%22two%22&list[2].three=3&n=-0%2E25&n%C3%A4me=%22Zo%C3%AB%20%26%20co%3D1%22&none=%5B%5D&nothing=null&quote=%22%5C%22%5C%5C%5Cn%22\n1767225603000\nAAAAAAAAAAAAAAAAAAAAAA',
    signature: '3G4Cku7qngXbl8Wj148mP5QHQgUzFlwGgHwb2OqbbKQ',
  },
];
