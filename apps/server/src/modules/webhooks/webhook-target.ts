import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an address may be called from the server: a public unicast address only, never
 * loopback, private (RFC 1918, unique local), link-local (cloud metadata), carrier-grade NAT,
 * multicast, reserved or unspecified ones (SSRF, decision 054). IPv4-mapped IPv6 counts as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * What is wrong with a webhook URL, or undefined: `https` only (and `http` with private targets
 * allowed), no credentials in it, and when its host is an address, a public one.
 */
export function webhookUrlProblem(value: string, allowPrivate: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    return 'not an https URL';
  }
  if (url.username !== '' || url.password !== '') return 'a URL with credentials';
  if (url.hash !== '') return 'a URL with a fragment';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate) {
    if (ipaddr.isValid(host) && !isPublicAddress(host)) return 'a private or loopback address';
    if (host === 'localhost' || host.endsWith('.localhost')) return 'a private or loopback address';
  }
  return undefined;
}

/**
 * The DNS lookup of a webhook call: the name is resolved once and every address it gives must be
 * public (unless private targets are allowed), so a name that resolves to an internal address,
 * also one that changes its answer between the check and the call, is never connected to.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 4);
        return;
      }
      const refused = addresses.find((entry) => !allowPrivate && !isPublicAddress(entry.address));
      if (refused || addresses.length === 0) {
        callback(
          Object.assign(new Error(`${hostname} resolves to a private or loopback address`), {
            code: 'EADDRNOTPUBLIC',
          }),
          '',
          4,
        );
        return;
      }
      if (options.all) {
        callback(null, addresses);
        return;
      }
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}
