#!/usr/bin/env bash
# CI: build the Docker image with podman and smoke-test it the way an app store runs it
# (../shared/tools/container: setup, then image-smoke), then hold it to the issue's bar:
# `image-smoke: ok`, size < 250 MB, stop on SIGTERM < 5 s, uid 1000, HEALTHCHECK ok,
# SQLite in /data. Never a silent pass: a machine that cannot run containers (no container
# tools, no root, podman setup failing) is reported loudly as NOT RUN with the reason;
# an image that builds or behaves wrong fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

TOOLS=${RIFA_CONTAINER_TOOLS:-../shared/tools/container}
MAX_SIZE_MB=250
MAX_STOP_S=5

fail() {
  echo "image-smoke-ci: FAIL: $*" >&2
  exit 1
}

not_run() {
  local banner="image-smoke-ci: NOT RUN — the Docker image was NOT built or checked on this machine: $*"
  echo "$banner"
  echo "$banner" >&2
  exit 0
}

[ -x "$TOOLS/setup" ] && [ -x "$TOOLS/image-smoke" ] ||
  not_run "container tools not found at $TOOLS (set RIFA_CONTAINER_TOOLS)"

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  sudo -n true 2>/dev/null || not_run "podman needs root here and passwordless sudo is missing"
  as_root=(sudo --preserve-env=RIFA_CTR_DIR,RIFA_CTR_RUN,RIFA_CTR_DRIVER)
fi

echo "image-smoke-ci: preparing podman ($TOOLS/setup)"
"${as_root[@]}" "$TOOLS/setup" ||
  not_run "this machine cannot build or run containers: $TOOLS/setup failed (output above)"

log=$(mktemp)
trap 'rm -f "$log" "${local_dockerfile:-}"' EXIT
set +e
# The Dockerfile pins node:24.x-bookworm-slim by digest, which needs Docker Hub; here the
# stand-in base that setup built (node:24-bookworm-slim) takes its place, nothing else changes.
local_dockerfile=$(mktemp)
sed 's|^ARG NODE_IMAGE=.*|ARG NODE_IMAGE=node:24-bookworm-slim|' Dockerfile >"$local_dockerfile"
"${as_root[@]}" "$TOOLS/image-smoke" . --require-data --file "$local_dockerfile" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
result=$(grep '^image-smoke: ' "$log" | tail -n 1 || true)
[ "$status" -eq 0 ] || fail "image-smoke exited with $status: ${result:-no result line}"
[[ $result == 'image-smoke: ok '* ]] || fail "no 'image-smoke: ok' line (got: ${result:-nothing})"

field() { sed -nE "s/.* $1=([^ ]+).*/\1/p" <<<"$result"; }
size=$(field size)
stop=$(field stop)
stop=${stop%s}
user=$(field user)
healthcheck=$(field healthcheck)
awk -v s="$size" -v m="$MAX_SIZE_MB" 'BEGIN { exit !(s + 0 < m) }' || fail "image is ${size} MB, the limit is ${MAX_SIZE_MB} MB"
awk -v s="$stop" -v m="$MAX_STOP_S" 'BEGIN { exit !(s + 0 < m) }' || fail "stop took ${stop}s, the limit is ${MAX_STOP_S}s"
[ "$user" = 1000 ] || fail "the app runs as uid $user, not 1000"
[ "$healthcheck" = ok ] || fail "the image's HEALTHCHECK is $healthcheck"
echo "image-smoke-ci: ok (size ${size} MB < ${MAX_SIZE_MB}, stop ${stop}s < ${MAX_STOP_S}s, uid 1000, HEALTHCHECK ok)"
