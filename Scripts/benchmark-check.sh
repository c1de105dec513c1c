#!/usr/bin/env bash
# `ibkit check` benchmark on a generated app (2,000 Swift files, 300 IB files): release build, cold and warm wall
# time, in process and as a subprocess of the ibkit binary, split by phase. See Benchmarks/README.md.
# Usage: Scripts/benchmark-check.sh [--runs N] [--app DIR] [--seed N] [--swift-files N] [--ib-files N] [--only cold|warm]
set -euo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
trap 'rm -f "$log"' EXIT
# The ibkit product of the root package is built inside the Benchmarks package so both share one release build.
if ! { swift build -c release --package-path Benchmarks --product ibkit-checkbench &&
       swift build -c release --package-path Benchmarks --product ibkit; } >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi
exec Benchmarks/.build/release/ibkit-checkbench --ibkit Benchmarks/.build/release/ibkit "$@"
