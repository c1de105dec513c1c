#!/usr/bin/env bash
# `ibkit merge` against `git merge-file` on real three-way merges of IB files (../shared/merges: base, ours, theirs
# and the committed resolution), both run in the same pass on the same inputs; then the speed of both on the
# largest corpus storyboards, each with an edit on either side. See docs/merge.md.
# Usage: Scripts/benchmark-merge.sh [--merges DIR] [--corpus DIR] [--ibkit PATH] [--quiet]
#
# Per case and in total: conflicts (a file git reports as conflicted), invalid results (a file written as clean that
# the merge's own checks refuse: it does not parse, repeats an id, points at a missing element, lacks a resource),
# byte-equal to the committed resolution, and equal in meaning to it (the same `ibkit diff --textconv` outline with
# geometry aside: people re-save while resolving). A conflict counts as a miss for both comparisons.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/benchmark-common.sh

merges=../shared/merges
corpus=../shared/corpus
ibkit=""
quiet=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --merges) merges="$2"; shift 2 ;;
    --corpus) corpus="$2"; shift 2 ;;
    --ibkit) ibkit="$2"; shift 2 ;;
    --quiet) quiet=true; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
if [[ -z "$ibkit" ]]; then
  # As README's install says for Linux: the Swift runtime and Foundation linked in, not loaded (10 MB less per
  # process, which a merge driver's memory is mostly). Its own build folder, so the other benchmarks' release build
  # is not rebuilt with other flags.
  if [[ $(uname) == Linux ]]; then
    quietly swift build -c release --product ibkit --static-swift-stdlib --scratch-path .build/static
    ibkit=.build/static/release/ibkit
  else
    quietly swift build -c release --product ibkit
    ibkit=.build/release/ibkit
  fi
fi
[[ -d "$merges" ]] || { echo "no merges at $merges" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The outline without geometry: what a file means, churn and frames aside.
meaning() { "$ibkit" diff --textconv "$1" 2>/dev/null | grep -vE '· (frame|contentRect|minSize|maxSize|bounds) = ' || true; }

declare -A total
for key in cases ibkit_conflicts ibkit_invalid ibkit_bytes ibkit_meaning git_conflicts git_invalid git_bytes git_meaning; do total[$key]=0; done
$quiet || printf '%-58s %-28s %s\n' case "ibkit merge" "git merge-file"
for dir in "$merges"/*/*/; do
  base=$(ls "$dir" | grep '^base\.' || true)
  [[ -n "$base" ]] || continue
  ext=${base#base.}
  name=${dir#"$merges"/}
  name=${name%/}
  total[cases]=$((total[cases] + 1))
  result="$dir/result.$ext"
  line=""
  for tool in ibkit git; do
    out="$work/$tool.$ext"
    cp "$dir/ours.$ext" "$out"
    if [[ $tool == ibkit ]]; then
      status=0; "$ibkit" merge "$dir/base.$ext" "$out" "$dir/theirs.$ext" "$name.$ext" >/dev/null 2>&1 || status=$?
    else
      status=0; git merge-file -q "$out" "$dir/base.$ext" "$dir/theirs.$ext" >/dev/null 2>&1 || status=$?
    fi
    cell=""
    if [[ $status -ne 0 ]]; then
      total[${tool}_conflicts]=$((total[${tool}_conflicts] + 1)); cell="conflict"
    else
      cell="clean"
      # A clean result the inputs could be checked against (IB documents IBKit reads) must pass the checks.
      if "$ibkit" merge --verify "$dir/base.$ext" "$dir/ours.$ext" "$dir/theirs.$ext" "$dir/ours.$ext" >/dev/null 2>&1 \
         && ! "$ibkit" merge --verify "$dir/base.$ext" "$dir/ours.$ext" "$dir/theirs.$ext" "$out" >/dev/null 2>&1; then
        total[${tool}_invalid]=$((total[${tool}_invalid] + 1)); cell+=" INVALID"
      fi
      if cmp -s "$out" "$result"; then
        total[${tool}_bytes]=$((total[${tool}_bytes] + 1)); total[${tool}_meaning]=$((total[${tool}_meaning] + 1)); cell+=" =bytes"
      elif [[ "$(meaning "$out")" == "$(meaning "$result")" ]]; then
        total[${tool}_meaning]=$((total[${tool}_meaning] + 1)); cell+=" =meaning"
      else
        cell+=" differs"
      fi
    fi
    line+=$(printf ' %-28s' "$cell")
  done
  $quiet || printf '%-58s%s\n' "$name" "$line"
done
n=${total[cases]}
echo
echo "$n merges                      ibkit merge    git merge-file"
printf '  conflicts                   %4d           %4d\n' "${total[ibkit_conflicts]}" "${total[git_conflicts]}"
printf '  invalid clean results       %4d           %4d\n' "${total[ibkit_invalid]}" "${total[git_invalid]}"
printf '  byte-equal to resolution    %4d           %4d\n' "${total[ibkit_bytes]}" "${total[git_bytes]}"
printf '  equal in meaning            %4d           %4d\n' "${total[ibkit_meaning]}" "${total[git_meaning]}"

# Speed: the largest storyboards of the corpus, with a text changed on one side and a color on the other.
if [[ -d "$corpus" ]]; then
  echo
  echo "speed (best of 5; wall ms), an edit on each side; memory: peak RSS over an empty merge's (the process itself)"
  # The process's own memory (runtime, heap set-up): a merge of three one-line documents.
  for n in 1 2 3; do
    printf '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="%s"/>\n' "$n" > "$work/e$n.storyboard"
  done
  empty=$( { /usr/bin/time -f '%M' "$ibkit" merge "$work/e1.storyboard" "$work/e2.storyboard" "$work/e3.storyboard" >/dev/null; } 2>&1 | tail -1)
  find "$corpus" -name "*.storyboard" -size +300k -printf "%s %p\n" | sort -rn | head -4 | while read -r size file; do
    python3 - "$file" "$work/b.storyboard" "$work/o.storyboard" "$work/t.storyboard" <<'PY'
import sys
src, b, o, t = sys.argv[1:]
data = open(src, 'rb').read()
open(b, 'wb').write(data)
# Ours: the first toolsVersion and the first user label; theirs: the last constant of a constraint.
ours = data.replace(b'userLabel="', b'userLabel="Ours ', 1)
k = data.rfind(b'constant="')
theirs = data[:k] + b'constant="1234' + data[k + len(b'constant="'):] if k >= 0 else data.replace(b'<scenes>', b'<scenes>', 1)
open(o, 'wb').write(ours)
open(t, 'wb').write(theirs)
PY
    row=$(best_of_each 5 \
      "cp $work/o.storyboard $work/m.storyboard ;; $ibkit merge $work/b.storyboard $work/m.storyboard $work/t.storyboard" \
      "cp $work/o.storyboard $work/g.storyboard ;; git merge-file -q $work/g.storyboard $work/b.storyboard $work/t.storyboard")
    cp "$work/o.storyboard" "$work/m.storyboard"
    memory=$( { /usr/bin/time -f '%M' "$ibkit" merge "$work/b.storyboard" "$work/m.storyboard" "$work/t.storyboard" >/dev/null; } 2>&1 | tail -1)
    inputs=$(( $(stat -c %s "$work/b.storyboard") + $(stat -c %s "$work/o.storyboard") + $(stat -c %s "$work/t.storyboard") ))
    over=$(( memory - empty ))
    printf '  %s (%d KB)\n    ibkit merge %s ms, git merge-file %s ms; memory %d MB over the process (%d.%d x the three inputs), peak %d MB (%d.%d x)\n' \
      "${file#"$corpus"/}" $((size / 1024)) "$(echo "$row" | awk '{print $1}')" "$(echo "$row" | awk '{print $2}')" \
      $((over / 1024)) $((over * 1024 / inputs)) $((over * 10240 / inputs % 10)) $((memory / 1024)) \
      $((memory * 1024 / inputs)) $((memory * 10240 / inputs % 10))
  done
fi
