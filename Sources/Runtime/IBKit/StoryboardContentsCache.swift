#if canImport(UIKit)
import Foundation
import IBKitNaming

/// The compiled storyboards' Info.plists, read once per storyboard and bundle: a bundle's files do not change
/// while the app runs, and `instance()` is called for every screen shown. Main-actor isolated, like every
/// caller, so the dictionary needs no lock.
@MainActor
enum StoryboardContentsCache {
    private struct Key: Hashable {
        let storyboardName: String
        let bundlePath: String
    }

    /// `.some(nil)` records an Info.plist that could not be read, so it is not read again either.
    private static var entries: [Key: StoryboardContents?] = [:]

    /// The storyboard's identifiers and entry point; nil when its Info.plist cannot be read (then UIKit is
    /// trusted as the convention does).
    static func contents(named name: String, in bundle: Bundle) -> StoryboardContents? {
        let key = Key(storyboardName: name, bundlePath: bundle.bundlePath)
        if let cached = entries[key] { return cached }
        let contents = read(named: name, in: bundle)
        entries[key] = contents
        return contents
    }

    private static func read(named name: String, in bundle: Bundle) -> StoryboardContents? {
        guard let folder = bundle.path(forResource: name, ofType: "storyboardc"),
              let data = FileManager.default.contents(atPath: folder + "/Info.plist"),
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let info = plist as? [String: Any]
        else { return nil }
        return StoryboardContents(infoPlist: info)
    }
}
#endif
