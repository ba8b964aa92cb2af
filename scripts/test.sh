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
# its own time; the exit code is the command's. For the stages that run side by side.
timed() {
  local name="$1" log="$reports/$2.log" start=$SECONDS status=0
  "${@:3}" >"$log" 2>&1 || status=$?
  echo "$name|$((SECONDS - start))" >"$reports/$2.time"
  return "$status"
}

echo "Node $(node --version)"
# The first stage runs five jobs side by side. On 2 cores they take about as long as their CPU time
# over two: ESLint and Prettier are one core each, the typecheck is short (TypeScript 7, decision
# 070), the image test spends much of its time installing (disk and registry, not the cores), and
# the reliability suite runs one file at a time (its timing and process tests) on about one core.
# Run one after the other, ESLint then Prettier, then the reliability suite after the Vitest stage,
# they left a core idle for minutes (BENCHMARKS.md, issue 38 goal 6).
image_stage="container image (scripts/image/build.sh in a clean copy of the tree; the server starts from it without dev dependencies; decision 045)"
reliability_stage="reliability and abuse suite (quick: one database per part; SECURITY.md)"
echo "== typecheck, lint (ESLint, Prettier), the container image test and the reliability suite, side by side"
parallel_start=$SECONDS
declare -A pids
first_jobs=()
# `timed` in the background (same arguments); its file name becomes the job's name.
start_job() {
  timed "$@" &
  pids[$2]=$!
  first_jobs+=("$2")
}
start_job "$image_stage" image npm run test:image
start_job "typecheck" typecheck npm run typecheck
start_job "lint: module graph and ESLint" lint-code npm run lint:code
start_job "lint: Prettier" lint-format npm run lint:format
RELIABILITY_QUICK=1 start_job "$reliability_stage" reliability npm run test:reliability
failed=()
for job in "${first_jobs[@]}"; do
  wait "${pids[$job]}" || failed+=("$job")
done
for job in "${first_jobs[@]}"; do
  echo "== $(cut -d'|' -f1 "$reports/$job.time")" && cat "$reports/$job.log"
  cat "$reports/$job.time" >>"$reports/stages"
done
echo "the five jobs above, side by side (wall)|$((SECONDS - parallel_start))" >>"$reports/stages"
if [ "${#failed[@]}" != 0 ]; then
  echo "failed: ${failed[*]}" >&2
  exit 1
fi
stage "unit and integration tests (Vitest: contract, server on PGlite and PostgreSQL, web in Chromium)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
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
