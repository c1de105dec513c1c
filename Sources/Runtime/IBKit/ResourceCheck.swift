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
}
#endif
