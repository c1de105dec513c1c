#!/usr/bin/env bash
# Fuzzing with libFuzzer (docs/fuzzing.md).
#
#   Scripts/fuzz.sh --list            the target names, one a line
#   Scripts/fuzz.sh TARGET SECONDS    builds, then runs one target for SECONDS
#   Scripts/fuzz.sh all SECONDS       builds, then runs every target for SECONDS each, one after the other
#   Scripts/fuzz.sh --build           builds only
#
# The entries are Tests/IBKitFuzzTests/Entries (what `swift test` replays on Tests/Fixtures/Fuzz); Fuzz/ holds
# libFuzzer's entry points, the libxml2 differential and the dictionary. IBKit's modules are compiled with
# `-sanitize=fuzzer,address` against the dependencies of the debug build (`swift build`), which stay
# uninstrumented. Everything the fuzzer makes lives outside the repository, in IBKIT_FUZZ_DIR (default
# ~/.cache/ibkit-fuzz/<checkout>): build/, seeds/<target> (rebuilt from the fixtures, ../shared/corpus and
# ../shared/merges when missing), corpus/<target> (what the fuzzer adds) and findings/<target> (crashes, hangs
# over 1 s, leaks, broken promises). Exit status 1 when a run leaves a finding.
#
# Environment: IBKIT_FUZZ_DIR as above; IBKIT_FUZZ_SEEDS caps the seeds taken from each source (CI takes a few);
# IBKIT_FUZZ_OPT, the optimization of IBKit's modules (default -O).
# IBKIT_FUZZ_MUTATOR=bytes turns the structure-aware IB mutator (Fuzz/Mutator.swift) off: byte mutations only.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

targets=(xml pbxproj config baseline index-cache check-cache swift-index binding-key diff render edit merge xml-libxml2)

usage() { sed -n '4,7p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
[ $# -ge 1 ] || usage
if [ "$1" = "--list" ]; then printf '%s\n' "${targets[@]}"; exit 0; fi

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH=/opt/swift/usr/bin:$PATH; fi
work=${IBKIT_FUZZ_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ibkit-fuzz/$(basename "$root")-$(printf '%s' "$root" | cksum | cut -d' ' -f1)}
mkdir -p "$work/build/objects" "$work/build/modules"
seed_cap=${IBKIT_FUZZ_SEEDS:-1000000}

# IBKit's modules in dependency order, each with the IBKit modules it imports.
modules=(
  "IBKitPlumbing:" "IBKitNaming:" "IBKitBinding:" "IBKitDocument:IBKitPlumbing" "IBKitDiagnostics:IBKitPlumbing"
  "IBKitEdit:IBKitPlumbing IBKitDocument IBKitDiagnostics"
  "IBKitRuleModel:IBKitPlumbing IBKitDocument IBKitDiagnostics" "IBKitWorkspace:IBKitPlumbing IBKitDocument IBKitDiagnostics IBKitRuleModel"
  "IBKitLint:IBKitPlumbing IBKitNaming IBKitBinding IBKitDocument IBKitDiagnostics IBKitRuleModel IBKitWorkspace IBKitEdit"
  "IBKitSwiftIndex:IBKitPlumbing" "IBKitProject:IBKitPlumbing IBKitDiagnostics"
  "IBKitBindingModel:IBKitBinding IBKitDocument IBKitSwiftIndex"
  "IBKitCheck:IBKitPlumbing IBKitDocument IBKitDiagnostics IBKitRuleModel IBKitWorkspace IBKitSwiftIndex IBKitProject IBKitBinding IBKitBindingModel"
  "IBKitDiff:IBKitDocument" "IBKitMerge:IBKitDocument IBKitDiff" "IBKitRender:IBKitPlumbing IBKitDocument IBKitDiagnostics"
)

build() {
  echo "== fuzz build (swift build for the dependencies, then IBKit instrumented) in $work/build" >&2
  if ! swift build > "$work/build/swift-build.log" 2>&1; then tail -n 30 "$work/build/swift-build.log" >&2; exit 1; fi
  bin=$(swift build --show-bin-path)
  local b=$work/build deps=$work/build/dependencies
  # The dependencies' modules without IBKit's own, so the instrumented ones are the only IBKit modules in sight.
  rm -rf "$deps" && mkdir -p "$deps"
  for m in "$bin"/Modules/*.swiftmodule; do
    case $(basename "$m") in IBKit*) ;; *) ln -s "$m" "$deps/";; esac
  done
  local maps=() map
  while IFS= read -r map; do maps+=(-Xcc "-fmodule-map-file=$map" -Xcc -I -Xcc "$(dirname "$map")"); done \
    < <(find .build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims .build/checkouts/Yams/Sources/CYaml -name module.modulemap)
  local common=(-swift-version 6 -parse-as-library -enable-testing -sanitize=fuzzer,address -gline-tables-only
    -DSWIFT_PACKAGE -package-name ibkit -module-cache-path "$b/module-cache" -I "$b/modules" -I "$deps" "${maps[@]}")
  local entry name imports stale
  for entry in "${modules[@]}"; do
    name=${entry%%:*}; imports=${entry#*:}
    stale=$([ -f "$b/objects/$name.o" ] || echo missing)
    [ -n "$stale" ] || stale=$(find Sources/*/"$name" -newer "$b/objects/$name.o" -name '*.swift' | head -n 1)
    for dep in $imports; do [ "$b/objects/$dep.o" -nt "$b/objects/$name.o" ] && stale=$dep; done
    [ -n "$stale" ] || continue
    echo "   $name" >&2
    find Sources/*/"$name" -name '*.swift' | sort > "$b/$name.sources"
    swiftc "${common[@]}" "${IBKIT_FUZZ_OPT:--O}" -module-name "$name" -wmo -emit-module -emit-module-path "$b/modules/$name.swiftmodule" \
      -c -o "$b/objects/$name.o" @"$b/$name.sources"
  done
  # The dependencies' objects in one archive: the linker takes only what IBKit uses (no executables, no plugins).
  if [ ! "$b/dependencies.a" -nt "$bin/ibkit" ]; then
    rm -f "$b/dependencies.a" "$b/ibkit-fuzz"
    find "$bin" -maxdepth 3 -path '*.build/*.o' | grep -vE '/(IBKit[^/]*|ibkit[^/]*|[^/]*Tests|[^/]*-tool|[^/]*Plugin[^/]*)\.build/' \
      | xargs ar rcs "$b/dependencies.a"
  fi
  [ -f "$b/ibkit-fuzz" ] && [ -z "$(find Fuzz Tests/IBKitFuzzTests/Entries "$b/objects" -newer "$b/ibkit-fuzz" -type f | head -n 1)" ] && return
  echo "   ibkit-fuzz" >&2
  # The objects of the modules listed above only: one left from a module since renamed or removed is not linked.
  local objects=()
  for entry in "${modules[@]}"; do objects+=("$b/objects/${entry%%:*}.o"); done
  # gold warns about every ASan helper symbol it cannot export; they are not ours to export.
  swiftc "${common[@]}" -O -module-name IBKitFuzz -I Fuzz/CLibXML2 -Xcc -I/usr/include/libxml2 \
    Fuzz/*.swift Tests/IBKitFuzzTests/Entries/*.swift "${objects[@]}" "$b/dependencies.a" -lxml2 -o "$b/ibkit-fuzz" \
    2>&1 | { grep -v 'Cannot export local symbol' || true; } >&2
  [ "${PIPESTATUS[0]}" -eq 0 ] || exit 1
}

# Seeds: files of the kind each target reads, copied (never linked: the fuzzer may be pointed at them).
copy_seeds() { # target, then paths on stdin
  local dir=$work/seeds/$1 n=0 f
  mkdir -p "$dir"
  # Reads its input to the end even past the cap: a writer cut off by a closed pipe fails the pipeline (pipefail).
  while IFS= read -r f; do
    [ "$n" -lt "$seed_cap" ] && [ -f "$f" ] || continue
    cp "$f" "$dir/$(printf '%s' "$f" | cksum | cut -d' ' -f1)-$(basename "$f")"
    n=$((n + 1))
  done
}

ib_files() { # small IB files: fixtures and examples first, then the shared corpus
  { find Tests/Fixtures Examples \( -name '*.storyboard' -o -name '*.xib' \) -size -48k | sort
    [ -d ../shared/corpus ] && find ../shared/corpus \( -name '*.storyboard' -o -name '*.xib' \) -size -48k | sort; } || true
}

joined() { # files joined by the entries' part separator (FuzzParts.separator), to stdout
  local first=1 f
  for f in "$@"; do
    [ $first = 1 ] || printf '\0--ibkit-part--\0'
    cat "$f"; first=0
  done
}

make_seeds() {
  local t=$1 dir=$work/seeds/$1 tmp i
  [ -d "$dir" ] && return
  echo "== seeds for $t" >&2
  case $t in
    xml|render|edit|xml-libxml2) ib_files | copy_seeds "$t" ;;
    pbxproj) { find Examples Tests -name project.pbxproj; [ -d ../shared/apps ] && find ../shared/apps -name project.pbxproj; } | copy_seeds "$t" ;;
    config) { find Examples Tests -name .ibkit.yml; [ -d ../shared/apps ] && find ../shared/apps -name .ibkit.yml; } | copy_seeds "$t" ;;
    swift-index) { find Examples Tests/Fixtures -name '*.swift' -size -32k | sort
                   [ -d ../shared/apps ] && find ../shared/apps -name '*.swift' -size -16k | sort | awk 'NR % 25 == 0'; } | copy_seeds "$t" ;;
    binding-key)
      mkdir -p "$dir"; i=0
      for key in 'author.name' '!isPublished' 'price | currency' 'user.address.city | uppercase' 'a' '!a.b.c | f'; do
        printf '%s' "$key" > "$dir/key-$i"; i=$((i + 1))
      done ;;
    baseline|index-cache|check-cache)
      tmp=$(mktemp -d)
      "$bin/ibkit" lint Examples/Legacy --write-baseline "$tmp/baseline.json" >/dev/null 2>&1 || true
      "$bin/ibkit" check Examples/Legacy --cache-path "$tmp/cache" >/dev/null 2>&1 || true
      case $t in
        baseline) printf '%s\n' "$tmp/baseline.json" ;;
        index-cache) printf '%s\n' "$tmp/cache/swift-index.bin" ;;
        check-cache) printf '%s\n' "$tmp/cache/check-result.bin" ;;
      esac | copy_seeds "$t"
      rm -rf "$tmp" ;;
    diff|merge)
      mkdir -p "$dir"; i=0
      local files=() case_dir
      mapfile -t files < <(find Tests/Fixtures/Diff Tests/Fixtures/Render \( -name '*.storyboard' -o -name '*.xib' \) | sort)
      for f in "${files[@]}"; do joined "$f" "$f" "$f" > "$dir/fixture-$i"; i=$((i + 1)); done
      if [ -d ../shared/merges ]; then
        while IFS= read -r case_dir && [ "$i" -lt "$seed_cap" ]; do
          [ -f "$case_dir/base.storyboard" ] && s=storyboard || s=xib
          [ -f "$case_dir/base.$s" ] || continue
          [ "$(cat "$case_dir/base.$s" "$case_dir/ours.$s" "$case_dir/theirs.$s" | wc -c)" -lt 196608 ] || continue
          if [ "$t" = merge ]; then joined "$case_dir/base.$s" "$case_dir/ours.$s" "$case_dir/theirs.$s"
          else joined "$case_dir/base.$s" "$case_dir/ours.$s"; fi > "$dir/merge-$i"
          i=$((i + 1))
        done < <(find ../shared/merges -mindepth 2 -maxdepth 2 -type d | sort)
      fi ;;
    *) echo "unknown target $t" >&2; exit 2 ;;
  esac
  mkdir -p "$dir"
}

max_len() {
  case $1 in
    diff) echo 131072 ;; merge) echo 196608 ;;
    binding-key) echo 256 ;; config|baseline) echo 16384 ;;
    *) echo 65536 ;;
  esac
}

status=0
run() { # target seconds
  local t=$1 secs=$2 findings=$work/findings/$1 corpus=$work/corpus/$1 log dict=() before after
  make_seeds "$t"
  mkdir -p "$findings" "$corpus"
  case $t in xml|render|edit|diff|merge|xml-libxml2) dict=(-dict="$root/Fuzz/xml.dict") ;; esac
  log=$work/$t.log
  before=$(find "$findings" -type f | wc -l)
  echo "== fuzz $t for $secs s" >&2
  # The file-writing entries (the loader, ChangeSet) work in memory when /dev/shm is there.
  local tmp=${TMPDIR:-/tmp}; [ -d /dev/shm ] && [ -w /dev/shm ] && tmp=/dev/shm
  local started=$SECONDS
  set +e
  TMPDIR=$tmp IBKIT_FUZZ_TARGET=$t SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} "$work/build/ibkit-fuzz" \
    -max_total_time="$secs" -timeout=1 -rss_limit_mb=2048 -max_len="$(max_len "$t")" -print_final_stats=1 \
    -artifact_prefix="$findings/" "${dict[@]}" "$corpus" "$work/seeds/$t" > "$log" 2>&1
  local code=$?
  set -e
  after=$(find "$findings" -type f | wc -l)
  local execs per_second
  execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -n 1)
  per_second=$(grep -oE 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -n 1)
  # A run stops at its first finding: the seconds are those it ran.
  echo "$t: ${execs:-?} executions in $((SECONDS - started)) s (${per_second:-?}/s), exit $code, findings $before -> $after" >&2
  if [ "$code" -ne 0 ] || [ "$after" -gt "$before" ]; then
    grep -E 'ERROR|ibkit-fuzz|SUMMARY|Test unit written|==[0-9]+==' "$log" | head -n 20 >&2
    find "$findings" -type f -newer "$log.start" 2>/dev/null | sed 's/^/   finding: /' >&2
    status=1
  fi
}

[ "$1" = "--build" ] && { build; exit 0; }
[ $# -eq 2 ] || usage
case $2 in *[!0-9]*|'') usage ;; esac
if [ "$1" != all ] && ! printf '%s\n' "${targets[@]}" | grep -qx -- "$1"; then echo "unknown target '$1' (Scripts/fuzz.sh --list)" >&2; exit 2; fi
build
if [ "$1" = all ]; then selected=("${targets[@]}"); else selected=("$1"); fi
for t in "${selected[@]}"; do touch "$work/$t.log.start"; run "$t" "$2"; done
exit $status
