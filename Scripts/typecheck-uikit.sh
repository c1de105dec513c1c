#!/usr/bin/env bash
# Type-checks the UIKit half of IBKit (Sources/Runtime/IBKit and what it imports), the Swift sources of Examples/Gallery
# and Examples/Legacy, and the code `ibkit gen` generated for them (Examples/*/Generated), in Swift 6 mode on a
# machine without UIKit, against the declarations-only stub in Stubs/UIKitSignatures; and an app that imports
# both IBKit and Reusable, against Reusable's declarations restated in Stubs/ReusableSignatures.
#
# A compile check only: nothing is linked or run, and the stub is not a test double. What it does and does
# not check: Stubs/UIKitSignatures/README.md.
#
# Also the multi-target fixture of `ibkit gen` (Tests/Fixtures/GenMultiTarget), one module per target.
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

step "IBKitNaming, IBKitSupport, IBKitBinding (platform-neutral)"
emit IBKitNaming "$root"/Sources/Runtime/IBKitNaming/*.swift
emit IBKitSupport "$root"/Sources/Runtime/IBKitSupport/*.swift
emit IBKitBinding "$root"/Sources/Runtime/IBKitBinding/*.swift

step "IBKit, release configuration"
"$swiftc" "${common[@]}" -parse-as-library -typecheck -module-name IBKit "$root"/Sources/Runtime/IBKit/*.swift
step "IBKit, debug configuration (-D DEBUG)"
emit IBKit -D DEBUG "$root"/Sources/Runtime/IBKit/*.swift

# The one rule swiftc takes from the target rather than from a module: on iOS an @IBAction may take 0, 1 or
# 2 arguments, elsewhere exactly 1, and no iOS standard library exists on Linux to target iOS. So, in a copy
# (the sources are never changed), zero-argument actions (`@IBAction func configureLabel()`, seed 002) are
# checked as the `@objc` methods they are at run time; every other line is compiled as written.
# sources FOLDER: prints the checked copies of FOLDER's Swift files, NUL-separated.
sources() {
    local folder="$1" copy="$out/copies/${1#"$root/"}"
    while IFS= read -r -d '' file; do
        target="$copy/${file#"$folder/"}"
        mkdir -p "$(dirname "$target")"
        sed -E 's/@IBAction(( (private|fileprivate|internal|public))? func [A-Za-z_][A-Za-z0-9_]*\(\))/@objc\1/' "$file" > "$target"
        if ! cmp -s "$file" "$target"; then
            echo "    zero-argument @IBAction checked as @objc in ${file#"$root/"}:" >&2
            { diff "$file" "$target" || true; } | sed -n 's/^> */      /p' >&2
        fi
        printf '%s\0' "$target"
    done < <(find "$folder" -name '*.swift' -print0 | sort -z)
}

# app MODULE FOLDER GENERATED [EXTRA...]: type-checks an app module with the file ibkit gen wrote for it.
app() {
    local module="$1" folder="$2" generated="$3" files=()
    shift 3
    [[ -f $generated ]] || { echo "error: $generated is missing (run ibkit gen in ${folder%/*})" >&2; exit 1; }
    while IFS= read -r -d '' file; do files+=("$file"); done < <(sources "$folder")
    "$swiftc" "${common[@]}" -parse-as-library -typecheck -module-name "$module" -D DEBUG "${files[@]}" "$generated" "$@"
}

step "Examples/Gallery/Components + generated (module GalleryComponents)"
emit GalleryComponents -D DEBUG "$root"/Examples/Gallery/Components/*.swift \
    "$root"/Examples/Gallery/Generated/GalleryComponents/IBKitGenerated.swift

step "Examples/Gallery/Gallery + generated (module Gallery)"
app Gallery "$root/Examples/Gallery/Gallery" "$root/Examples/Gallery/Generated/Gallery/IBKitGenerated.swift"

step "Examples/Legacy/Legacy + generated (module Legacy)"
# The generated references used as docs/gen.md shows them, in the module they are generated for.
cat > "$out/LegacyGeneratedUse.swift" <<'SWIFT'
import IBKit
import UIKit

@MainActor func useGeneratedCode(_ controller: UIViewController, _ tableView: UITableView, _ segue: UIStoryboardSegue,
                                 _ indexPath: IndexPath) throws {
    let detail: DetailViewController = Storyboards.Main.detail.instance()
    let root: UINavigationController = try Storyboards.Main.initial.instantiate()
    let settings: SettingsViewController = try Storyboards.Settings.settings.instantiate()
    controller.performSegue(Segues.Main.showDetail)
    switch Segues.Main(segue) {
    case .showDetail?: break
    case .presentProfile?, .showAbout?, nil: break
    }
    let cell: PhotoCell = tableView.dequeueReusableCell(ReuseIdentifiers.cell, for: indexPath)
    let header: ProfileHeaderView = Nibs.profileHeader.instance()
    // The generated conformances: the runtime's conventions now hold for these classes.
    let fromConvention: (DetailViewController, SettingsViewController) = (DetailViewController.instance(), SettingsViewController.instance())
    // (Legacy's own UITableView.dequeueReusableCell(_:for:) shadows IBKit's type-based one here.)
    tableView.register(PhotoCell.self)
    _ = (detail, root, settings, cell, header, fromConvention, ProfileHeaderView.instanceFromNib())
}
SWIFT
app Legacy "$root/Examples/Legacy/Legacy" "$root/Examples/Legacy/Generated/Legacy/IBKitGenerated.swift" "$out/LegacyGeneratedUse.swift"

step "Examples/Legacy after ibkit migrate --adopt --apply (a git copy; gen runs again as part of the apply)"
# The typed API the migration writes (T.instance(), conformances, import IBKit) must compile with the code
# ibkit gen writes afterwards.
ibkit="${IBKIT:-$root/.build/debug/ibkit}"
[[ -x $ibkit ]] || (cd "$root" && swift build --product ibkit >/dev/null)
adopted="$out/adopted"
mkdir -p "$adopted"
cp -R "$root/Examples/Legacy" "$adopted/"
rm -rf "$adopted/Legacy/.build"
(cd "$adopted" && git init -q && git add -A && git -c user.name=ci -c user.email=ci@localhost commit -qm before \
    && "$ibkit" migrate Legacy --adopt --apply --no-diff >/dev/null \
    && "$ibkit" migrate Legacy --adopt --no-diff | grep -q '^Migration plan: 0 files to write')
grep -q 'SettingsViewController.instance()' "$adopted/Legacy/Legacy/Controllers/PhotosViewController.swift"
app Legacy "$adopted/Legacy/Legacy" "$adopted/Legacy/Generated/Legacy/IBKitGenerated.swift"

step "IBKit call sites the examples do not show (module CallSites)"
# An ArrayDataSource mixing cell types, per kind of item and per section, for tables and collection views.
cat > "$out/CallSites.swift" <<'SWIFT'
import IBKit
import UIKit

final class PhotoCell: UITableViewCell { func configure(with title: String) {} }
final class AuthorCell: UITableViewCell { var name = "" }
final class TileCell: UICollectionViewCell {}
final class BannerCell: UICollectionViewCell { var text = "" }
enum Row { case photo(String), author(String) }

@MainActor func mixedDataSources(_ rows: [[Row]], _ titles: [[String]]) -> (NSObject, NSObject, NSObject) {
    let byKind = ArrayDataSource<Row, UITableViewCell>(sections: rows) { row, _ in
        switch row {
        case .photo(let title): .cell(PhotoCell.self) { $0.configure(with: title) }
        case .author(let name): .cell(AuthorCell.self) { $0.name = name }
        }
    }
    let bySection = ArrayDataSource<String, UICollectionViewCell>(sections: titles) { title, indexPath in
        indexPath.section == 0 ? .cell(BannerCell.self) { $0.text = title } : .cell(TileCell.self)
    }
    // The single-type form is unchanged, also with the base class as its cell.
    let plain = ArrayDataSource<String, UITableViewCell>(items: titles.flatMap { $0 }) { cell, _ in cell.backgroundColor = nil }
    return (byKind, bySection, plain)
}
SWIFT
"$swiftc" "${common[@]}" -parse-as-library -typecheck -module-name CallSites "$out/CallSites.swift"

step "Data binding: every kind of generated entry, and each kind of owner (module Bindings)"
# The entries as Tests/IBKitGenTests/BindingTableTests.swift expects ibkit gen to write them, against the runtime.
cat > "$out/Bindings.swift" <<'SWIFT'
import Foundation
import IBKit
import UIKit

struct Author { let name: String }
struct Photo {
    let title: String
    var author: Author?
    var takenAt: Date
    var thumbnail: UIImage?
    let symbolName: String
    var isPublished = false
    var isFavorite: Bool
    var rating: Float
    var progress: Double
    var count = 0
}

final class PhotoCell: UITableViewCell, Bindable {
    typealias Model = Photo
}

extension PhotoCell {
    internal static let bindingTable = IBKit.BindingTable<Model>([
        .text("title", \.title, .label, at: "PhotoCell.xib", "l1"),
        .text("author.name", \.author?.name, .label, at: "PhotoCell.xib", "l2"),
        .formatted("takenAt | date", \.takenAt, formatter: "date", .label, at: "PhotoCell.xib", "l3"),
        .image("thumbnail", \.thumbnail, at: "PhotoCell.xib", "i1"),
        .imageNamed("symbolName", \.symbolName, at: "PhotoCell.xib", "i2"),
        .isHidden("!isPublished", \.isPublished, negated: true, .view, at: "PhotoCell.xib", "b1"),
        .isOn("isFavorite", \.isFavorite, at: "PhotoCell.xib", "s1"),
        .fraction("rating", \.rating, .slider, at: "PhotoCell.xib", "r1"),
        .fraction("progress", \.progress, .progressView, at: "PhotoCell.xib", "p1"),
        .stepper("count", \.count, at: "PhotoCell.xib", "t1"),
    ])
}

final class PhotoViewController: UIViewController, Bindable {
    typealias Model = Photo
    static let bindingTable = IBKit.BindingTable<Model>([])
}

/// Seed 002's presenter object names the view it binds.
final class PhotoPresenter: SceneObject, Bindable {
    typealias Model = Photo
    static let bindingTable = IBKit.BindingTable<Model>([])
    @IBOutlet private weak var vcView: UIView!
    var bindingRoot: UIView? { vcView }
}

@MainActor func bindEverything(_ cell: PhotoCell, _ controller: PhotoViewController, _ presenter: PhotoPresenter, _ photo: Photo) {
    cell.bind(photo)
    controller.bind(photo)
    presenter.bind(photo)
    cell.ibkitBinding = "title"
    BindingFormatters.shared.register("stars") { ($0 as? Int).map { String(repeating: "★", count: $0) } }
    BindingFailure.handler = { print($0) }
}
SWIFT
"$swiftc" "${common[@]}" -parse-as-library -typecheck -module-name Bindings -D DEBUG "$out/Bindings.swift"

step "An app importing both Reusable and IBKit (Reusable's declarations: Stubs/ReusableSignatures, Swift 5 as shipped)"
"$swiftc" -swift-version 5 -warnings-as-errors -I "$modules" -module-cache-path "$out/cache" "${objc[@]}" \
    -parse-as-library -emit-module -module-name Reusable -emit-module-path "$modules/Reusable.swiftmodule" \
    "$root/Stubs/ReusableSignatures/Reusable.swift"
# Each library used the usual way, then classes conforming to both during a migration: every name resolves, to
# Reusable's where both libraries declare it, and IBKit's renamed members stay reachable.
cat > "$out/BothLibraries.swift" <<'SWIFT'
import IBKit
import Reusable
import UIKit

// Reusable's way, unchanged by `import IBKit`.
final class LegacyCell: UITableViewCell, NibReusable {}
final class LegacyCodeCell: UICollectionViewCell, Reusable {}
final class LegacyHeader: UITableViewHeaderFooterView, Reusable {}
final class LegacySupplementary: UICollectionReusableView, NibReusable {}
final class LegacyBadge: UIView, NibLoadable {}
final class LegacyWidget: UIView, NibOwnerLoadable {
    override init(frame: CGRect) { super.init(frame: frame); loadNibContent() }
    required init?(coder: NSCoder) { super.init(coder: coder); loadNibContent() }
}
final class LegacyViewController: UIViewController, StoryboardBased {}
final class LegacySceneViewController: UIViewController, @preconcurrency StoryboardSceneBased {
    static var sceneStoryboard: UIStoryboard { UIStoryboard(name: "Legacy", bundle: nil) }
}

// IBKit's way.
final class ProfileCell: UITableViewCell, Nibable {}
final class Badge: UIView, Nibable {}
final class Widget: UIView, NibOwner {
    override init(frame: CGRect) { super.init(frame: frame); installNibContent() }
    required init?(coder: NSCoder) { super.init(coder: coder); installNibContent() }
}
final class HogeViewController: UIViewController, Storyboardable {}

// Both, while a class moves from one library to the other.
final class MovingCell: UITableViewCell, NibReusable, Nibable {}
final class MovingBadge: UIView, NibLoadable, Nibable {}
final class MovingWidget: UIView, NibOwnerLoadable, NibOwner {
    override init(frame: CGRect) { super.init(frame: frame); loadNibContent() }
    required init?(coder: NSCoder) { super.init(coder: coder); installNibContent() }
}
final class MovingViewController: UIViewController, StoryboardBased, Storyboardable {}
final class MovingSceneViewController: UIViewController, @preconcurrency StoryboardSceneBased, Storyboardable {
    // Both protocols default sceneIdentifier: a class conforming to both names it once, for both.
    static var sceneIdentifier: String { "MovingScene" }
    static var storyboardName: String { "Legacy" }
    static var sceneStoryboard: UIStoryboard { UIStoryboard(name: storyboardName, bundle: nil) }
}
// IBKit reads Reusable's reuseIdentifier through CustomReuseIdentifier.
final class MovingIdentifiedCell: UITableViewCell, Reusable, CustomReuseIdentifier {}

@MainActor func useBoth(_ tableView: UITableView, _ collectionView: UICollectionView, _ indexPath: IndexPath) throws {
    tableView.register(cellType: LegacyCell.self)
    let legacy: LegacyCell = tableView.dequeueReusableCell(for: indexPath)
    let legacyByType = tableView.dequeueReusableCell(for: indexPath, cellType: LegacyCell.self)
    tableView.register(headerFooterViewType: LegacyHeader.self)
    let header: LegacyHeader? = tableView.dequeueReusableHeaderFooterView()
    let headerByType = tableView.dequeueReusableHeaderFooterView(LegacyHeader.self)
    collectionView.register(cellType: LegacyCodeCell.self)
    let tile = collectionView.dequeueReusableCell(for: indexPath, cellType: LegacyCodeCell.self)
    collectionView.register(supplementaryViewType: LegacySupplementary.self, ofKind: UICollectionView.elementKindSectionHeader)
    let supplementary: LegacySupplementary = collectionView.dequeueReusableSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, for: indexPath)
    let reusable = (LegacyBadge.loadFromNib(), LegacyCell.nib, LegacyViewController.instantiate(),
                    LegacySceneViewController.instantiate())

    tableView.register(ProfileCell.self)
    let cell = tableView.dequeueReusableCell(ProfileCell.self, for: indexPath)
    let ibkit = (Badge.instanceFromNib(), try Badge.instantiateFromNib(), ProfileCell.uiNib, HogeViewController.instance(),
                 try HogeViewController.instantiate())

    tableView.register(MovingCell.self)
    tableView.register(cellType: MovingCell.self)
    tableView.register(MovingIdentifiedCell.self)
    let identified: MovingIdentifiedCell = tableView.dequeueReusableCell(for: indexPath)
    let moving = (MovingCell.nib, MovingCell.uiNib, MovingBadge.loadFromNib(), MovingBadge.instanceFromNib(),
                  MovingViewController.instantiate(), MovingViewController.instance(),
                  MovingSceneViewController.instantiate(), MovingSceneViewController.instance())
    _ = (legacy, legacyByType, header, headerByType, tile, supplementary, reusable, cell, ibkit, identified, moving)
}
SWIFT
"$swiftc" "${common[@]}" -parse-as-library -typecheck -module-name BothLibraries "$out/BothLibraries.swift"

step "Examples/PluginDemo + the file its build-tool plugin generates (module PluginDemo; CI compares the two)"
app PluginDemo "$root/Examples/PluginDemo/Sources/PluginDemo" "$root/Examples/PluginDemo/Expected/IBKitGenerated.swift"

step "Tests/Fixtures/GenMultiTarget: an app and its share extension, each with its own generated file (modules App, ShareExtension)"
# Same-named helpers in both targets; the extension's ReusableCell would collide with Nibable, so its cell is left
# without a conformance and its own register(_:) stays unambiguous.
fixture="$root/Tests/Fixtures/GenMultiTarget"
app App "$fixture/App" "$fixture/Generated/App/IBKitGenerated.swift"
app ShareExtension "$fixture/ShareExtension" "$fixture/Generated/ShareExtension/IBKitGenerated.swift"

# The check is only worth something if the UIKit code was really compiled, not skipped by #if.
if ! "$swiftc" "${common[@]}" -typecheck -parse-as-library -module-name Probe - <<<'import IBKit
import UIKit
@MainActor func probe(_ t: UITableView) { t.register(UITableViewCell.self) }' ; then
    echo "error: #if canImport(UIKit) did not see the stub" >&2
    exit 1
fi

step "ok: IBKit, Examples/Gallery, Examples/Legacy, Examples/PluginDemo, Tests/Fixtures/GenMultiTarget and their generated code type-check against the UIKit signature stub (Swift 6)"
