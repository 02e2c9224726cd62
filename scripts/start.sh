#!/usr/bin/env bash
# Start the product on http://localhost:3000 (PORT to change it) with demo data on embedded SQLite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec node packages/server/dist/main.js
