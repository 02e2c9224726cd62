#!/usr/bin/env bash
# Runs every test: types, lint, core units, server over HTTP on SQLite and PostgreSQL, widgets and
# journeys in Debian's Chromium against the built product.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "› installing Debian's chromium"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

bash scripts/setup.sh

echo "› type check"
pnpm exec tsc -p tsconfig.json
echo "› lint"
pnpm exec biome ci .
echo "› tests"
pnpm exec vitest run
