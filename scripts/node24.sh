#!/usr/bin/env bash
# Prints the bin directory of a Node 24 LTS, fetched from the npm registry as the `node` package
# (cached by npx after the first run). The test command puts it first on PATH to run the server
# suite and the journeys on Node 24 as well as on the machine's Node (decision 033).
set -euo pipefail
npx -y node@24 -p 'require("node:path").dirname(process.execPath)'
