#!/usr/bin/env bash
# The HTTP suite on PostgreSQL (README "Reliability"): a throw-away cluster in a temporary folder,
# the whole suite against it (the two-server tests run only here), then the cluster removed.
# Needs PostgreSQL installed (Debian: apt-get install postgresql); run as root or with sudo.
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(bash scripts/throwaway-postgres.sh start "${POSTGRES_TEST_PORT:-5439}")"
trap 'bash scripts/throwaway-postgres.sh stop "$PG_DIR"' EXIT
export TEST_DATABASE_URL="$DATABASE_URL"
# The suite's database migrated and seeded before its server starts, and copied as a template: a
# test that needs a database of its own (copyOfTestDatabase in tests/http/server.ts) gets a copy
# of it in about a second, where a new database took its server about 17 s to seed.
npm exec -- node scripts/prepare-database.mjs
template=andamio_seeded
bash scripts/throwaway-postgres.sh copy "${POSTGRES_TEST_PORT:-5439}" andamio "$template"
export TEST_DATABASE_TEMPLATE=$template
unset DATABASE_URL
# Searches and typeahead answered by PostgreSQL (search-engines.test.ts compares both engines).
export SEARCH_ENGINE=postgres
# Each behaviour is tested once: files whose outcome does not depend on the database run on SQLite
# alone. This run is for what PostgreSQL answers, keeps and refuses; these test something else:
once_on_sqlite=(
  # the edges' rules (Varnish, nginx)
  'edge-*'
  # escaping and markup are the rendering's: the stored text comes back the same from both engines
  'xss-*' html-validity
  # headers, cookies and refusals written by the HTTP layer, around whatever the pages read
  security-headers compression secure-cookies campaign-parameters url-messages refused-requests
  byte-budgets crawler-tracking
  # a content file and a build of its own
  landing-new-file
  # the server process killed: what it acknowledged lives in SQLite's file; PostgreSQL's own crash
  # is postgres-crash.test.ts
  crash-durability
)
excludes=()
for name in "${once_on_sqlite[@]}"; do excludes+=(--exclude "tests/http/${name}.test.ts"); done
npx vitest run --project http "${excludes[@]}" "$@"
