/**
 * Counts the statements sent to a database that only this process writes (the embedded PGlite,
 * whose data directory this process holds locked). Whatever a read returned stays what it would
 * return for as long as the count it saw before it was sent has not moved: a cache of reads that
 * keeps each answer with that count needs no list of what to invalidate when, because every
 * statement that could change data moves it (decision 068).
 */
export class WriteClock {
  #ticks = 0;

  /** The number of statements so far that could have changed data. */
  get now(): number {
    return this.#ticks;
  }

  /** Called before a statement that could change data is sent (`mayWrite`). */
  tick(): void {
    this.#ticks += 1;
  }
}

/**
 * Whether a statement could change data: everything but one plain `SELECT`. A `WITH` query can hold
 * `INSERT`, `UPDATE` or `DELETE`, and a script (a `;` with more after it, even inside a string)
 * several statements; a transaction's `BEGIN` or `COMMIT` counts too. None of the schema's
 * functions or triggers write, since it has none.
 */
export function mayWrite(sqlText: string): boolean {
  return !/^\s*select\s/i.test(sqlText) || /;\s*\S/.test(sqlText);
}
