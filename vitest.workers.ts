import { availableParallelism } from 'node:os';

/**
 * Test files run at a time in every Vitest project (its `maxWorkers`). Vitest's default is one
 * worker fewer than the cores, which on the 2-core test machine ran the whole stage one file at a
 * time; a project's own config has to set it (the root's reaches only inline projects), and the
 * projects that share a `sequence.groupOrder` must agree on it (BENCHMARKS.md, "The test
 * command"). At least two, so that one file's waits (a database, a browser, a child process)
 * leave the other core to the next file.
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);
