#!/usr/bin/env bash
# The HTTP suite on PostgreSQL (README "Reliability"): a throw-away cluster in a temporary folder,
# the whole suite against it (the two-server tests run only here), then the cluster removed.
# Needs PostgreSQL installed (Debian: apt-get install postgresql); run as root or with sudo.
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(bash scripts/throwaway-postgres.sh start "${POSTGRES_TEST_PORT:-5439}")"
trap 'bash scripts/throwaway-postgres.sh stop "$PG_DIR"' EXIT
export TEST_DATABASE_URL="$DATABASE_URL"
unset DATABASE_URL
# Searches and typeahead answered by PostgreSQL (search-engines.test.ts compares both engines).
export SEARCH_ENGINE=postgres
# The edge tests (Varnish, nginx) test the edges' rules, not the database: SQLite runs them once.
npx vitest run --project http --exclude 'tests/http/edge-*.test.ts' "$@"
