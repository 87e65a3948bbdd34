#!/usr/bin/env bash
# While several people generate migrations in one working tree: hold a lock around
# `npm run migrations -- new <name>` so two never number or snapshot at the same time.
#   tools/migration-lock.sh <name>
set -euo pipefail
lock=/tmp/wms-migration.lock
until mkdir "$lock" 2>/dev/null; do sleep 1; done
trap 'rmdir "$lock"' EXIT
npx tsx tools/migrations.ts new "$1"
