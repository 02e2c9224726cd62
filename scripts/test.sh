#!/usr/bin/env bash
# Runs every test: types, lint, core units, server over HTTP on SQLite and PostgreSQL, widgets and
# journeys in Debian's Chromium against the built product. Ends with the time each phase took.
set -euo pipefail
cd "$(dirname "$0")/.."

phases=()
phase_start=$SECONDS
summary_file=$(mktemp)
# Records how long the phase that just ended took.
end_phase() {
  phases+=("$(printf '  %-22s %5d s' "$1" $((SECONDS - phase_start)))")
  phase_start=$SECONDS
}
print_phases() {
  echo
  echo "Time per phase of npm test:"
  printf '%s\n' "${phases[@]}"
  printf '  %-22s %5d s\n' "all" "$SECONDS"
  [ -s "$summary_file" ] && cat "$summary_file"
  rm -f "$summary_file"
}
trap print_phases EXIT

if [ ! -x /usr/bin/chromium ]; then
  echo "› installing Debian's chromium"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
end_phase "chromium"

bash scripts/setup.sh
end_phase "install and build"

echo "› type check"
pnpm exec tsc -p tsconfig.json
end_phase "type check"
echo "› lint"
pnpm exec biome ci .
end_phase "lint"
echo "› tests"
status=0
OABAT_TEST_SUMMARY_FILE="$summary_file" pnpm exec vitest run || status=$?
end_phase "tests"
exit $status
