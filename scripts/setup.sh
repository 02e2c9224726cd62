#!/usr/bin/env bash
# Installs what a fresh machine lacks (pnpm, dependencies) and builds the product.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.8
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  npm install --global "pnpm@$PNPM_VERSION" >/dev/null
fi

# The RTMP ingest for livestreams packages HLS with Debian's ffmpeg (docs/live-video.md); without it
# the ingest stays off. Installed here, never downloaded by the product at run time.
if ! command -v ffmpeg >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1; then
    echo "› installing Debian's ffmpeg"
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends ffmpeg >/dev/null
  else
    echo "› ffmpeg is missing and there is no apt-get: the RTMP ingest for livestreams stays off"
  fi
fi

echo "› installing dependencies"
pnpm install --frozen-lockfile --reporter=append-only | grep -vE '^(Progress|Packages:)' || true
[ -d node_modules/.pnpm ] || { echo "pnpm install failed" >&2; exit 1; }

echo "› building widgets, portal and server"
pnpm run build
