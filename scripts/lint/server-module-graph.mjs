// The server's modules (apps/server/src/modules/<name>/) as a graph: module A → module B when a
// non-test file of A imports B (`#modules/B/…`). Lint (part of `npm run lint`) fails when two
// modules reach each other through any chain (a cycle), and when a module imports one that its
// layer may not (LAYERS: identity floors; docs/architecture.md). Tests are left out: a test may
// use any module to set up its case.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '../../apps/server/src/modules');

/**
 * The identity floors, lowest first: a module may import modules of its own floor or lower ones,
 * never a higher one (decision 046). Modules not named here are the top floor: the feature modules.
 * - `keys`, `message-queue`: the key ring, the sealing of secrets and the durable outbox.
 * - `session`: the one session store (users and staff), revocation and the authentication of a
 *   signed-in request.
 * - `credentials`, `lockout`, `verification`: password, lockout, TOTP, recovery codes, throttles,
 *   the WebAuthn relying party and the e-mail/SMS verification codes; what they need of users'
 *   and staff's tables comes through ports (credentials/credential-stores.port.ts).
 * - `user`: the account records sign-in reads (repo, lookup by e-mail/phone/product ID, contacts).
 * - `auth`: sign-in, the thin orchestrator over the floors below; what it needs of the feature
 *   modules (passkeys, the authenticator app's second step, the activity log) are ports they
 *   implement (auth/sign-in.ports.ts).
 */
export const LAYERS = [
  ['keys', 'message-queue'],
  ['session'],
  ['credentials', 'lockout', 'verification'],
  ['user'],
  ['auth'],
];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export function moduleGraph() {
  const graph = new Map();
  const reasons = new Map();
  for (const name of readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)) {
    graph.set(name, new Set());
    for (const file of sourceFiles(join(root, name))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/from\s+'#modules\/([^/']+)\//g)) {
        const target = match[1];
        if (target === name) continue;
        graph.get(name).add(target);
        reasons.set(`${name}→${target}`, relative(join(root, '..', '..'), file));
      }
    }
  }
  return { graph, reasons };
}

/** The groups of modules that reach each other (strongly connected components of two or more). */
export function cycles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const indexOf = new Map();
  const low = new Map();
  const groups = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    on.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (on.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) === indexOf.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        on.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return groups;
}

function floorOf(name) {
  const at = LAYERS.findIndex((floor) => floor.includes(name));
  return at === -1 ? LAYERS.length : at;
}

export function layerViolations(graph) {
  const found = [];
  for (const [from, targets] of graph) {
    for (const to of targets) if (floorOf(to) > floorOf(from)) found.push([from, to]);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { graph, reasons } = moduleGraph();
  const problems = [
    ...cycles(graph).map((group) => {
      const edges = group.flatMap((from) =>
        [...graph.get(from)]
          .filter((to) => group.includes(to))
          .map((to) => `${from} → ${to} (${reasons.get(`${from}→${to}`)})`),
      );
      return `modules that reach each other: ${group.join(', ')}\n  ${edges.join('\n  ')}`;
    }),
    ...layerViolations(graph).map(
      ([from, to]) =>
        `module ${from} imports ${to}, a higher floor (${reasons.get(`${from}→${to}`)}): identity floors go feature modules → sign-in (auth) → user → credentials, lockout and verification → session → keys and message-queue`,
    ),
  ];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`server modules: ${graph.size}, no cycles, floors kept`);
}
