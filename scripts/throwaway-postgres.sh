#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster for tests and benchmarks: a fresh data directory in a
# temporary folder, run as the `postgres` user, listening on 127.0.0.1 only, trusting loopback.
# Prints the DATABASE_URL of its `andamio` database; `throwaway-postgres.sh stop DIR` ends it.
# Usage: eval "$(scripts/throwaway-postgres.sh start [port])"   (sets DATABASE_URL, PG_DIR)
#        scripts/throwaway-postgres.sh crash DIR     stops it as a crash would (immediate: no checkpoint)
#        scripts/throwaway-postgres.sh restart DIR   starts it again, which replays its write-ahead log
#        scripts/throwaway-postgres.sh copy PORT FROM TO   a new database TO, a copy of FROM (unused meanwhile)
#        scripts/throwaway-postgres.sh load FROM_URL TO_URL   TO_URL's database filled with a copy of FROM_URL's
set -euo pipefail

bin_dir() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$found" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
  echo "$found"
}

as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"; elif [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi
}

command=${1:-start}
case "$command" in
  start)
    port=${2:-5433}
    bin=$(bin_dir)
    dir=$(mktemp -d /tmp/andamio-postgres.XXXXXX)
    chown postgres "$dir" 2>/dev/null || true
    as_postgres "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log"
    # Durability as in production (fsync on); the rest is sized for a test machine.
    echo "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c max_connections=200 -c shared_buffers=128MB" >"$dir/options"
    as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$(cat "$dir/options")" start >/dev/null
    as_postgres "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres andamio
    echo "export PG_DIR=$dir"
    echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$port/andamio"
    ;;
  crash)
    dir=${2:?the cluster folder}
    as_postgres "$(bin_dir)/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null
    ;;
  restart)
    dir=${2:?the cluster folder}
    as_postgres "$(bin_dir)/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$(cat "$dir/options")" start >/dev/null
    ;;
  copy)
    as_postgres "$(bin_dir)/createdb" -h 127.0.0.1 -p "${2:?the port}" -U postgres -T "${3:?the database copied}" "${4:?the new database}"
    ;;
  load)
    # another cluster's database copied in (pg_dump | pg_restore): a test's own cluster gets the
    # suite's prepared catalogue in seconds, where its server's first start would import it again
    bin=$(bin_dir)
    "$bin/pg_dump" --format=custom "${2:?the URL of the database copied}" |
      "$bin/pg_restore" --no-owner --exit-on-error --dbname="${3:?the URL of the database filled}"
    ;;
  stop)
    dir=${2:?the cluster folder}
    as_postgres "$(bin_dir)/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start [port] | crash DIR | restart DIR | copy PORT FROM TO | load FROM_URL TO_URL | stop DIR" >&2
    exit 2
    ;;
esac
