import type { RateLimitRepo } from '#modules/rate-limit/rate-limit.repo.ts';

/** How often an instance adds the hits it counted to the shared counters (decision 042). */
export const DEFAULT_SYNC_INTERVAL_MS = 1000;

/**
 * The share of the limit one instance may hold of a key unsynced: reaching it, the request that
 * does waits for a sync. It bounds what instances can let through that the others do not yet see.
 */
export const SYNC_SHARE = 20;

/** Past this many counters held, the synced ones are dropped (they are read again when hit). */
export const DEFAULT_MAX_ENTRIES = 100_000;

interface Entry {
  /** The shared total at the last sync: every instance's hits in the window. */
  shared: number;
  /** Hits counted here, not yet sent. */
  pending: number;
  /** Hits sent, not yet answered. */
  inflight: number;
  /** When the window ends, by this process's clock (from the database's answer once synced). */
  resetAt: number;
  windowMs: number;
}

/** What a hit counts: the key's hits in its window as this instance knows them, and what is left. */
export interface Count {
  current: number;
  ttl: number;
}

export interface OuterLimitCountersOptions {
  syncIntervalMs?: number;
  maxEntries?: number;
  /** Told when a sync fails (the hits are kept and sent with the next one). */
  onSyncError?: (error: unknown) => void;
}

/**
 * The outer per-IP limit's counters on the database without Redis (decision 042): each instance
 * counts in memory and adds what it counted to the shared counter of each key once per sync
 * interval, in one statement for every key (`RateLimitRepo.addHits`), learning every instance's
 * total in return. A read is no longer a write: one upsert per key per interval, not per request.
 *
 * Counted here = the shared total at the last sync + the hits since. What another instance let
 * through since its last sync is not seen yet; so that this stays small whatever the interval, an
 * instance holding 1/SYNC_SHARE of the limit unsynced for one key syncs at once, and the request
 * that reached it waits for the answer. With N instances a client gets at most about
 * `max + 2·(N−1)·⌈max/SYNC_SHARE⌉` requests through in a window (two instances, 600 a minute:
 * 660). When the database cannot be reached the hits are kept for the next sync and every
 * instance still holds the client to the limit on its own.
 */
export class OuterLimitCounters {
  readonly #repo: RateLimitRepo;
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #onSyncError: (error: unknown) => void;
  readonly #timer: NodeJS.Timeout;
  /** The sync in flight, and the one queued behind it (a hit counted after it started). */
  #current: Promise<void> | undefined;
  #next: Promise<void> | undefined;

  constructor(repo: RateLimitRepo, options: OuterLimitCountersOptions = {}) {
    this.#repo = repo;
    this.#maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.#onSyncError = options.onSyncError ?? (() => undefined);
    this.#timer = setInterval(() => {
      if (this.#current === undefined) void this.sync();
    }, options.syncIntervalMs ?? DEFAULT_SYNC_INTERVAL_MS);
    this.#timer.unref();
  }

  /**
   * Counts one hit of `key`; waits for a sync only when this instance holds its share unsynced and
   * the client is not over the limit already.
   */
  async hit(key: string, windowMs: number, max: number): Promise<Count> {
    const now = Date.now();
    let entry = this.#entries.get(key);
    if (entry === undefined) {
      entry = { shared: 0, pending: 0, inflight: 0, resetAt: now + windowMs, windowMs };
      this.#entries.set(key, entry);
    } else if (entry.resetAt <= now) {
      // The window has ended: its unsent hits no longer count.
      entry.shared = 0;
      entry.pending = 0;
      entry.resetAt = now + windowMs;
      entry.windowMs = windowMs;
    }
    entry.pending += 1;
    // Past the limit already (a lower bound of the true total): refused without a sync, so a
    // flood costs one upsert per interval.
    const over = entry.shared + entry.inflight + entry.pending > max;
    if (!over && entry.pending >= Math.max(1, Math.ceil(max / SYNC_SHARE))) await this.sync();
    return {
      current: entry.shared + entry.inflight + entry.pending,
      ttl: Math.max(0, entry.resetAt - Date.now()),
    };
  }

  /** Sends every unsent hit; resolves once a sync that started after the call has ended. */
  sync(): Promise<void> {
    if (this.#current === undefined) {
      this.#current = this.#send().finally(() => {
        this.#current = undefined;
      });
      return this.#current;
    }
    this.#next ??= this.#current.then(() => {
      this.#next = undefined;
      return this.sync();
    });
    return this.#next;
  }

  /** Stops the interval and sends what is left (shutdown). */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.sync();
  }

  /** Counters held in memory (tests). */
  get size(): number {
    return this.#entries.size;
  }

  async #send(): Promise<void> {
    const batch: { key: string; hits: number; windowMs: number; entry: Entry }[] = [];
    for (const [key, entry] of this.#entries) {
      if (entry.pending === 0) continue;
      batch.push({ key, hits: entry.pending, windowMs: entry.windowMs, entry });
      entry.inflight += entry.pending;
      entry.pending = 0;
    }
    if (batch.length > 0) {
      try {
        const counts = await this.#repo.addHits(batch);
        const now = Date.now();
        const byKey = new Map(counts.map((count) => [count.key, count]));
        for (const { key, hits, entry } of batch) {
          entry.inflight -= hits;
          const count = byKey.get(key);
          if (count === undefined) continue;
          entry.shared = count.hits;
          entry.resetAt = now + count.ttlMs;
        }
      } catch (error) {
        for (const { hits, entry } of batch) {
          entry.inflight -= hits;
          entry.pending += hits;
        }
        this.#onSyncError(error);
      }
    }
    this.#evict();
  }

  /** Drops counters whose window has ended with nothing unsent; all synced ones when too many. */
  #evict(): void {
    const now = Date.now();
    const crowded = this.#entries.size > this.#maxEntries;
    for (const [key, entry] of this.#entries) {
      if (entry.pending === 0 && entry.inflight === 0 && (crowded || entry.resetAt <= now)) {
        this.#entries.delete(key);
      }
    }
  }
}
