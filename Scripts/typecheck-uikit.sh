#!/usr/bin/env bash
# Type-checks the UIKit half of IBKit (Sources/IBKit and what it imports) and Examples/Gallery's Swift sources
# in Swift 6 mode on a machine without UIKit, against the declarations-only stub in Stubs/UIKitSignatures.
#
# A compile check only: nothing is linked or run, and the stub is not a test double. What it does and does
# not check: Stubs/UIKitSignatures/README.md.
#
# Usage: Scripts/typecheck-uikit.sh          (from anywhere; exits non-zero on any error or warning)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
stub="$root/Stubs/UIKitSignatures"
out="$root/.build/uikit-typecheck"
modules="$out/modules"
swiftc="${SWIFTC:-swiftc}"

rm -rf "$out"
mkdir -p "$modules" "$out/cache"

# Linux swiftc has Objective-C interop off; turning it on (with the stub's ObjectiveC module providing the
# NSObject root class) is what lets @objc, @IBOutlet, @IBAction, @IBInspectable and #selector type-check.
objc=(-Xfrontend -enable-objc-interop)
common=(-swift-version 6 -warnings-as-errors -I "$modules" -module-cache-path "$out/cache" "${objc[@]}")

step() { printf '==> %s\n' "$*"; }

step "stub modules (ObjectiveC clang module + .swiftinterface files)"
cp -R "$stub/ObjectiveC/." "$modules/"
for module in ObjectiveC CoreGraphics Foundation CoreFoundation CoreText QuartzCore UIKit; do
    extra=()
    [[ $module == ObjectiveC ]] && extra=(-disable-objc-attr-requires-foundation-module)
    "$swiftc" -frontend -compile-module-from-interface -module-name "$module" \
        -enable-objc-interop -I "$modules" -module-cache-path "$out/cache" "${extra[@]}" \
        "$stub/$module.swiftinterface" -o "$modules/$module.swiftmodule"
done

# emit MODULE FILES...: builds a module for the next steps to import (Swift 6, warnings are errors).
emit() {
    local module="$1"; shift
    "$swiftc" "${common[@]}" -parse-as-library -emit-module -module-name "$module" \
        -emit-module-path "$modules/$module.swiftmodule" "$@"
}

step "IBKitNaming, IBKitSupport (platform-neutral)"
emit IBKitNaming "$root"/Sources/IBKitNaming/*.swift
emit IBKitSupport "$root"/Sources/IBKitSupport/*.swift

step "IBKit, release configuration"
"$swiftc" "${common[@]}" -parse-as-library -typecheck -module-name IBKit "$root"/Sources/IBKit/*.swift
step "IBKit, debug configuration (-D DEBUG)"
emit IBKit -D DEBUG "$root"/Sources/IBKit/*.swift

step "Examples/Gallery/Components (module GalleryComponents)"
emit GalleryComponents -D DEBUG "$root"/Examples/Gallery/Components/*.swift

step "Examples/Gallery/Gallery (module Gallery)"
# The one rule swiftc takes from the target rather than from a module: on iOS an @IBAction may take 0, 1 or
# 2 arguments, elsewhere exactly 1, and no iOS standard library exists on Linux to target iOS. So, in a copy
# (the sources are never changed), zero-argument actions (`@IBAction func configureLabel()`, seed 002) are
# checked as the `@objc` methods they are at run time; every other line is compiled as written.
copy="$out/Gallery"
gallery=()
while IFS= read -r -d '' file; do
    target="$copy/${file#"$root/Examples/Gallery/Gallery/"}"
    mkdir -p "$(dirname "$target")"
    sed -E 's/@IBAction(( (private|fileprivate|internal|public))? func [A-Za-z_][A-Za-z0-9_]*\(\))/@objc\1/' "$file" > "$target"
    if ! cmp -s "$file" "$target"; then
        echo "    zero-argument @IBAction checked as @objc in ${file#"$root/"}:"
        { diff "$file" "$target" || true; } | sed -n 's/^> */      /p'
    fi
    gallery+=("$target")
done < <(find "$root/Examples/Gallery/Gallery" -name '*.swift' -print0 | sort -z)
"$swiftc" "${common[@]}" -parse-as-library -typecheck -module-name Gallery -D DEBUG "${gallery[@]}"

# The check is only worth something if the UIKit code was really compiled, not skipped by #if.
if ! "$swiftc" "${common[@]}" -typecheck -parse-as-library -module-name Probe - <<<'import IBKit
import UIKit
@MainActor func probe(_ t: UITableView) { t.register(UITableViewCell.self) }' ; then
    echo "error: #if canImport(UIKit) did not see the stub" >&2
    exit 1
fi

step "ok: IBKit and Examples/Gallery type-check against the UIKit signature stub (Swift 6)"
