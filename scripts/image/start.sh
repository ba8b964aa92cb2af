#!/usr/bin/env bash
# How the container image starts (decision 045): the built server of the folder that
# scripts/image/build.sh made, with that folder's node_modules only. `start.sh migrate` first applies
# the pending migrations (`node apps/server/dist/admin.js migrate`), for operators who migrate before
# rolling out; any other argument is refused. The server itself migrates at its start too.
set -euo pipefail
cd "$(dirname "$0")"
case "${1:-}" in
  '') ;;
  migrate) node apps/server/dist/admin.js migrate ;;
  *)
    echo "usage: start.sh [migrate]" >&2
    exit 2
    ;;
esac
exec node apps/server/dist/main.js
