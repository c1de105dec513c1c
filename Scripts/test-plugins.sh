#!/usr/bin/env bash
# Builds Examples/PluginDemo, a package that uses IBKit's plugins as an app's package would, and checks what they do:
#   build-tool plugin  `swift build` runs `ibkit gen --lint` and `ibkit check` on the target's IB and Swift files: the generated file
#                      equals Examples/PluginDemo/Expected/IBKitGenerated.swift (which Scripts/typecheck-uikit.sh
#                      compiles with the demo's sources), is compiled into the module, and the lint finding seeded in
#                      Settings.storyboard is in the build log; a build with nothing changed runs nothing; touching a
#                      storyboard runs the command again and leaves the unchanged file's date alone.
#   command plugin     `swift package ibkit …`: listed; lint prints the same finding (paths relative to the package)
#                      and succeeds; `lint --strict` fails `swift package`; `check --target` reads the target's (and its generated file)
#                      folder, its cache in the plugin's work folder; `gen --target` writes the same file.
#
# Usage: Scripts/test-plugins.sh   (from anywhere; the first run builds ibkit from source in Examples/PluginDemo/.build)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
demo="$root/Examples/PluginDemo"
expected="$demo/Expected/IBKitGenerated.swift"
storyboard="Sources/PluginDemo/Settings/Settings.storyboard"
seeded="$storyboard:24:37: warning: show segue 'showLicenses'"
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

fail() { echo "error: $*" >&2; exit 1; }
step() { printf '==> %s\n' "$*"; }
mtime() { stat -c %Y "$1" 2>/dev/null || stat -f %m "$1"; }

# build NAME: swift build of the demo, its log kept as $logs/NAME.log.
build() {
    if ! swift build --package-path "$demo" >"$logs/$1.log" 2>&1; then
        tail -n 30 "$logs/$1.log" >&2
        # SwiftPM shows why a plugin did not compile only with -v.
        fail "swift build --package-path Examples/PluginDemo failed (plugin compile errors: add -v)"
    fi
}

step "swift build --package-path Examples/PluginDemo (build-tool plugin IBKitGenPlugin)"
touch "$demo/$storyboard" # so that the command runs even when an earlier run left everything built
build first
grep -F "Build complete!" "$logs/first.log"
generated="$(find "$demo/.build/plugins/outputs" -path '*/IBKitBuildToolPlugin/IBKitGenerated.swift')"
[[ $(wc -l <<<"$generated") -eq 1 && -f $generated ]] || fail "no single IBKitGenerated.swift under .build/plugins/outputs: '$generated'"
diff -u "$expected" "$generated" || fail "the plugin's output differs from Examples/PluginDemo/Expected/IBKitGenerated.swift"
[[ -n $(find "$demo/.build" -path '*/PluginDemo.build/IBKitGenerated.swift.o') ]] \
    || fail "IBKitGenerated.swift was not compiled into the PluginDemo module"
grep -F "$demo/$seeded" "$logs/first.log" || fail "the seeded no-segue warning is not in the build log"
grep -F "IBKit: checking PluginDemo's IB files against its Swift sources" "$logs/first.log" \
    || fail "the build did not run ibkit check"
[[ -n $(find "$demo/.build/plugins/outputs" -path '*/IBKitBuildToolPlugin/check/check-result.bin') ]] \
    || fail "ibkit check left no result cache, the check command's output"

step "a build with nothing changed runs nothing; a touched storyboard runs the command, the file keeps its date"
# Right after a cold build SwiftPM may relink the plugin's tool (it builds it in two build plans) for a build or two,
# and the tool is an input of the command: build until that settles, then nothing may run.
for attempt in 1 2 3 4; do
    build settle
    grep -qF "Linking ibkit-tool" "$logs/settle.log" || break
    [[ $attempt -lt 4 ]] || fail "SwiftPM relinks ibkit-tool on every build"
done
build noop
! grep -F "IBKit: generating" "$logs/noop.log" || fail "the build command ran although no input changed"
! grep -F "IBKit: checking" "$logs/noop.log" || fail "the check command ran although no input changed"
before="$(mtime "$generated")"
sleep 1
touch "$demo/$storyboard"
build touched
grep -F "IBKit: generating IBKitGenerated.swift for PluginDemo from 3 IB files" "$logs/touched.log" \
    || fail "touching an input did not run the build command"
[[ $(mtime "$generated") == "$before" ]] || fail "an unchanged generated file was rewritten"

step "swift package plugin --list; swift package ibkit lint (command plugin IBKitCommandPlugin)"
swift package --package-path "$demo" plugin --list | grep -F "IBKitCommandPlugin"
package() { swift package --package-path "$demo" --allow-writing-to-package-directory ibkit "$@"; }
package lint >"$logs/lint.log" 2>&1 || { cat "$logs/lint.log" >&2; fail "swift package ibkit lint failed"; }
grep -E "^$seeded" "$logs/lint.log" || fail "swift package ibkit lint did not report the seeded warning relative to the package"
if package lint --strict --quiet >"$logs/strict.log" 2>&1; then fail "swift package ibkit lint --strict succeeded despite warnings"; fi
grep -qF "error: ibkit lint --strict --quiet exited with status 1" "$logs/strict.log" \
    || { cat "$logs/strict.log" >&2; fail "swift package ibkit lint --strict did not say why it failed"; }
echo "swift package ibkit lint --strict fails, as the warnings require"

step "swift package ibkit check --target PluginDemo (the target's folder: 3 IB and 3 Swift files, not Package.swift, and the file the build-tool plugin generated)"
package check --target PluginDemo >"$logs/check.log" 2>&1 || { cat "$logs/check.log" >&2; fail "swift package ibkit check failed"; }
grep -F "0 warnings, 0 errors in 7 files" "$logs/check.log" || { cat "$logs/check.log" >&2; fail "check did not read exactly the target's files"; }
# Its caches go to the plugin's work folder (--cache-path), not to the package's folder nor to the user's cache folder.
[[ -n $(find "$demo/.build" -path '*IBKitCommandPlugin*' -name check-result.bin) ]] || fail "check's cache is not in the command plugin's work folder"
[[ ! -e "$demo/.build/ibkit-cache" ]] || fail "ibkit check wrote .build/ibkit-cache in the package"

step "swift package ibkit gen --target PluginDemo --output .build/command-plugin/IBKitGenerated.swift"
package gen --target PluginDemo --output .build/command-plugin/IBKitGenerated.swift >"$logs/gen.log" 2>&1 \
    || { cat "$logs/gen.log" >&2; fail "swift package ibkit gen failed"; }
diff -u "$expected" "$demo/.build/command-plugin/IBKitGenerated.swift" || fail "the command plugin's gen differs from the build-tool plugin's"

step "ok: both plugins work in Examples/PluginDemo"
