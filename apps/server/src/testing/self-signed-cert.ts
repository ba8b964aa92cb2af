import { generate } from 'selfsigned';

/**
 * A self-signed TLS certificate (ECDSA P-256, one day) for `localhost` and 127.0.0.1: tests serve
 * over real TLS and verify it by passing `cert` as the only CA.
 */
export async function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const now = Date.now();
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now - 3_600_000),
    notAfterDate: new Date(now + 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
