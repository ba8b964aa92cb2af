#!/usr/bin/env bash
# Debian's Chromium for the browser tests (chromium.config.ts), with every `--disable-features`
# switch merged into one. Chromium honours only the last of them, so a list of ours given after
# Playwright's would silently undo Playwright's own (PaintHolding, HttpsUpgrades, ...).
set -euo pipefail
features=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if [ "${#features[@]}" -gt 0 ]; then
  merged="$(IFS=,; echo "${features[*]}")"
  args+=("--disable-features=$merged")
fi
exec "${CHROMIUM_BINARY:-/usr/bin/chromium}" "${args[@]}"
