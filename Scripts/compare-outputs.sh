#!/usr/bin/env bash
# Two ibkit binaries, the same outputs: lint, check, gen, a migrate dry run, render and diff on every app, and lint,
# diff --textconv, render and merge on the corpus and the real merges, run by each binary; then `diff -r` of the two
# output folders. For refactorings that must not change behaviour (issue "workspace"): build the binary before the
# change, keep a copy, build after, compare.
# Usage: Scripts/compare-outputs.sh BEFORE AFTER [--apps DIR] [--corpus DIR] [--merges DIR] [--keep DIR]
# Exit 0 when every output is byte-identical, 1 when one differs (the differences are printed), 2 on a usage error.
set -uo pipefail
caller=$PWD
cd "$(dirname "$0")/.."
apps=../shared/apps corpus=../shared/corpus merges=../shared/merges keep=""
bins=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --apps) apps=$2; shift 2 ;;
    --corpus) corpus=$2; shift 2 ;;
    --merges) merges=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) case $1 in /*) bins+=("$1") ;; *) bins+=("$caller/$1") ;; esac; shift ;;
  esac
done
[[ ${#bins[@]} -eq 2 ]] || { echo "usage: $0 BEFORE AFTER [--apps DIR] [--corpus DIR] [--merges DIR] [--keep DIR]" >&2; exit 2; }
for bin in "${bins[@]}"; do [[ -x $bin ]] || { echo "$bin is not an executable" >&2; exit 2; }; done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every output of one binary into $2; the runs happen in copies of the inputs at the same path for both binaries, so
# that absolute paths in the outputs agree.
outputs() {
  local bin=$1 out=$2 input=$work/input
  mkdir -p "$out"
  [[ $out == */before ]] && echo "outputs of $bin" >&2
  export XDG_CACHE_HOME=$out.cache # each binary its own caches
  if [[ -d $apps ]]; then
    for app in "$apps"/*/; do
      local name; name=$(basename "$app")
      rm -rf "$input"; cp -r "$app" "$input"; chmod -R u+w "$input"
      (
        cd "$input" || exit
        "$bin" lint >"$out/$name.lint" 2>&1; echo "exit $?" >>"$out/$name.lint"
        "$bin" lint --reporter json >"$out/$name.lint.json" 2>&1
        "$bin" check --no-cache >"$out/$name.check" 2>&1; echo "exit $?" >>"$out/$name.check"
        "$bin" check --no-cache --reporter json >"$out/$name.check.json" 2>&1
        "$bin" migrate --no-cache >"$out/$name.migrate" 2>&1; echo "exit $?" >>"$out/$name.migrate"
        "$bin" gen --dump-context yaml >"$out/$name.gen" 2>&1; echo "exit $?" >>"$out/$name.gen"
        "$bin" render . -o "$work/site" >"$out/$name.render" 2>&1; echo "exit $?" >>"$out/$name.render"
        (cd "$work/site" 2>/dev/null && find . -type f -print0 | sort -z | xargs -0 sha256sum) >>"$out/$name.render"
        rm -rf "$work/site"
        find . \( -name '*.storyboard' -o -name '*.xib' \) -print0 | sort -z | xargs -0 -n1 "$bin" diff --textconv >"$out/$name.textconv" 2>&1
      )
    done
  fi
  if [[ -d $corpus ]]; then
    "$bin" lint "$corpus" >"$out/corpus.lint" 2>&1; echo "exit $?" >>"$out/corpus.lint"
    find "$corpus" \( -name '*.storyboard' -o -name '*.xib' \) -print0 | sort -z | xargs -0 -n1 "$bin" diff --textconv >"$out/corpus.textconv" 2>&1
    # A tenth of the corpus drawn: enough to see a change, not the whole hour.
    rm -rf "$input"; mkdir -p "$input"
    find "$corpus" \( -name '*.storyboard' -o -name '*.xib' \) | sort | awk 'NR % 10 == 0' | while read -r f; do
      cp "$f" "$input/$(echo "${f#"$corpus"/}" | tr / _)"
    done
    "$bin" render "$input" -o "$work/site" >"$out/corpus.render" 2>&1; echo "exit $?" >>"$out/corpus.render"
    (cd "$work/site" 2>/dev/null && find . -type f -print0 | sort -z | xargs -0 sha256sum) >>"$out/corpus.render"
    rm -rf "$work/site"
  fi
  if [[ -d $merges ]]; then
    for dir in "$merges"/*/*/; do
      local base; base=$(ls "$dir" | grep '^base\.' || true)
      [[ -n $base ]] || continue
      local ext=${base#base.} name; name=$(echo "${dir#"$merges"/}" | tr / _)
      cp "$dir/ours.$ext" "$work/merged.$ext"
      "$bin" merge "$dir/base.$ext" "$work/merged.$ext" "$dir/theirs.$ext" "case.$ext" >"$out/merge-$name" 2>&1
      echo "exit $?" >>"$out/merge-$name"
      cat "$work/merged.$ext" >>"$out/merge-$name"
    done
  fi
}

outputs "${bins[0]}" "$work/before"
outputs "${bins[1]}" "$work/after"
if [[ -n $keep ]]; then mkdir -p "$keep" && cp -r "$work/before" "$work/after" "$keep/"; fi
count=$(find "$work/before" -type f | wc -l)
if diff -r "$work/before" "$work/after" >"$work/differences"; then
  echo "all $count outputs byte-identical"
else
  head -200 "$work/differences"
  echo "outputs differ: $(grep -c '^diff -r' "$work/differences") of $count files (first 200 lines above)"
  exit 1
fi
