# A throwaway PostgreSQL cluster for tests: `source tools/pg-cluster.sh; pg_cluster_start`
# exports PG_URL (a non-superuser owner with CREATEDB and CREATEROLE, as a production
# deployment would use); pg_cluster_stop removes it. As root the server runs as postgres.

pg_cluster_start() {
  local bin port
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  [ -x "$bin/initdb" ] || { echo "PostgreSQL server not installed (apt-get install postgresql)" >&2; return 1; }
  PG_DIR=$(mktemp -d /tmp/wms-pg.XXXXXX)
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  PG_RUN=()
  if [ "$(id -u)" = 0 ]; then chown postgres "$PG_DIR"; PG_RUN=(runuser -u postgres --); fi
  "${PG_RUN[@]}" "$bin/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  "${PG_RUN[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
    -o "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off" start >/dev/null
  "${PG_RUN[@]}" "$bin/psql" -q -h 127.0.0.1 -p "$port" -U postgres -d postgres \
    -c "CREATE ROLE wms_owner LOGIN CREATEDB CREATEROLE" -c "CREATE DATABASE wms OWNER wms_owner"
  PG_BIN=$bin
  export PG_URL="postgres://wms_owner@127.0.0.1:$port/wms"
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port"
}

pg_cluster_stop() {
  [ -n "${PG_DIR:-}" ] || return 0
  "${PG_RUN[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
  PG_DIR=
}
