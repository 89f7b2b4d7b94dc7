#!/usr/bin/env bash
# Builds every image of compose.yaml from Debian's packages and the npm registry (no image
# registry needed): the application (localhost/boothdeck), and the stack's PostgreSQL, Redis,
# nginx proxy and S3 stand-in. Runs `npm run build` first unless SKIP_APP_BUILD=1 (already built).
# Prints the application image's size and how long the build took.
set -euo pipefail
source "$(dirname "$0")/podman-env.sh"
ROOT=$(cd "$CONTAINER_DIR/../.." && pwd)
STAGE="$ROOT/.container"
started=$(date +%s)

"$CONTAINER_DIR/base-images.sh"
[ -n "${SKIP_APP_BUILD:-}" ] || (cd "$ROOT" && npm run build --silent >/dev/null)
"$CONTAINER_DIR/stage-app.sh"

# The S3 stand-in: s3rver at the version the server's tests use, on the same Node.js.
S3RVER_VERSION=$(node -p "require('$ROOT/apps/server/package.json').devDependencies.s3rver")
if [ "$(node -p "try { require('$STAGE/s3/s3rver/node_modules/s3rver/package.json').version } catch { '' }")" != "$S3RVER_VERSION" ]; then
  rm -rf "$STAGE/s3" && mkdir -p "$STAGE/s3/s3rver" "$STAGE/s3/data"
  (cd "$STAGE/s3/s3rver" && echo '{"private":true}' > package.json &&
    npm install --omit=dev --no-audit --no-fund --no-package-lock --loglevel=error "s3rver@$S3RVER_VERSION" >/dev/null)
fi
cp "$STAGE/app/node" "$STAGE/s3/node"

build() { # image, Containerfile, context
  podman build --quiet --format docker --tag "$1" --file "$CONTAINER_DIR/$2" "$3" >/dev/null
  echo "built $1"
}
build localhost/boothdeck:latest app.Containerfile "$STAGE/app"
build localhost/boothdeck-s3:latest s3.Containerfile "$STAGE/s3"
build localhost/boothdeck-postgres:latest postgres.Containerfile "$CONTAINER_DIR"
build localhost/boothdeck-redis:latest redis.Containerfile "$CONTAINER_DIR"
build localhost/boothdeck-proxy:latest proxy.Containerfile "$CONTAINER_DIR"

size=$(podman image inspect localhost/boothdeck:latest --format '{{.Size}}')
echo "localhost/boothdeck: $((size / 1000000)) MB; images built in $(($(date +%s) - started)) s"
