#!/usr/bin/env bash
# The container image's build step (Dockerfile, decision 045), also run by the image test
# (apps/server/src/image.test.ts) in a clean copy of the tree:
#
#   bash scripts/image/build.sh <out-dir>
#
# From this source tree: installs every dependency (npm ci: the builds need TypeScript, Vite and
# esbuild), builds the web app, the console and the server, and puts into <out-dir> a self-contained
# folder that runs with Node 24 alone:
#
#   <out-dir>/apps/server/dist     the server bundle, admin tools, migrations, password blocklist
#   <out-dir>/apps/web/dist        the built web app (served by the server)
#   <out-dir>/apps/console/dist    the built support console (served by the server under /console)
#   <out-dir>/node_modules         the server's production dependencies only: installed from the
#                                  lockfile with `npm ci --omit=dev --workspace @account-centre/server`
#                                  (not `npm ci --omit=dev`, which also installs the web app's and
#                                  the console's dependencies and pulls TypeScript)
#   <out-dir>/start.sh             scripts/image/start.sh: how the image starts the server
#
# SKIP_NPM_CI=1 skips the first `npm ci` (the tree's node_modules are already installed).
set -euo pipefail
out="${1:?usage: scripts/image/build.sh <out-dir>}"
cd "$(dirname "$0")/../.."
root="$PWD"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
if [ -n "$(ls -A "$out")" ]; then
  echo "scripts/image/build.sh: $out is not empty" >&2
  exit 2
fi

if [ "${SKIP_NPM_CI:-}" != 1 ]; then
  npm ci --no-audit --no-fund
fi
npm run build

# The server-only production install, from the lockfile, in a staging folder holding just the
# manifests (npm checks the lockfile against every workspace's package.json).
staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
cp package.json package-lock.json "$staging/"
node -e '
  const { workspaces } = JSON.parse(require("node:fs").readFileSync("package.json", "utf8"));
  for (const dir of workspaces) console.log(dir);
' | while read -r dir; do
  mkdir -p "$staging/$dir"
  cp "$dir/package.json" "$staging/$dir/"
done
(cd "$staging" && npm ci --omit=dev --workspace @account-centre/server --no-audit --no-fund)
# The contract package is bundled into the server (apps/server/scripts/build.mjs): its workspace
# link goes, and so does anything npm linked for the other workspaces.
find "$staging/node_modules" -maxdepth 2 -type l -delete
rm -rf "$staging/node_modules/.bin" "$staging/node_modules/.package-lock.json"

mv "$staging/node_modules" "$out/node_modules"
mkdir -p "$out/apps/server" "$out/apps/web" "$out/apps/console"
if [ -d "$staging/apps/server/node_modules" ]; then
  mv "$staging/apps/server/node_modules" "$out/apps/server/node_modules"
fi
cp -R apps/server/dist "$out/apps/server/dist"
cp -R apps/web/dist "$out/apps/web/dist"
cp -R apps/console/dist "$out/apps/console/dist"
# `"type": "module"` makes Node read the bundles as ES modules.
node -e '
  const fs = require("node:fs");
  const server = JSON.parse(fs.readFileSync("apps/server/package.json", "utf8"));
  const manifest = {
    name: server.name,
    version: server.version,
    private: true,
    type: "module",
    engines: server.engines,
    scripts: { start: "node dist/main.js", admin: "node dist/admin.js" },
  };
  fs.writeFileSync(process.argv[1], JSON.stringify(manifest, null, 2) + "\n");
' "$out/apps/server/package.json"
cp scripts/image/start.sh "$out/start.sh"
chmod +x "$out/start.sh"
echo "image folder: $out ($(du -sm "$out/node_modules" | cut -f1) MB of production dependencies)"
