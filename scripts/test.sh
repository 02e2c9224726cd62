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

echo "› lint"
pnpm exec biome ci .
end_phase "lint"
# The type check runs beside the tests (one thread, where the tests' two runs leave room); its
# result is waited for at the end and fails the run like a failed test.
echo "› type check (beside the tests)"
typecheck_log=$(mktemp)
typecheck_started=$SECONDS
(
  typecheck_status=0
  pnpm exec tsc -p tsconfig.json >"$typecheck_log" 2>&1 || typecheck_status=$?
  echo "$typecheck_status" >"$typecheck_log.status"
  echo "$((SECONDS - typecheck_started))" >"$typecheck_log.seconds"
) &
typecheck_pid=$!
echo "› tests"
# Two vitest runs side by side: the browser files (one at a time, each with its own built server and
# Chromium) and the rest (core, ui, the server on both dialects). Inside one run vitest starts the
# files that may not run in parallel only after every other file, which left a core idle for the
# whole browser part on a 2-core machine. The browser run's lines carry a "[browser]" prefix; the
# few browser files of browser-after-server run at the end of the other run (vitest.config.ts).
browser_summary=$(mktemp)
browser_status=0
(
  OABAT_TEST_SUMMARY_FILE="$browser_summary" pnpm exec vitest run --project browser 2>&1 |
    sed -u 's/^/[browser] /'
  exit "${PIPESTATUS[0]}"
) &
browser_pid=$!
status=0
OABAT_TEST_SUMMARY_FILE="$summary_file" pnpm exec vitest run \
  --project core --project ui --project server-sqlite --project server-postgres --project browser-after-server ||
  status=$?
wait "$browser_pid" || browser_status=$?
[ "$status" -ne 0 ] || status=$browser_status
# One closing line for both runs.
cat "$summary_file" "$browser_summary" | awk '/^tests:/ { p += $2; f += $4; s += $6 }
  END { printf "tests: %d passed, %d failed, %d skipped\n", p, f, s }' >"$summary_file.all"
mv "$summary_file.all" "$summary_file"
rm -f "$browser_summary"
end_phase "tests"
wait "$typecheck_pid" || true
typecheck_status=$(cat "$typecheck_log.status" 2>/dev/null || echo 1)
phases+=("$(printf '  %-22s %5d s' "type check (beside)" "$(cat "$typecheck_log.seconds" 2>/dev/null || echo 0)")")
if [ "$typecheck_status" -ne 0 ]; then
  echo "› type check failed:"
  cat "$typecheck_log"
  status=1
else
  echo "› type check passed"
fi
rm -f "$typecheck_log" "$typecheck_log.status" "$typecheck_log.seconds"
exit $status
