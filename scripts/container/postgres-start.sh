#!/bin/sh
# Starts PostgreSQL on the volume; the first time, creates the cluster, then the role
# $DB_USER (password $DB_PASSWORD) and its database $DB_NAME, which the role owns: it creates the
# tables at the server's first start and needs no other grant. The superuser signs in only
# through the local socket, never over the network.
set -eu
PGDATA=/var/lib/postgresql/data
BIN=/usr/lib/postgresql/15/bin
DB_USER=${DB_USER:-boothdeck}
DB_NAME=${DB_NAME:-boothdeck}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${DB_PASSWORD:?DB_PASSWORD must be set: the password of the application role $DB_USER}"
  "$BIN/initdb" --pgdata="$PGDATA" --username=postgres --auth-local=peer --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  printf 'host all all 0.0.0.0/0 scram-sha-256\nhost all all ::/0 scram-sha-256\n' >> "$PGDATA/pg_hba.conf"
  "$BIN/pg_ctl" --pgdata="$PGDATA" --options="-c listen_addresses='' -k /tmp" --wait --silent start
  psql --host=/tmp --username=postgres --dbname=postgres --quiet --set=ON_ERROR_STOP=1 \
    --set=user="$DB_USER" --set=password="$DB_PASSWORD" --set=database="$DB_NAME" <<'SQL'
CREATE ROLE :"user" LOGIN PASSWORD :'password';
CREATE DATABASE :"database" OWNER :"user";
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;
SQL
  "$BIN/pg_ctl" --pgdata="$PGDATA" --wait --silent stop
  echo "postgres-start: created the cluster, the role $DB_USER and the database $DB_NAME"
fi
exec "$BIN/postgres" -D "$PGDATA" -k /tmp
