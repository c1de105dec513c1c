#!/usr/bin/env bash
# `ibkit migrate` (dry run, every step) on the whole shared corpus beside `ibkit lint` on the same files, in the
# same run: release build, wall time of each process, best of N (the two commands in turns), printed side by side
# (issue 14's target: the dry run within 3× lint's time). The corpus is only read: a dry run writes nothing.
# Both commands run from inside the corpus, as a team runs them at an app's root: migrate's root is the folder it
# runs in (it looks for Xcode projects, packages and property lists there), so running it from this checkout would
# make it search IBKit's own tree as well as the corpus.
# Usage: Scripts/benchmark-migrate.sh [RUNS] [CORPUS]   (defaults: 21, ../shared/corpus)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/benchmark-common.sh
runs="${1:-21}"
corpus="${2:-../shared/corpus}"
[[ -d "$corpus" ]] || { echo "no corpus at $corpus: nothing to measure" >&2; exit 0; }

quietly swift build -c release --product ibkit
ibkit=$PWD/.build/release/ibkit
files=$(find "$corpus" -name '*.storyboard' -o -name '*.xib' | wc -l)

read -r lint_ms migrate_ms < <(cd "$corpus" && best_of_each "$runs" '"$ibkit" lint . --quiet' '"$ibkit" migrate . --no-diff')
plan_lines=$(cd "$corpus" && "$ibkit" migrate . --no-diff 2>/dev/null | wc -l)

printf 'Corpus: %s IB files (%s)\n' "$files" "$corpus"
printf '%-44s %10s\n' "command (release, best of $runs)" "wall"
printf '%-44s %8s ms\n' "(in CORPUS) ibkit lint . --quiet" "$lint_ms"
printf '%-44s %8s ms\n' "(in CORPUS) ibkit migrate . --no-diff" "$migrate_ms"
awk -v m="$migrate_ms" -v l="$lint_ms" 'BEGIN { printf "migrate / lint: %.2f× (target ≤ 3×); the plan has %s lines\n", m / l, "'"$plan_lines"'" }'
