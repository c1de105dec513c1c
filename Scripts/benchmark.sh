#!/usr/bin/env bash
# Parser and lint benchmark over the shared corpus: release build, one process, see Benchmarks/README.md.
# Usage: Scripts/benchmark.sh [--corpus DIR] [--runs N]
set -euo pipefail
cd "$(dirname "$0")/.."

if ! pkg-config --exists libxml-2.0 2>/dev/null; then
  echo "libxml-2.0 not found by pkg-config; installing libxml2-dev" >&2
  if [ "$(id -u)" -eq 0 ]; then apt-get install -y libxml2-dev pkg-config >&2; else sudo apt-get install -y libxml2-dev pkg-config >&2; fi
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build -c release --package-path Benchmarks >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi
exec Benchmarks/.build/release/ibkit-bench "$@"
