import { availableParallelism } from 'node:os';

/**
 * Test files run at a time in every Vitest project (its `maxWorkers`). Vitest's default is one
 * worker fewer than the cores, which on the 2-core test machine ran the whole stage one file at a
 * time; a project's own config has to set it (the root's reaches only inline projects), and the
 * projects that share a `sequence.groupOrder` must agree on it (BENCHMARKS.md, "The test
 * command"). One file more than there are cores, so that one file's waits (a database, a browser,
 * a child process) leave the cores to the others: the whole stage on 2 cores, one sitting
 * (2026-11-29 12:24–12:36), took 357 s with two files at a time (CPU idle 12 %) and 335 s with
 * three (5 %). The browser journeys run as many at a time (e2e/playwright.config.ts).
 */
export const TEST_WORKERS = availableParallelism() + 1;
