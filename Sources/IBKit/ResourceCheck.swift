#if canImport(UIKit)
import Foundation
import IBKitNaming

/// Looks for a compiled storyboard or nib before UIKit does, so a missing file becomes a message instead
/// of an Objective-C exception.
enum ResourceCheck {
    /// `nil` when the resource exists; otherwise the failure, with files differing only in case (in the
    /// bundle's top folder and its `.lproj` folders) and other loaded bundles that do have the file.
    static func missing(
        _ resource: LoadingFailure.Resource, named name: String, in bundle: Bundle, for type: Any.Type,
        source: LoadingFailure.Source = .convention
    ) -> LoadingFailure? {
        let ext = resource.compiledExtension
        guard bundle.path(forResource: name, ofType: ext) == nil else { return nil }
        let fileName = name + "." + ext
        let nearMisses = LoadingFailure.nearMisses(of: fileName, among: resourceFileNames(in: bundle))
        let others = ([Bundle.main] + Bundle.allFrameworks)
            .filter { $0.bundlePath != bundle.bundlePath && $0.path(forResource: name, ofType: ext) != nil }
            .map(\.bundlePath)
        return LoadingFailure(
            typeName: ClassName.qualified(for: type), resource: resource, resourceName: name,
            bundlePath: bundle.bundlePath, problem: .missingFile(nearMisses: nearMisses, foundIn: others), source: source
        )
    }

    /// File names in the bundle's resource folder and its localization folders (Base.lproj, …).
    private static func resourceFileNames(in bundle: Bundle) -> [String] {
        guard let root = bundle.resourcePath else { return [] }
        let files = FileManager.default
        let top = (try? files.contentsOfDirectory(atPath: root)) ?? []
        let localized = top.filter { $0.hasSuffix(".lproj") }.flatMap { folder in
            (try? files.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
        }
        return top + localized
    }

    /// The Storyboard IDs of a compiled storyboard and whether it has an initial view controller, read
    /// from its Info.plist; `nil` when that file cannot be read (then UIKit is trusted as the seed does).
    static func storyboardContents(named name: String, in bundle: Bundle) -> (identifiers: [String], hasInitial: Bool)? {
        guard let folder = bundle.path(forResource: name, ofType: "storyboardc"),
              let data = FileManager.default.contents(atPath: folder + "/Info.plist"),
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let info = plist as? [String: Any],
              let map = info["UIViewControllerIdentifiersToNibNames"] as? [String: Any]
        else { return nil }
        return (Array(map.keys), info["UIStoryboardDesignatedEntryPointIdentifier"] != nil)
    }
}
#endif
