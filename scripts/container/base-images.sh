#!/usr/bin/env bash
# Makes the two Debian bases the images start from, with mmdebstrap (no image registry needed):
#   localhost/boothdeck-runtime-base  essential packages, libstdc++ and CA certificates, for Node.js
#   localhost/boothdeck-services-base the same plus PostgreSQL, Redis, nginx and curl, for the stack's services
# Each is made once; set REBUILD_BASES=1 to make them again (e.g. for Debian's security updates).
set -euo pipefail
source "$(dirname "$0")/podman-env.sh"

SUITE=bookworm
MIRRORS=(
  "deb http://deb.debian.org/debian $SUITE main"
  "deb http://deb.debian.org/debian $SUITE-updates main"
  "deb http://deb.debian.org/debian-security $SUITE-security main"
)
# The unprivileged account every image runs as.
ADD_APP_USER='echo "boothdeck:x:10001:10001:Boothdeck:/nonexistent:/usr/sbin/nologin" >> "$1/etc/passwd"; echo "boothdeck:x:10001:" >> "$1/etc/group"'
# Documentation, manuals and translations are not needed in an image.
TRIM='rm -rf "$1"/usr/share/doc/* "$1"/usr/share/man/* "$1"/usr/share/locale/* "$1"/usr/share/info/* "$1"/var/cache/apt/* "$1"/var/lib/apt/lists/*'

make_base() {
  local name=$1 packages=$2
  if [ -z "${REBUILD_BASES:-}" ] && podman image exists "$name"; then return; fi
  local tarball
  tarball=$(mktemp --suffix=.tar)
  mmdebstrap --quiet --variant=essential --mode=root --include="$packages" \
    --customize-hook="$ADD_APP_USER" --customize-hook="$TRIM" \
    "$SUITE" "$tarball" "${MIRRORS[@]}"
  podman import --quiet "$tarball" "$name" >/dev/null
  rm -f "$tarball"
  echo "made $name"
}

make_base localhost/boothdeck-runtime-base libstdc++6,ca-certificates,catatonit
make_base localhost/boothdeck-services-base libstdc++6,ca-certificates,catatonit,curl,postgresql-15,redis-server,nginx-light
