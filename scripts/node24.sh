#!/usr/bin/env bash
# Prints the bin directory of a Node 24 LTS, fetched from the npm registry as the `node` package
# (cached by npx after the first run). scripts/use-node24.sh puts it first on PATH where the
# machine's Node is older than the product's runtime (decision 043).
set -euo pipefail
npx -y node@24 -p 'require("node:path").dirname(process.execPath)'
