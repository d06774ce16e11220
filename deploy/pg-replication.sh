#!/bin/sh
# First start of the primary (docker-entrypoint-initdb.d): let the replica stream with the app's role.
echo "host replication gk all scram-sha-256" >> "$PGDATA/pg_hba.conf"
