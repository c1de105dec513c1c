#!/usr/bin/env bash
# Parser and lint benchmark over the shared corpus: release build, one process, see Benchmarks/README.md.
# Usage: Scripts/benchmark.sh [--corpus DIR] [--runs N] (`Benchmarks/.build/release/ibkit-bench --help` lists all)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/benchmark-common.sh

need_libxml2
quietly swift build -c release --package-path Benchmarks --product ibkit-bench
exec Benchmarks/.build/release/ibkit-bench "$@"
