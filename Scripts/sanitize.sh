#!/usr/bin/env bash
# The test suite under the sanitizers (docs/fuzzing.md, "Sanitizers").
#
#   Scripts/sanitize.sh                 AddressSanitizer (with LeakSanitizer), then ThreadSanitizer
#   Scripts/sanitize.sh address|thread  one of them; extra arguments go to `swift test` (e.g. --filter IBKitMergeTests)
#
# Each sanitizer builds in its own scratch folder (.build-asan, .build-tsan: ignored by git), so the normal .build
# is left alone; a first run builds everything again with instrumentation (long on two cores). The whole log is
# kept in the scratch folder. Exit status 1 when a test fails or a sanitizer reports anything.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH=/opt/swift/usr/bin:$PATH; fi

kinds=(address thread)
if [ $# -ge 1 ]; then kinds=("$1"); shift; fi
status=0
for kind in "${kinds[@]}"; do
  case $kind in
    address) scratch=.build-asan ;;
    thread) scratch=.build-tsan ;;
    *) echo "usage: Scripts/sanitize.sh [address|thread] [swift test arguments]" >&2; exit 2 ;;
  esac
  mkdir -p "$scratch"
  log=$scratch/sanitize.log
  start=$SECONDS
  echo "== swift test --sanitize=$kind (log: $log)"
  set +e
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=0} \
    LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Scripts/lsan-suppressions.txt} \
    swift test --sanitize="$kind" --scratch-path "$scratch" "$@" > "$log" 2>&1
  code=$?
  set -e
  grep -E '^(✘|✔ Test run|✘ Test run)|error:' "$log" | head -n 40 || true
  reports=$(grep -cE '^(==[0-9]+==ERROR: (AddressSanitizer|LeakSanitizer)|WARNING: ThreadSanitizer)' "$log" || true)
  if [ "$reports" -gt 0 ]; then grep -E -A12 '^(==[0-9]+==ERROR: |WARNING: ThreadSanitizer)' "$log" | head -n 80; fi
  echo "$kind: swift test exit $code, $reports sanitizer reports, $((SECONDS - start)) s"
  if [ "$code" -ne 0 ] || [ "$reports" -gt 0 ]; then status=1; fi
done
exit $status
