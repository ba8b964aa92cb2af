#!/usr/bin/env bash
# The whole test command, once, on Node 24 LTS (decision 043): types, lint, unit and integration
# tests (contract, server on PGlite and PostgreSQL, web components in Chromium), the reliability
# suite, the production build, the first-load budget, the container image's build and start, and
# the browser journeys. Each stage's time is
# printed in the summary.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node24.sh

TEST_DATABASE_URL="$(bash scripts/ensure-test-env.sh)"
export TEST_DATABASE_URL
[ -n "$TEST_DATABASE_URL" ] || unset TEST_DATABASE_URL

reports="$(mktemp -d)"
trap 'rm -rf "$reports"' EXIT
started=$SECONDS
stage_name=""
stage_start=$SECONDS
stage() {
  if [ -n "$stage_name" ]; then echo "$stage_name|$((SECONDS - stage_start))" >>"$reports/stages"; fi
  stage_name="$1"
  stage_start=$SECONDS
  echo "== $1"
}

# Runs a command (after a stage name and a file name) with its output kept in $reports and records
# its own time; the exit code is the command's. For the stages that run side by side: on 2 cores
# the three take about as long as their CPU time over two (lint alone is most of it; the
# typecheck runs on TypeScript 7, decision 070).
timed() {
  local name="$1" log="$reports/$2.log" start=$SECONDS status=0
  "${@:3}" >"$log" 2>&1 || status=$?
  echo "$name|$((SECONDS - start))" >"$reports/$2.time"
  return "$status"
}

echo "Node $(node --version)"
echo "== typecheck and lint (side by side), and the container image test beside them"
parallel_start=$SECONDS
# The image test spends much of its time installing (disk and registry, not the cores) and has no
# timing of its own to disturb: it runs from the start, and its verdict is awaited before the tests.
image_stage="container image (scripts/image/build.sh in a clean copy of the tree; the server starts from it without dev dependencies; decision 045)"
timed "$image_stage" image npm run test:image &
image_pid=$!
timed "typecheck" typecheck npm run typecheck &
typecheck_pid=$!
timed "lint" lint npm run lint &
lint_pid=$!
typecheck_status=0
lint_status=0
image_status=0
wait "$typecheck_pid" || typecheck_status=$?
wait "$lint_pid" || lint_status=$?
wait "$image_pid" || image_status=$?
echo "== typecheck" && cat "$reports/typecheck.log"
echo "== lint" && cat "$reports/lint.log"
echo "== $image_stage" && cat "$reports/image.log"
cat "$reports/typecheck.time" "$reports/lint.time" "$reports/image.time" >>"$reports/stages"
echo "typecheck, lint and the image test, side by side (wall)|$((SECONDS - parallel_start))" >>"$reports/stages"
if [ "$typecheck_status" != 0 ] || [ "$lint_status" != 0 ] || [ "$image_status" != 0 ]; then
  echo "typecheck exited $typecheck_status, lint $lint_status, the image test $image_status" >&2
  exit 1
fi
stage "unit and integration tests (Vitest: contract, server on PGlite and PostgreSQL, web in Chromium)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
stage "reliability and abuse suite (quick: one database per part; SECURITY.md)"
RELIABILITY_QUICK=1 npm run test:reliability
stage "production build"
npm run build
stage "browser journeys (Playwright, Chromium, real server)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npm run test -w @account-centre/e2e -- --reporter=list,json
# The budget runs after the journeys, so that an over-budget build still has every other stage's verdict.
stage "first-load budget (/login: JS <= 130 KB gzip, React not Preact, CSS <= 15 KB gzip)"
node scripts/check-bundle-budget.mjs
stage "summary"
echo "stage times (s):"
while IFS='|' read -r name seconds; do printf '  %5d  %s\n' "$seconds" "$name"; done <"$reports/stages"
printf '  %5d  %s\n' "$((SECONDS - started))" "total"
node scripts/summarize-tests.mjs "$reports/vitest.json" "$reports/playwright.json"
