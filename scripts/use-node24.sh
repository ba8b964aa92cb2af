#!/usr/bin/env bash
# Sourced by the start and test commands: the product's runtime is Node 24 LTS (at least 22.12,
# decision 043). On a machine whose Node is older, it says so once, in plain words, and puts a
# Node 24 fetched from the npm registry (`npx -y node@24`, cached after the first run) first on
# PATH, so everything after it (npm, npx, Vitest, the built server) runs on Node 24.
current="$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)"
major="${current%%.*}"
minor="$(echo "$current" | cut -d. -f2)"
if [ "$major" -lt 22 ] || { [ "$major" -eq 22 ] && [ "$minor" -lt 12 ]; }; then
  echo "Account Centre runs on Node 24 LTS (22.12 or newer); this machine has Node $current." >&2
  echo "Running on Node 24 from the npm registry (npx -y node@24). Install Node 24 (e.g. 'nvm install 24') to skip this step." >&2
  if ! node24_bin="$(bash "$(dirname "${BASH_SOURCE[0]}")/node24.sh")" || [ ! -x "$node24_bin/node" ]; then
    echo "Could not fetch Node 24: install Node 24 LTS and run the command again." >&2
    exit 1
  fi
  export PATH="$node24_bin:$PATH"
  echo "Now on Node $(node -p 'process.versions.node')." >&2
fi
