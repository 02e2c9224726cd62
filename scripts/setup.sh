#!/usr/bin/env bash
# Installs what a fresh machine lacks (pnpm, dependencies) and builds the product.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.8
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  npm install --global "pnpm@$PNPM_VERSION" >/dev/null
fi

echo "› installing dependencies"
pnpm install --frozen-lockfile --reporter=append-only | grep -vE '^(Progress|Packages:)' || true
[ -d node_modules/.pnpm ] || { echo "pnpm install failed" >&2; exit 1; }

echo "› building widgets, portal and server"
pnpm run build
