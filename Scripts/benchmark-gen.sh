#!/usr/bin/env bash
# `ibkit gen` benchmark: the shared corpus (skipped when absent) and a generated project of 1,000 storyboards
# (~28 MB), release build, in process and as a subprocess of the ibkit binary, beside libxml2 DOM + SwiftGen's
# XPath queries on the same files and the issue's R.swift/SwiftGen figure. See Benchmarks/README.md.
# Usage: Scripts/benchmark-gen.sh [--runs N] [--corpus DIR] [--out DIR] [--storyboards N] [--megabytes X] [--seed N]
set -euo pipefail
cd "$(dirname "$0")/.."

if ! pkg-config --exists libxml-2.0 2>/dev/null; then
  echo "libxml-2.0 not found by pkg-config; installing libxml2-dev" >&2
  if [ "$(id -u)" -eq 0 ]; then apt-get install -y libxml2-dev pkg-config >&2; else sudo apt-get install -y libxml2-dev pkg-config >&2; fi
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
# The ibkit product of the root package is built inside the Benchmarks package so both share one release build.
if ! { swift build -c release --package-path Benchmarks --product ibkit-genbench &&
       swift build -c release --package-path Benchmarks --product ibkit; } >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi
exec Benchmarks/.build/release/ibkit-genbench --ibkit Benchmarks/.build/release/ibkit "$@"
