#!/usr/bin/env bash
# `npm start`: build and run the product (embedded database, http://localhost:3000) on Node 24 LTS.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node24.sh
npm run build
exec node apps/server/dist/main.js
