#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL server on 127.0.0.1 for tests and benchmarks.
#   scripts/postgres.sh start   → prints the DATABASE_URL to use (functional tests: fsync off, for speed)
#   scripts/postgres.sh start-durable → another server with PostgreSQL's production settings (fsync,
#                                      synchronous_commit and full_page_writes on), for benchmarks and
#                                      crash tests: a server with fsync off measures a disk nobody has
#   scripts/postgres.sh stop | stop-durable
#   scripts/postgres.sh kill-durable   → immediate stop, as a crash would (crash tests)
#   scripts/postgres.sh resume-durable → starts the killed server again on its data (recovery replays the WAL)
#   scripts/postgres.sh start-replica → a hot standby of the test server (started first if need be), copied
#                                      with pg_basebackup and kept in step by streaming replication;
#                                      prints its DATABASE_REPLICA_URL (reports read it)
#   scripts/postgres.sh stop-replica
#   scripts/postgres.sh start-replica-durable | stop-replica-durable → the same, of the durable server
#                                      and with its settings (benchmarks: a report on the replica
#                                      while a registration rush runs on the primary)
# Installs Debian's postgresql package when no server binaries are present.
set -euo pipefail
# Ports below Linux's ephemeral range (32768–60999): a server (re)started while a test suite holds
# hundreds of connections could otherwise find its port taken as some client socket's local port.
PORT="${PGPORT_TEST:-25432}"
DIR="${PGDIR_TEST:-/tmp/claustro-pg}"
SETTINGS="-c fsync=off -c synchronous_commit=off"
case "${1:-start}" in
  *-durable)
    PORT="${PGPORT_DURABLE:-25433}"
    DIR="${PGDIR_DURABLE:-/tmp/claustro-pg-durable}"
    SETTINGS="-c fsync=on -c synchronous_commit=on -c full_page_writes=on"
    ;;
esac

REPLICA_PORT="${PGPORT_REPLICA:-25434}"
REPLICA_DIR="${PGDIR_REPLICA:-/tmp/claustro-pg-replica}"
PRIMARY=start
case "${1:-start}" in
  *-replica-durable)
    REPLICA_PORT="${PGPORT_REPLICA_DURABLE:-25435}"
    REPLICA_DIR="${PGDIR_REPLICA_DURABLE:-/tmp/claustro-pg-durable-replica}"
    PRIMARY=start-durable
    ;;
esac

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
# Starts the standby on its copy (a hot standby: it answers reads while it follows the primary).
start_replica() {
  "${RUN[@]}" "$BIN/pg_ctl" -D "$REPLICA_DIR/data" -l "$REPLICA_DIR/log" -w \
    -o "-p $REPLICA_PORT -k $REPLICA_DIR -c listen_addresses=127.0.0.1 -c max_connections=200 -c hot_standby=on -c hot_standby_feedback=on $SETTINGS" start >/dev/null
}

case "${1:-start}" in
  start|start-durable)
    BIN="$(find_bin)"
    if [ -z "$BIN" ]; then
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >&2
      BIN="$(find_bin)"
    fi
    RUN=(); [ "$(id -u)" = 0 ] && RUN=(runuser -u postgres --)
    if ! "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
      rm -rf "$DIR"; mkdir -p "$DIR"; [ "$(id -u)" = 0 ] && chown postgres "$DIR"
      "${RUN[@]}" "$BIN/initdb" -D "$DIR/data" -A trust -U postgres -E UTF8 >/dev/null
      "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
        -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=200 $SETTINGS" start >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  kill|kill-durable)
    BIN="$(find_bin)"; RUN=(); [ "$(id -u)" = 0 ] && RUN=(runuser -u postgres --)
    "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null
    ;;
  resume|resume-durable)
    BIN="$(find_bin)"; RUN=(); [ "$(id -u)" = 0 ] && RUN=(runuser -u postgres --)
    "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
      -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=200 $SETTINGS" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  start-replica|start-replica-durable)
    "$0" "$PRIMARY" >/dev/null
    BIN="$(find_bin)"; RUN=(); [ "$(id -u)" = 0 ] && RUN=(runuser -u postgres --)
    if ! "${RUN[@]}" "$BIN/pg_ctl" -D "$REPLICA_DIR/data" status >/dev/null 2>&1; then
      rm -rf "$REPLICA_DIR"; mkdir -p "$REPLICA_DIR"; [ "$(id -u)" = 0 ] && chown postgres "$REPLICA_DIR"
      # -R writes standby.signal and primary_conninfo: the copy starts as a standby streaming from the primary.
      "${RUN[@]}" "$BIN/pg_basebackup" -h 127.0.0.1 -p "$PORT" -U postgres -D "$REPLICA_DIR/data" -R -X stream -c fast >/dev/null
      start_replica
    fi
    echo "postgres://postgres@127.0.0.1:$REPLICA_PORT/postgres"
    ;;
  stop-replica|stop-replica-durable)
    BIN="$(find_bin)"; RUN=(); [ "$(id -u)" = 0 ] && RUN=(runuser -u postgres --)
    [ -n "$BIN" ] && "${RUN[@]}" "$BIN/pg_ctl" -D "$REPLICA_DIR/data" -m fast stop >/dev/null 2>&1 || true
    ;;
  resume-replica|resume-replica-durable)
    BIN="$(find_bin)"; RUN=(); [ "$(id -u)" = 0 ] && RUN=(runuser -u postgres --)
    start_replica
    echo "postgres://postgres@127.0.0.1:$REPLICA_PORT/postgres"
    ;;
  stop|stop-durable)
    BIN="$(find_bin)"; RUN=(); [ "$(id -u)" = 0 ] && RUN=(runuser -u postgres --)
    [ -n "$BIN" ] && "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
    ;;
esac
