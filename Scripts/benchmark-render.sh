#!/usr/bin/env bash
# `ibkit render` on the whole shared corpus beside `ibkit lint` on the same files, in the same run: release build,
# wall time of each process, best of N, printed side by side (issue 16's target: render within 3× lint's time), and
# the size of the pages written (average and largest; the index apart). The corpus is only read: the site goes to a
# temporary folder, emptied before each run so every run writes every page. A second render row leaves out the lint
# and check findings (--no-findings), to tell the drawing's cost from the findings'.
# Usage: Scripts/benchmark-render.sh [RUNS] [CORPUS]   (defaults: 21, ../shared/corpus)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/benchmark-common.sh
runs="${1:-21}"
corpus="${2:-../shared/corpus}"
[[ -d "$corpus" ]] || { echo "no corpus at $corpus: nothing to measure" >&2; exit 0; }

quietly swift build -c release --product ibkit
ibkit=.build/release/ibkit
files=$(find "$corpus" \( -name '*.storyboard' -o -name '*.xib' \) | wc -l)
# The site is written to memory (/dev/shm, a tmpfs, when there is one) and, in a row of its own, to the disk's
# temporary folder: on this machine's ext4 most of a disk run is the kernel allocating 1,268 new files and their
# folders (perf: ext4's inode search), which says more about the disk than about ibkit.
disk=$(mktemp -d)
if [[ -d /dev/shm && -w /dev/shm ]]; then out=$(mktemp -d -p /dev/shm); else out=$disk; fi
trap 'rm -rf "$out" "$disk"' EXIT

# A render run starts from an empty folder (emptied outside the timing): pages are written only when changed, and a
# second run with nothing to write would measure less than a first one.
# The check's findings come from its result cache (check-result.bin, in a folder of the run's: --cache-path) when the files have not
# changed since the last run, as on a second render of the same tree; a first render (a fresh clone, a CI job)
# runs the check. Both are measured: the cache emptied before each run of the first row. The rows run in turns
# (best_of_each), so lint and every render row see the same machine.
cache="$out/cache/check-result.bin"
read -r lint_ms cold_ms render_ms bare_ms disk_ms < <(best_of_each "$runs" \
  '"$ibkit" lint "$corpus" --quiet' \
  'rm -rf "$out/site" "$cache" ;; "$ibkit" render "$corpus" --output "$out/site" --cache-path "$out/cache"' \
  'rm -rf "$out/site" ;; "$ibkit" render "$corpus" --output "$out/site" --cache-path "$out/cache"' \
  'rm -rf "$out/site" ;; "$ibkit" render "$corpus" --output "$out/site" --no-findings' \
  'rm -rf "$disk/site" ;; "$ibkit" render "$corpus" --output "$disk/site" --cache-path "$out/cache"')
rm -rf "$out/site"
summary=$("$ibkit" render "$corpus" --output "$out/site" --cache-path "$out/cache" 2>&1 | tail -n 1 || true)
pages=$(find "$out/site" -name '*.html' ! -path "$out/site/index.html" | wc -l)
sizes=$(find "$out/site" -name '*.html' ! -path "$out/site/index.html" -printf '%s\n' |
  awk '{ total += $1; if ($1 > max) max = $1 } END { printf "%.1f KB average, %.1f KB largest, %.1f MB in all", total / NR / 1024, max / 1024, total / 1048576 }')
largest=$(find "$out/site" -name '*.html' ! -path "$out/site/index.html" -printf '%s %P\n' | sort -n | tail -n 1 | cut -d' ' -f2-)
index_kb=$(( $(stat -c %s "$out/site/index.html") / 1024 ))

printf 'Corpus: %s IB files (%s)\n' "$files" "$corpus"
printf '%-44s %10s\n' "command (release, best of $runs)" "wall"
printf '%-44s %8s ms\n' "ibkit lint CORPUS --quiet" "$lint_ms"
printf '%-44s %8s ms\n' "ibkit render CORPUS --output $( [[ $out == /dev/shm/* ]] && echo SHM || echo TMP ) (first)" "$cold_ms"
printf '%-44s %8s ms\n' "  again (check's results from its cache)" "$render_ms"
printf '%-44s %8s ms\n' "  the same with --no-findings" "$bare_ms"
printf '%-44s %8s ms\n' "  the same, the site on the disk (TMPDIR)" "$disk_ms"
awk -v c="$cold_ms" -v r="$render_ms" -v l="$lint_ms" 'BEGIN { printf "render / lint: %.2f× first, %.2f× again (target ≤ 3×)\n", c / l, r / l }'
printf 'pages: %s (one per IB file: %s); %s; index.html %s KB\n' "$pages" "$([[ $pages -eq $files ]] && echo yes || echo NO)" "$sizes" "$index_kb"
printf 'largest page: %s\n' "$largest"
printf 'ibkit render: %s\n' "$summary"
