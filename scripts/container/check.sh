#!/usr/bin/env bash
# Builds the images, brings the compose stack up under a project of its own, and checks it the
# way a user would: /api/health answers 200 through the proxy on both API replicas, the demo
# loader runs in the image, and a booth's upload through the proxy lands in the bucket. Then it
# brings the stack down and removes its volumes (KEEP_STACK=1 leaves it running).
set -euo pipefail
source "$(dirname "$0")/podman-env.sh"
ROOT=$(cd "$CONTAINER_DIR/../.." && pwd)
PROJECT=boothdeck-check
PORT=${CHECK_PORT:-18080}
WORK="$ROOT/.container/check"

"$CONTAINER_DIR/build-images.sh"

# A copy of compose.yaml with an .env of throw-away secrets beside it (podman-compose reads .env
# from the compose file's folder), so an operator's own .env is never touched.
rm -rf "$WORK" && mkdir -p "$WORK"
cp "$ROOT/compose.yaml" "$WORK/compose.yaml"
random() { node -e "process.stdout.write(require('node:crypto').randomBytes($1).toString('base64url'))"; }
sed -e "s|^APP_URL=.*|APP_URL=http://localhost:$PORT|" -e "s|^PROXY_PORT=.*|PROXY_PORT=$PORT|" \
  -e "s|^DB_PASSWORD=.*|DB_PASSWORD=$(random 24)|" -e "s|^SECRETS_KEY=.*|SECRETS_KEY=$(random 32)|" \
  "$ROOT/.env.example" > "$WORK/.env"
compose() { (cd "$WORK" && podman-compose -p "$PROJECT" "$@"); }
container() { echo "${PROJECT}_$1_1"; }

down() {
  compose down -v >/dev/null 2>&1 || true
  podman volume ls -q | grep "^${PROJECT}_" | xargs -r podman volume rm -f >/dev/null 2>&1 || true
}
fail() {
  echo "check: $1" >&2
  for service in api-1 api-2 worker proxy postgres; do
    echo "--- last lines of $service" >&2
    podman logs --tail 15 "$(container "$service")" >&2 2>&1 || true
  done
  [ -n "${KEEP_STACK:-}" ] || down
  exit 1
}
# A container's own health check passes within two minutes (a busy machine slows the start).
wait_healthy() {
  for _ in $(seq 1 60); do
    podman healthcheck run "$(container "$1")" >/dev/null 2>&1 && return 0
    sleep 2
  done
  return 1
}
down
started=$(date +%s)

# The first start alone (docs/deploy.md): one API process with the services it needs migrates
# the database, then the rest of the stack starts.
compose up -d api-1 >/dev/null 2>&1 || fail 'podman-compose up api-1 failed'
wait_healthy api-1 || fail 'api-1 did not become healthy alone'
echo "first start: api-1 healthy alone, $(($(date +%s) - started)) s after the start"
compose up -d >/dev/null 2>&1 || fail 'podman-compose up failed'

# The health check through the proxy, within two minutes.
status=
for _ in $(seq 1 60); do
  status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/api/health" || true)
  [ "$status" = 200 ] && break
  sleep 2
done
[ "$status" = 200 ] || fail "GET /api/health through the proxy answered $status, not 200"
echo "health: 200 through the proxy, $(($(date +%s) - started)) s after the start"
for service in api-1 api-2 worker proxy postgres redis s3; do
  wait_healthy "$service" || fail "$service is not healthy"
done
echo "healthy: api-1, api-2, worker, proxy, postgres, redis, s3"

# The demo organiser, loaded by the image's own compiled tool into PostgreSQL and the bucket.
podman exec "$(container api-1)" node dist/demo.js >"$WORK/demo.log" 2>&1 || fail "the demo loader failed: $(tail -3 "$WORK/demo.log")"
echo "demo: $(grep -m1 'media,' "$WORK/demo.log" | sed 's/^ *//')"

# A booth signs in to the demo's live event and uploads a photo through the proxy.
uuid=$(podman exec "$(container postgres)" psql -h /tmp -U postgres -d boothdeck -tAc \
  "SELECT uuid FROM events WHERE event_name = 'Harbour Lights Wedding'")
token=$(curl -sf -X POST "http://127.0.0.1:$PORT/api/v1/booth/session" -H 'content-type: application/json' \
  -d "{\"uuid\":\"$uuid\",\"password\":\"2468\"}" | node -pe 'JSON.parse(require("fs").readFileSync(0)).token') ||
  fail 'the booth could not sign in'
client_id="check-$(random 6)"
reply=$(curl -s -w '\n%{http_code}' -X POST "http://127.0.0.1:$PORT/api/v1/booth/media" -H "authorization: Bearer $token" \
  -F media_type=photo -F "client_id=$client_id" -F "file=@$ROOT/apps/server/tools/demo/clips/video-stage-poster.jpg")
[ "$(tail -1 <<<"$reply")" = 200 ] || fail "the booth's upload answered $(tail -1 <<<"$reply"): $(head -1 <<<"$reply")"
stored=$(podman exec "$(container postgres)" psql -h /tmp -U postgres -d boothdeck -tAc \
  "SELECT file_path FROM media_items WHERE client_id = '$client_id'")
[ -n "$stored" ] || fail "no media row names the upload $client_id"
# s3rver keeps each object as <bucket>/<key>._S3rver_object in its volume.
podman exec "$(container s3)" test -s "/data/boothdeck/$stored._S3rver_object" ||
  fail "the upload's file $stored is not in the bucket"
echo "booth upload: stored in the bucket as $stored"

[ -n "${KEEP_STACK:-}" ] || down
echo "check: the stack passed in $(($(date +%s) - started)) s"
