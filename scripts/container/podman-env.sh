# Sourced by the container scripts: every podman call uses containers.conf beside this file.
CONTAINER_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export CONTAINERS_CONF="$CONTAINER_DIR/containers.conf"
