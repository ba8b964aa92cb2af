#!/usr/bin/env bash
# Makes sure what the tests need is on this machine: Debian's Chromium for the browser tests and a
# running local PostgreSQL for the server suite, and Redis for the shared rate-limit counters. Prints the TEST_DATABASE_URL to use on stdout's last line.
# Safe to run again: it only installs or starts what is missing.
set -euo pipefail

log() { echo "[ensure-test-env] $*" >&2; }

if [ ! -x /usr/bin/chromium ]; then
  log "installing Debian's chromium (browser tests drive /usr/bin/chromium)"
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >&2
fi

# Noto fonts (Latin, Arabic, Cyrillic, CJK …) for the screenshot journeys (decision 053): the same
# glyphs on every machine, so the reviewed baselines compare, and zh/ja/ko render at all.
if [ ! -d /usr/share/fonts/opentype/noto ] || [ ! -d /usr/share/fonts/truetype/noto ]; then
  log "installing Debian's Noto fonts (screenshot journeys compare against baselines drawn with them)"
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-noto-core fonts-noto-cjk >&2
fi

# Redis at 127.0.0.1:6379 for the outer request limit's shared counters (REDIS_URL tests).
if ! command -v redis-server >/dev/null 2>&1; then
  log "installing Debian's redis-server (the rate-limit tests share counters through Redis)"
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >&2
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  log "starting Redis on 127.0.0.1:6379"
  redis-server --bind 127.0.0.1 --port 6379 --save '' --appendonly no --daemonize yes >&2
  for _ in $(seq 1 20); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 0.5; done
fi

url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
if command -v pg_isready >/dev/null 2>&1 && ! pg_isready -q -h 127.0.0.1 -p 5432; then
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    version=$(ls /etc/postgresql | sort -V | tail -n 1)
    log "starting PostgreSQL $version"
    pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2 || true
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  fi
fi
if command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "$url"
elif [ -n "${TEST_DATABASE_URL:-}" ] || [ "${CI:-}" = "true" ]; then
  log "PostgreSQL is required (TEST_DATABASE_URL=$url) but is not reachable"
  exit 1
else
  log "no local PostgreSQL: the server suite runs on PGlite only"
  echo ""
fi
