#!/usr/bin/env bash
# `ibkit check` benchmark on a generated app (2,000 Swift files, 300 IB files): release build, cold and warm wall
# time, in process and as a subprocess of the ibkit binary, split by phase. See Benchmarks/README.md.
# Usage: Scripts/benchmark-check.sh [--static-ibkit] [--runs N] [--app DIR] [--seed N] [--swift-files N] [--ib-files N]
#                                   [--only cold|warm|touched] (`Benchmarks/.build/release/ibkit-checkbench --help`)
# The timed ibkit binary is the one `swift build -c release` makes, as users run it; --static-ibkit links it with
# --static-swift-stdlib instead (about 5 ms less per process start on Linux), in its own scratch folder so that both
# builds stay incremental (its first build takes long: 20 minutes on 2 busy cores).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/benchmark-common.sh

static=false
if [[ "${1:-}" == "--static-ibkit" ]]; then
  static=true
  shift
fi

# The ibkit product of the root package is built inside the Benchmarks package, next to ibkit-checkbench.
quietly swift build -c release --package-path Benchmarks --product ibkit-checkbench
if $static; then
  quietly swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-static --static-swift-stdlib --product ibkit
  ibkit=Benchmarks/.build-static/release/ibkit
else
  quietly swift build -c release --package-path Benchmarks --product ibkit
  ibkit=Benchmarks/.build/release/ibkit
fi
exec Benchmarks/.build/release/ibkit-checkbench --ibkit "$ibkit" "$@"
