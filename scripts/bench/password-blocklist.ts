// The common-password blocklist (issue 19, Medium 4): how long the server takes to load it, how
// much memory it holds, and how fast one case-insensitive look-up is, with the server's own code
// (apps/server/src/modules/password-blocklist). Half the look-ups hit (listed passwords in another
// case), half miss.
import {
  isCommonPassword,
  loadPasswordBlocklist,
} from '../../apps/server/src/modules/password-blocklist/password-blocklist.ts';

export interface BlocklistFigures {
  entries: number;
  loadMs: number;
  heapMb: number;
  lookupsPerSecond: number;
  microsecondsPerLookup: number;
}

export function measurePasswordBlocklist(lookups = 1_000_000): BlocklistFigures {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const list = loadPasswordBlocklist();
  const loadMs = performance.now() - started;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  const probes = list
    .filter((_, i) => i % 97 === 0)
    .flatMap((entry) => [entry.toUpperCase(), `${entry}~Zq9`]);
  let hits = 0;
  const from = performance.now();
  for (let i = 0; i < lookups; i += 1) {
    if (isCommonPassword(probes[i % probes.length] as string)) hits += 1;
  }
  const seconds = (performance.now() - from) / 1000;
  if (hits !== lookups / 2) throw new Error(`expected ${lookups / 2} hits, got ${hits}`);
  return {
    entries: list.length,
    loadMs,
    heapMb,
    lookupsPerSecond: lookups / seconds,
    microsecondsPerLookup: (seconds * 1e6) / lookups,
  };
}
