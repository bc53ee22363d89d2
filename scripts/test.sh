#!/usr/bin/env bash
# `npm test`: unit tests with coverage, the HTTP tests, then the browser tests, each timed.
set -euo pipefail
cd "$(dirname "$0")/.."
STAGE_TABLE_TITLE="npm test stage times"
source scripts/timed-stages.sh
stage unit npm run test:unit
stage "HTTP on SQLite" npm run test:http
stage browser npm run test:e2e
