#!/usr/bin/env bash
# Recall of `ibkit check` (issue 13): one-line breaks of every app we have, by kind, with a fixed seed; prints the
# share caught per app and kind, and every finding a break adds that is not about it. See Benchmarks/README.md.
# Usage: Scripts/benchmark-recall.sh [ibkit-recall options…] [APP…]   (`Benchmarks/.build/release/ibkit-recall --help`)
# Without APPs: the apps in ../shared/apps, Examples/Legacy, Examples/Gallery, the check benchmark's generated app
# (300 Swift files, 60 IB files) and the recall benchmark's own generated apps (loading styles).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/benchmark-common.sh

# ibkit under test: the root package's ibkit product in release, built inside the Benchmarks package (as the other
# benchmarks do), so that it is whatever this checkout's Sources are.
quietly swift build -c release --package-path Benchmarks --product ibkit-recall
quietly swift build -c release --package-path Benchmarks --product ibkit-checkbench
quietly swift build -c release --package-path Benchmarks --product ibkit

apps=()
options=()
for argument in "$@"; do
  if [[ "$argument" != -* && -d "$argument" ]]; then apps+=("$argument"); else options+=("$argument"); fi
done
generated=$(mktemp -d "${TMPDIR:-/tmp}/ibkit-recall-apps.XXXXXX")
trap 'rm -rf "$generated"' EXIT
if [[ ${#apps[@]} -eq 0 ]]; then
  for app in ../shared/apps/*/; do apps+=("${app%/}"); done
  apps+=(Examples/Legacy Examples/Gallery)
  Benchmarks/.build/release/ibkit-checkbench --generate-only --app "$generated/generated-checkbench" \
    --swift-files 300 --ib-files 60 --seed 42 >/dev/null
  apps+=("$generated/generated-checkbench")
  options+=(--generate "$generated")
fi
Benchmarks/.build/release/ibkit-recall --ibkit Benchmarks/.build/release/ibkit "${options[@]}" "${apps[@]}"
