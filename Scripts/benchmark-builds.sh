#!/usr/bin/env bash
# Two builds of ibkit side by side on the same inputs, run in turns (A, B, A, B, …): lint of the corpus, a cold and
# a warm check, a migrate dry run, gen's context and render of the largest app, and a merge of the largest corpus
# storyboard. For changes that must not slow anything down (issue "workspace": within 5 %, render faster).
# Usage: Scripts/benchmark-builds.sh BEFORE AFTER [--runs N] [--app DIR] [--corpus DIR]
# Prints one row per command: best wall ms of each build and AFTER's time as a percentage of BEFORE's.
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."
source Scripts/benchmark-common.sh

runs=5 app="" corpus=../shared/corpus
bins=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --app) app=$2; shift 2 ;;
    --corpus) corpus=$2; shift 2 ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) case $1 in /*) bins+=("$1") ;; *) bins+=("$caller/$1") ;; esac; shift ;;
  esac
done
[[ ${#bins[@]} -eq 2 ]] || { echo "usage: $0 BEFORE AFTER [--runs N] [--app DIR] [--corpus DIR]" >&2; exit 2; }
a=${bins[0]} b=${bins[1]}
# The app with the most IB files and sources, unless one is named.
if [[ -z $app && -d ../shared/apps ]]; then
  app=$(for d in ../shared/apps/*/; do echo "$(find "$d" \( -name '*.storyboard' -o -name '*.xib' -o -name '*.swift' \) | wc -l) $d"; done | sort -rn | sed -n 1p | cut -d' ' -f2)
fi
[[ -d $corpus ]] && corpus=$(cd "$corpus" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$app" "$work/app" && chmod -R u+w "$work/app"
export XDG_CACHE_HOME=$work/cache

row() {
  local name=$1; shift
  local times pa pb
  times=$(best_of_each "$runs" "$@")
  pa=$(echo "$times" | awk '{print $1}'); pb=$(echo "$times" | awk '{print $2}')
  printf '%-34s %8s ms %8s ms %6s %%\n' "$name" "$pa" "$pb" "$(awk -v a="$pa" -v b="$pb" 'BEGIN { printf "%.0f", 100 * b / a }')"
}

echo "app: $app; $runs runs each, best wall time; before: $a; after: $b"
printf '%-34s %11s %11s %8s\n' command before after after/before
cd "$work/app"
row "check (cold, --no-cache)" "$a check --no-cache --quiet >/dev/null 2>&1 || true" "$b check --no-cache --quiet >/dev/null 2>&1 || true"
"$a" check --quiet --cache-path "$work/ca" >/dev/null 2>&1 || true
"$b" check --quiet --cache-path "$work/cb" >/dev/null 2>&1 || true
row "check (warm cache)" "$a check --quiet --cache-path $work/ca >/dev/null 2>&1 || true" "$b check --quiet --cache-path $work/cb >/dev/null 2>&1 || true"
row "lint" "$a lint --quiet >/dev/null 2>&1 || true" "$b lint --quiet >/dev/null 2>&1 || true"
row "migrate (dry run, --no-cache)" "$a migrate --no-cache >/dev/null 2>&1 || true" "$b migrate --no-cache >/dev/null 2>&1 || true"
row "gen --dump-context" "$a gen --dump-context yaml >/dev/null 2>&1 || true" "$b gen --dump-context yaml >/dev/null 2>&1 || true"
row "render" "rm -rf $work/sa ;; $a render . -o $work/sa >/dev/null 2>&1 || true" "rm -rf $work/sb ;; $b render . -o $work/sb >/dev/null 2>&1 || true"
if [[ -d $corpus ]]; then
  row "lint of the corpus" "$a lint --quiet $corpus >/dev/null 2>&1 || true" "$b lint --quiet $corpus >/dev/null 2>&1 || true"
  big=$(find "$corpus" -name '*.storyboard' -printf '%s %p\n' | sort -rn | sed -n 1p | cut -d' ' -f2-)
  sed 's/userLabel="/userLabel="Ours /' "$big" > "$work/o.storyboard"
  row "merge (largest corpus storyboard)" \
    "cp $work/o.storyboard $work/ma.storyboard ;; $a merge '$big' $work/ma.storyboard '$big' >/dev/null 2>&1 || true" \
    "cp $work/o.storyboard $work/mb.storyboard ;; $b merge '$big' $work/mb.storyboard '$big' >/dev/null 2>&1 || true"
fi
