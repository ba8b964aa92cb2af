#!/usr/bin/env bash
# The whole test command: types, lint, unit and integration tests (contract, server on PGlite and
# PostgreSQL, web components in Chromium), the production build, and the browser journeys; then the
# server suite and the journeys once more on Node 24 LTS.
set -euo pipefail
cd "$(dirname "$0")/.."

TEST_DATABASE_URL="$(bash scripts/ensure-test-env.sh)"
export TEST_DATABASE_URL
[ -n "$TEST_DATABASE_URL" ] || unset TEST_DATABASE_URL

reports="$(mktemp -d)"
trap 'rm -rf "$reports"' EXIT

echo "== typecheck"
npm run typecheck
echo "== lint"
npm run lint
echo "== unit and integration tests (Vitest: contract, server, web in Chromium)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
echo "== reliability and abuse suite (quick: one database per part; SECURITY.md)"
RELIABILITY_QUICK=1 npm run test:reliability
echo "== production build"
npm run build
echo "== first-load budget (/login: JS <= 130 KB gzip, React not Preact, CSS <= 15 KB gzip)"
node scripts/check-bundle-budget.mjs
echo "== browser journeys (Playwright, Chromium, real server)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npm run test -w @account-centre/e2e -- --reporter=list,json
echo "== server suite and journeys again on Node 24 LTS (the machine's Node is 20; decision 033)"
node24="$(bash scripts/node24.sh)"
PATH="$node24:$PATH" node --version
PATH="$node24:$PATH" npx vitest run --project contract --project server
PATH="$node24:$PATH" npm run test -w @account-centre/e2e -- --reporter=list
echo "== summary"
node scripts/summarize-tests.mjs "$reports/vitest.json" "$reports/playwright.json"
