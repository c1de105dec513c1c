#!/usr/bin/env bash
# `ibkit migrate` (dry run, every step) on the whole shared corpus beside `ibkit lint` on the same files, in the
# same run: release build, wall time of each process, best of N (the two commands in turns), printed side by side
# (issue 14's target: the dry run within 3× lint's time). The corpus is only read: a dry run writes nothing.
# Both commands run from inside the corpus, as a team runs them at an app's root: migrate's root is the folder it
# runs in (it looks for Xcode projects, packages and property lists there), so running it from this checkout would
# make it search IBKit's own tree as well as the corpus.
#
# Then, per app (issue 26: the dry run within 2× a cold check of the same app), each app of APPS and the app
# Scripts/benchmark-check.sh generates (2,000 Swift files, 300 IB files), each from inside the app: a cold
# `ibkit check . --no-cache` beside a cold dry run `ibkit migrate . --no-diff --no-cache` (nothing cached: the
# Swift index and the plan computed), best of APP_RUNS each, in turns; then a second dry run with the caches on,
# after one that filled them (the plan served from the result cache), best of APP_RUNS. The caches go to a
# temporary XDG_CACHE_HOME, removed at the end, never the user's.
# Usage: Scripts/benchmark-migrate.sh [RUNS] [CORPUS] [APPS]   (defaults: 21, ../shared/corpus, ../shared/apps)
#   APP_RUNS=N (default 5); GENERATED_APP=DIR uses an app generated already (`ibkit-checkbench --generate-only
#   --app DIR`) instead of building the generator; SKIP_CORPUS=1 times the apps only.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/benchmark-common.sh
runs="${1:-21}"
corpus="${2:-../shared/corpus}"
apps="${3:-../shared/apps}"
app_runs="${APP_RUNS:-5}"

quietly swift build -c release --product ibkit
ibkit=$PWD/.build/release/ibkit
cache_home=$(mktemp -d)
trap 'rm -rf "$cache_home"' EXIT
export XDG_CACHE_HOME=$cache_home
# Run before a timed dry run that must plan (the Swift index stays cached): the stored plans are removed.
forget_plans='rm -f "$XDG_CACHE_HOME"/ibkit/*/migrate-result.bin'

if [[ "${SKIP_CORPUS:-}" != 1 && -d "$corpus" ]]; then
  files=$(find "$corpus" -name '*.storyboard' -o -name '*.xib' | wc -l)

  read -r lint_ms migrate_ms < <(cd "$corpus" && best_of_each "$runs" '"$ibkit" lint . --quiet' "$forget_plans ;; "'"$ibkit" migrate . --no-diff')
  plan_lines=$(cd "$corpus" && "$ibkit" migrate . --no-diff 2>/dev/null | wc -l)

  printf 'Corpus: %s IB files (%s)\n' "$files" "$corpus"
  printf '%-44s %10s\n' "command (release, best of $runs)" "wall"
  printf '%-44s %8s ms\n' "(in CORPUS) ibkit lint . --quiet" "$lint_ms"
  printf '%-44s %8s ms\n' "(in CORPUS) ibkit migrate . --no-diff" "$migrate_ms"
  awk -v m="$migrate_ms" -v l="$lint_ms" 'BEGIN { printf "migrate / lint: %.2f× (target ≤ 3×); the plan has %s lines\n", m / l, "'"$plan_lines"'" }'
fi

# MARK: apps

generated="${GENERATED_APP:-}"
if [[ -z "$generated" ]]; then
  generated=$(mktemp -d)/ibkit-checkbench-app
  quietly swift build -c release --package-path Benchmarks --product ibkit-checkbench
  quietly Benchmarks/.build/release/ibkit-checkbench --generate-only --app "$generated"
fi
generated=$(cd "$generated" && pwd)
targets=()
if [[ -d "$apps" ]]; then
  for app in "$apps"/*/; do targets+=("$(cd "$app" && pwd)"); done
else
  echo "no apps at $apps: only the generated app is timed" >&2
fi
targets+=("$generated")

printf '\n%-32s %6s %5s %11s %9s %8s %12s %11s\n' "app (release, best of $app_runs)" "Swift" "IB" "cold check" "dry run" "ratio" "dry run," "second run"
printf '%-32s %6s %5s %11s %9s %8s %12s %11s\n' "" "files" "files" "ms" "cold ms" "" "index ms" "(cache) ms"
worst=0
for app in "${targets[@]}"; do
  name=$(basename "$app")
  [[ "$app" == "$generated" ]] && name="generated (checkbench, seed 42)"
  swift_files=$(find "$app" -name '*.swift' -not -path '*/.build/*' | wc -l)
  ib_files=$(find "$app" \( -name '*.storyboard' -o -name '*.xib' \) -not -path '*/.build/*' | wc -l)
  read -r check_ms dry_ms < <(cd "$app" && best_of_each "$app_runs" '"$ibkit" check . --no-cache' '"$ibkit" migrate . --no-diff --no-cache')
  # With the caches: a run that plans with the Swift index cached (its stored plan removed first), then runs
  # served from the result cache, each after one that stored the plan.
  (cd "$app" && "$ibkit" migrate . --no-diff >/dev/null 2>&1 || true)
  read -r indexed_ms second_ms < <(cd "$app" && best_of_each "$app_runs" "$forget_plans ;; "'"$ibkit" migrate . --no-diff' '"$ibkit" migrate . --no-diff')
  ratio=$(awk -v d="$dry_ms" -v c="$check_ms" 'BEGIN { printf "%.2f", d / (c > 0 ? c : 1) }')
  worst=$(awk -v r="$ratio" -v w="$worst" 'BEGIN { print (r > w ? r : w) }')
  printf '%-32s %6s %5s %11s %9s %7s× %12s %11s\n' "$name" "$swift_files" "$ib_files" "$check_ms" "$dry_ms" "$ratio" "$indexed_ms" "$second_ms"
done
awk -v w="$worst" 'BEGIN { printf "dry run / cold check: at most %.2f× (target ≤ 2×)\n", w }'
