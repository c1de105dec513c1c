#!/usr/bin/env bash
# `ibkit gen` benchmark: the shared corpus (skipped when absent) and a generated project of 1,000 storyboards
# (~28 MB), release build, in process and as a subprocess of the ibkit binary, beside libxml2 DOM + SwiftGen's
# XPath queries on the same files and the issue's R.swift/SwiftGen figure. See Benchmarks/README.md.
# Usage: Scripts/benchmark-gen.sh [--runs N] [--corpus DIR] [--out DIR] [--storyboards N] [--megabytes X] [--seed N]
#        (`Benchmarks/.build/release/ibkit-genbench --help` lists all)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/benchmark-common.sh

need_libxml2
# The ibkit product of the root package is built inside the Benchmarks package so both share one release build.
quietly swift build -c release --package-path Benchmarks --product ibkit-genbench
quietly swift build -c release --package-path Benchmarks --product ibkit
exec Benchmarks/.build/release/ibkit-genbench --ibkit Benchmarks/.build/release/ibkit "$@"
